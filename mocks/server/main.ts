// `npm run mock-server`: the mock backend over HTTP, for the live build behind a proxy.
import { parseServerArgs, USAGE } from './options';
import { startMockServer } from './createMockServer';

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const parsed = parseServerArgs(argv);
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
    ...(problems.length
      ? [`  left out of --fault: ${problems.length} entr${problems.length === 1 ? 'y' : 'ies'}`]
      : []),
  ].join('\n')}\n`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
