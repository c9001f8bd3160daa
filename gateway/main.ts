// `npm run gateway`: the live build and the three services behind one signing gateway.
import { readFileSync } from 'node:fs';
import { CONFIG_FILE_ENV, ConfigError, describeConfig, loadConfig, USAGE } from './config';

function fail(message: string): never {
  process.stderr.write(`gateway: ${message}\n\n${USAGE}\n`);
  process.exit(2);
}

/** `--config FILE` (or `--config=FILE`); `--help`. Anything else is an error. */
function readArgs(argv: readonly string[]): { help: boolean; configFile: string | undefined } {
  let configFile: string | undefined;
  let help = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--config') {
      configFile = argv[i + 1];
      if (!configFile) fail('--config needs a file');
      i += 1;
    } else if (arg.startsWith('--config=')) configFile = arg.slice('--config='.length);
    else fail(`unknown option: ${arg}`);
  }
  return { help, configFile };
}

const args = readArgs(process.argv.slice(2));
if (args.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}

const fileName = args.configFile ?? process.env[CONFIG_FILE_ENV];
let file: Record<string, unknown> | undefined;
if (fileName) {
  try {
    const parsed: unknown = JSON.parse(readFileSync(fileName, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      fail(`${fileName}: a JSON object of settings`);
    }
    file = parsed as Record<string, unknown>;
  } catch (error) {
    fail(`${fileName}: ${(error as Error).message}`);
  }
}

// Loaded after --help, so printing the settings does not load the server and its packages.
const { allowListSummary, buildGateway } = await import('./server');
let gateway;
let config;
try {
  config = loadConfig({ env: process.env, file, fileName });
  gateway = await buildGateway(config);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  // The credential SDK refuses settings it cannot use when the source is built.
  fail((error as Error).message);
}

const { app, logger, allowList } = gateway;
const address = await app.listen({ host: config.host, port: config.port });
logger.info({ settings: describeConfig(config) }, 'settings');
logger.info({ allowList: allowList.counts() }, `allow-list: ${allowListSummary(allowList)}`);
for (const service of ['screen', 'lake', 'agent'] as const) {
  if (!config[service].endpoint) logger.warn(`${service}: no endpoint, its calls answer 503`);
}
logger.info({ address }, `Parapet gateway on ${address}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.drain();
    logger.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}
