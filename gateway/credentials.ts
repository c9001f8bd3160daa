/**
 * The AccessKey the screen and lake calls are signed with, from Alibaba Cloud's own credential
 * package (@alicloud/credentials): a static AccessKey or STS token, a RAM role assumed with an
 * AccessKey or an OIDC token, the ECS instance role, or the SDK's default chain. The assumed-role
 * providers cache the STS token and refresh it before it expires; the gateway asks for the
 * credential on every call and never keeps one itself.
 */
import { createRequire } from 'node:module';
import type * as CredentialsTypes from '@alicloud/credentials';
import type { CredentialsConfig } from './config';
import type { SecretScrubber } from './log';

type CredentialsModule = typeof CredentialsTypes;

// A CommonJS package whose class is its `default` export: required, so Node and Vitest read it
// alike (their ESM interop of `default` differs).
const credentials = createRequire(import.meta.url)('@alicloud/credentials') as CredentialsModule;

export interface AccessCredential {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string | null;
}

export interface CredentialSource {
  /** Resolves the current credential (fetching or refreshing it when the provider must). */
  get(): Promise<AccessCredential>;
  /** For the startup line: the provider type, nothing secret. */
  readonly description: string;
}

/** The credential could not be had: the call is refused, never sent unsigned. */
export class CredentialsUnavailable extends Error {}

function sdkConfig(config: CredentialsConfig): Record<string, unknown> | null {
  if (config.type === 'default') return null;
  const optional = (name: string, value: string | number | null) =>
    value === null ? {} : { [name]: value };
  return {
    type: config.type,
    ...optional('accessKeyId', config.accessKeyId),
    ...optional('accessKeySecret', config.accessKeySecret),
    ...optional('securityToken', config.securityToken),
    ...optional('roleArn', config.roleArn),
    ...optional('roleSessionName', config.roleSessionName),
    ...optional('roleSessionExpiration', config.roleSessionExpiration),
    ...optional('policy', config.policy),
    ...optional('roleName', config.roleName),
    ...optional('oidcProviderArn', config.oidcProviderArn),
    ...optional('oidcTokenFilePath', config.oidcTokenFile),
  };
}

/**
 * The configured source; throws (a configuration error) when the SDK refuses the settings. Every
 * secret it knows or fetches is given to the scrubber, so no log line can carry it.
 */
export function credentialSource(
  config: CredentialsConfig,
  scrubber: SecretScrubber,
): CredentialSource {
  scrubber.addFixed(config.accessKeyId);
  scrubber.addFixed(config.accessKeySecret);
  scrubber.addFixed(config.securityToken);
  const settings = sdkConfig(config);
  const Credential = credentials.default;
  const sdk = settings
    ? new Credential(new credentials.Config(settings))
    : // No settings: the SDK's default chain (its environment variables, files, instance role).
      new Credential();
  return {
    description: config.type === 'default' ? "the SDK's default chain" : config.type,
    async get() {
      let model;
      try {
        model = await sdk.getCredential();
      } catch (error) {
        throw new CredentialsUnavailable(
          scrubber.scrub(error instanceof Error ? error.message : String(error)),
        );
      }
      const { accessKeyId, accessKeySecret, securityToken } = model;
      scrubber.addFetched(accessKeyId);
      scrubber.addFetched(accessKeySecret);
      scrubber.addFetched(securityToken);
      if (!accessKeyId || !accessKeySecret) {
        throw new CredentialsUnavailable(`the ${this.description} credential has no AccessKey`);
      }
      return { accessKeyId, accessKeySecret, securityToken: securityToken || null };
    },
  };
}
