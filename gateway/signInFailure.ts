/**
 * Why a sign-in failed, told from what openid-client threw: a title and an HTML-safe message for
 * the page, a status, and a kind for the log line (gateway/auth.ts shows and logs them).
 */
import * as oidc from 'openid-client';
import { escapeHtml } from './plainPage';

/** An error and its causes, outermost first (openid-client wraps what oauth4webapi threw). */
export function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let e = error; e !== undefined && e !== null && chain.length < 5;) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
    if (Array.isArray(e)) break;
  }
  return chain;
}

const NETWORK_CODES =
  /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|UND_ERR_\w+|CERT_\w+|ERR_TLS\w*|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE)$/;

/** What failed in a sign-in, for the page (HTML-safe) and the log line, without a stack. */
export function describeSignInFailure(
  error: unknown,
  issuer: string,
): {
  status: number;
  title: string;
  message: string;
  kind: string;
} {
  const chain = causes(error);
  const messages = chain
    .filter((e): e is Error => e instanceof Error)
    .map((e) => e.message)
    .join(' / ');
  const find = <T>(type: abstract new (...args: never[]) => T): T | undefined =>
    chain.find((e): e is T => e instanceof type);
  const challenge = find(oidc.WWWAuthenticateChallengeError);
  const body = find(oidc.ResponseBodyError);
  if (
    (challenge && challenge.status === 401) ||
    body?.error === 'invalid_client' ||
    body?.status === 401
  ) {
    return {
      status: 502,
      kind: 'client-rejected',
      title: 'Sign-in failed: the identity provider refused this gateway',
      message: `The identity provider did not accept the gateway's client id or secret${body ? ` (${escapeHtml(body.error)})` : ''}. An administrator must check auth.clientId and auth.clientSecret against the IdP's registration.`,
    };
  }
  if (body?.error === 'invalid_grant') {
    return {
      status: 400,
      kind: 'code-rejected',
      title: 'Sign-in failed: the sign-in code was not accepted',
      message: `The identity provider refused the sign-in code (${escapeHtml(body.error_description ?? body.error)}); it may have been used already or have expired.`,
    };
  }
  if (body) {
    return {
      status: 502,
      kind: 'idp-error',
      title: 'Sign-in failed: the identity provider answered with an error',
      message: escapeHtml(`${body.error}: ${body.error_description ?? 'no description'}`),
    };
  }
  const refused = find(oidc.AuthorizationResponseError);
  if (refused) {
    return {
      status: 403,
      kind: 'idp-refused',
      title: 'Sign-in failed: the identity provider refused the sign-in',
      message: escapeHtml(`${refused.error}: ${refused.error_description ?? 'no description'}`),
    };
  }
  if (/"state"/.test(messages)) {
    return {
      status: 400,
      kind: 'state-mismatch',
      title: 'Sign-in failed: this answer does not belong to the sign-in you started',
      message:
        'The state the identity provider sent back does not match the one this browser started with (an old tab, or a link from somewhere else).',
    };
  }
  if (/"(iat|exp|nbf|auth_time)"/.test(messages)) {
    return {
      status: 502,
      kind: 'clock-skew',
      title: "Sign-in failed: the identity provider's clock and this server's disagree",
      message: `The ID token's times do not fit this server's clock (${escapeHtml(messages)}). Check both clocks (NTP), or auth.clockToleranceSeconds.`,
    };
  }
  const network = chain.find((e) => {
    const code = (e as { code?: unknown }).code;
    const name = e instanceof Error ? e.name : '';
    return (
      (typeof code === 'string' && NETWORK_CODES.test(code)) ||
      name === 'TimeoutError' ||
      name === 'AbortError' ||
      (e instanceof TypeError && /fetch failed/i.test(e.message))
    );
  });
  if (network) {
    const code = chain
      .map((e) => (e as { code?: unknown }).code)
      .find((c): c is string => typeof c === 'string' && NETWORK_CODES.test(c));
    return {
      status: 502,
      kind: 'idp-unreachable',
      title: 'Sign-in is unavailable: the identity provider could not be reached',
      message: `The gateway could not reach the identity provider at ${escapeHtml(issuer)} (${escapeHtml(code ?? (network instanceof Error ? network.name : 'no answer'))}). Try again in a moment; if it persists, an administrator must check auth.issuer.`,
    };
  }
  return {
    status: 502,
    kind: 'idp-invalid',
    title: 'Sign-in failed: the identity provider gave an answer the gateway cannot use',
    message: escapeHtml(messages),
  };
}
