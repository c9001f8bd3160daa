import { smokeConfig } from './scripts/smokeConfig';

/**
 * The deployment smoke (`npm run test:deploy`, scripts/deploy-smoke.mjs): the live build behind
 * a real nginx, against the HTTP mock backend. The script starts both and passes the address.
 */
export default smokeConfig({
  testDir: 'e2e-deploy',
  name: 'DEPLOY',
  script: 'test:deploy',
  slug: 'deploy',
});
