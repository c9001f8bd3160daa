// `npm run mock-server`: the mock backend over HTTP, for the live build behind a proxy.
import { parseServerArgs, USAGE } from './options';
import { startMockServer } from './createMockServer';
import { DEMO_AGENT_KEY } from '../agent/handlers';
import { DEMO_ACCESS_KEY, type SignatureOptions } from './signedOptions';

/** Which keys the signed mode accepts: IDs only, the secret only of the demo pair. */
function signedModeLine({ accessKeys, agentKey }: SignatureOptions): string {
  const demo =
    accessKeys.size === 1 && accessKeys.get(DEMO_ACCESS_KEY.id) === DEMO_ACCESS_KEY.secret;
  const keys = demo
    ? `the demo AccessKey ${DEMO_ACCESS_KEY.id}:${DEMO_ACCESS_KEY.secret}`
    : `AccessKey IDs ${[...accessKeys.keys()].join(', ')}`;
  const agent =
    agentKey === DEMO_AGENT_KEY ? `the demo agent key ${DEMO_AGENT_KEY}` : 'the agent key given';
  return `  signatures required: ${keys}; ${agent}`;
}

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const parsed = parseServerArgs(argv, process.env);
if (!parsed.ok) {
  console.error(`mock-server: ${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
const { options } = parsed;
const server = await startMockServer(options);
const problems = server.control.getStartupFaultProblems();
// Its first line is what a caller (and mockServer.test.ts) waits for: the address.
process.stdout.write(
  `${[
    `Parapet mock backend on ${server.url}`,
    `  services: ${server.url}/api/screen, ${server.url}/api/lake, ${server.url}/api/agent`,
    `  scale: ${options.scale}; faults: ${server.control.getFaultSpec() || 'none'}; state: ${options.stateFile ?? 'in memory'}`,
    ...(options.signatures ? [signedModeLine(options.signatures)] : []),
    ...(problems.length
      ? [`  left out of --fault: ${problems.length} entr${problems.length === 1 ? 'y' : 'ies'}`]
      : []),
  ].join('\n')}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
