// `npm run gateway:idp`: the local identity provider alone (development only), for a gateway at
// PARAPET_DEV_IDP_GATEWAY_URL (default http://localhost:8080). Prints the gateway settings that
// go with it and the three logins.
import {
  DEV_CLIENT_ID,
  DEV_CLIENT_SECRET,
  DEV_ROLE_MAP,
  DEV_SCOPES,
  DEV_USERS,
  startDevIdp,
} from './idp';

if (process.argv.includes('--help')) {
  process.stdout.write(
    [
      'Usage: npm run gateway:idp',
      'A local OpenID Connect identity provider (oidc-provider) with three people, for development.',
      '  PARAPET_DEV_IDP_HOST         address to listen on (default 127.0.0.1)',
      '  PARAPET_DEV_IDP_PORT         port (default 9400)',
      '  PARAPET_DEV_IDP_GATEWAY_URL  the gateways it signs in for, comma-separated (default http://localhost:8080)',
      '',
    ].join('\n'),
  );
  process.exit(0);
}

const gatewayUrls = (process.env.PARAPET_DEV_IDP_GATEWAY_URL ?? 'http://localhost:8080')
  .split(',')
  .map((url) => url.trim().replace(/\/+$/, ''))
  .filter(Boolean);
const idp = await startDevIdp({
  host: process.env.PARAPET_DEV_IDP_HOST ?? '127.0.0.1',
  port: Number(process.env.PARAPET_DEV_IDP_PORT ?? 9400),
  gatewayUrls,
});

const local = gatewayUrls[0] ?? 'http://localhost:8080';
process.stdout.write(
  [
    `Parapet dev identity provider on ${idp.issuer} (development only: passwords are in gateway/dev/idp.ts)`,
    '',
    'Gateway settings that go with it:',
    `  PARAPET_GATEWAY_PUBLIC_URL=${local}`,
    `  PARAPET_GATEWAY_OIDC_ISSUER=${idp.issuer}`,
    `  PARAPET_GATEWAY_OIDC_CLIENT_ID=${DEV_CLIENT_ID}`,
    `  PARAPET_GATEWAY_OIDC_CLIENT_SECRET=${DEV_CLIENT_SECRET}`,
    `  PARAPET_GATEWAY_OIDC_SCOPES='${DEV_SCOPES}'`,
    `  PARAPET_GATEWAY_ROLE_MAP=${DEV_ROLE_MAP}`,
    '  PARAPET_GATEWAY_SESSION_KEYS=<32+ random characters>',
    ...(local.startsWith('http://') ? ['  PARAPET_GATEWAY_SECURE_COOKIE=false'] : []),
    '',
    'Sign in as:',
    ...DEV_USERS.map(
      (u) =>
        `  ${u.username.padEnd(7)} password ${u.password.padEnd(12)} groups ${u.groups.join(', ')}`,
    ),
    '',
  ].join('\n'),
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void idp.close().then(() => process.exit(0)));
}
