// `npm run mock-server`: the mock backend over HTTP, for the live build behind a proxy.
import { parseServerArgs, USAGE } from './options';
import { startMockServer } from './createMockServer';
import { DEMO_ACCESS_KEY, type SignatureOptions } from './signedOptions';

/** Which keys the signed mode accepts: IDs only, and the demo secret when it is the demo pair. */
function signedModeLine({ accessKeys }: SignatureOptions): string {
  const demo =
    accessKeys.size === 1 && accessKeys.get(DEMO_ACCESS_KEY.id) === DEMO_ACCESS_KEY.secret;
  return demo
    ? `  signatures required: the demo AccessKey ${DEMO_ACCESS_KEY.id}:${DEMO_ACCESS_KEY.secret}, agent key as set`
    : `  signatures required: AccessKey IDs ${[...accessKeys.keys()].join(', ')}; agent key as set`;
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
