/**
 * What the gateway asks the identity provider (OpenID Connect, with openid-client): its
 * configuration by discovery, and the claims of a finished sign-in.
 */
import * as oidc from 'openid-client';
import type { AuthConfig } from './config';
import type { PendingSignIn } from './pendingSignIn';

/**
 * The IdP's configuration, discovered at the first call and kept once it worked; a failure is
 * tried again next time.
 */
export function idpDiscovery(
  auth: AuthConfig,
  idpClockSkewSeconds: number | undefined,
): () => Promise<oidc.Configuration> {
  const issuer = auth.issuer ?? '';
  const insecureIdp = new URL(issuer).protocol === 'http:';
  let discovered: Promise<oidc.Configuration> | null = null;
  return () => {
    discovered ??= oidc
      .discovery(
        new URL(issuer),
        auth.clientId ?? '',
        {
          [oidc.clockTolerance]: auth.clockToleranceSeconds,
          ...(idpClockSkewSeconds ? { [oidc.clockSkew]: idpClockSkewSeconds } : {}),
          ...(auth.clientSecret ? {} : { token_endpoint_auth_method: 'none' }),
        },
        auth.clientSecret ? oidc.ClientSecretBasic(auth.clientSecret) : oidc.None(),
        {
          timeout: auth.idpTimeoutMs / 1000,
          execute: insecureIdp ? [oidc.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
}

/**
 * The claims of the sign-in the callback at `current` finishes: the ID token's, completed from
 * userinfo when it lacks the email, the name or the role claim. Throws what openid-client threw.
 */
export async function signInClaims(
  config: oidc.Configuration,
  current: URL,
  pending: PendingSignIn,
  roleClaim: string,
): Promise<Record<string, unknown>> {
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: pending.verifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  let claims: Record<string, unknown> = { ...idToken };
  const needUserinfo = ['email', 'name', roleClaim].some((k) => claims[k] === undefined);
  if (needUserinfo && config.serverMetadata().userinfo_endpoint && tokens.access_token) {
    const info = await oidc.fetchUserInfo(config, tokens.access_token, idToken.sub);
    claims = { ...info, ...claims };
    for (const [key, value] of Object.entries(info)) claims[key] ??= value;
  }
  return claims;
}
