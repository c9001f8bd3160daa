import { smokeConfig } from './scripts/smokeConfig';

/**
 * The gateway smoke (`npm run test:gateway`, scripts/gateway-smoke.mjs): nginx round robin in
 * front of two gateways against the signed mock server and the local identity provider. The
 * script starts them all and passes the addresses.
 */
export default smokeConfig({
  testDir: 'e2e-gateway',
  name: 'GATEWAY',
  script: 'test:gateway',
  slug: 'gateway',
});
