import type { MockScale } from '../../src/api/mockControl';
import {
  ACCESS_KEYS_ENV,
  demoSignatureOptions,
  parseAccessKeys,
  type SignatureOptions,
} from './signedOptions';

/** How `npm run mock-server` was asked to run. */
export interface MockServerOptions {
  port: number;
  host: string;
  scale: MockScale;
  /** A fault list in the `mock-fault` syntax (README), or null for none. */
  faults: string | null;
  /** A JSON file that keeps the data's anchor and journal across restarts; null keeps memory only. */
  stateFile: string | null;
  /** A hostile-data corpus in every free text the services answer (`xss`), or null for none. */
  corpus: string | null;
  /** Answer after the demo's 80–250 ms, as a real service would; off for tests and benchmarks. */
  latency: boolean;
  /** Require signed screen and lake calls and the agent key (signedMode.ts); absent: open. */
  signatures?: SignatureOptions;
}

export const DEFAULT_OPTIONS: MockServerOptions = {
  port: 8787,
  host: '127.0.0.1',
  scale: 'normal',
  faults: null,
  stateFile: null,
  corpus: null,
  latency: true,
};

export const USAGE = `Usage: npm run mock-server -- [options]

  --port N          port to listen on (default 8787; 0 picks a free one)
  --host H          address to bind (default 127.0.0.1)
  --scale S         normal | large (large: 10,000 tables, 50,000 deliveries, …)
  --fault SPEC      faults as in ?mock-fault=, e.g. screen:DescribeScreenSetting:500
  --chaos SEED[:PCT] seeded random faults on every service: PCT % of requests (default 30)
                    get a 5xx, a 429 with Retry-After, extra latency or a dropped
                    connection (the fault *:*:chaos-SEED-PCT); PUT /__mock/faults with a
                    fault list as its body replaces the faults while running ('' for none)
  --corpus xss      hostile data (script, javascript: URLs, 10,000-character and
                    right-to-left text, …) in every free text the services answer
  --state FILE      keep the data (its anchor and every change) in FILE across restarts
  --no-latency      answer at once instead of after 80–250 ms
  --require-signatures
                    answer as the real services do behind their API gateway: screen and
                    lake calls must carry a valid signature V3 (ACS3-HMAC-SHA256) made
                    with an accepted AccessKey (else IncompleteSignature,
                    SignatureDoesNotMatch, InvalidTimeStamp.Expired,
                    InvalidAccessKeyId.NotFound, … with a RequestId), agent calls the
                    agent key (else 401). Keys: ${ACCESS_KEYS_ENV}=ID:SECRET[,…] or
                    --access-key; without either, the demo pair printed at startup
  --access-key ID:SECRET
                    an AccessKey the signed mode accepts (repeatable; implies
                    --require-signatures)
  --agent-key KEY   the agent key the signed mode accepts (default demo-key)
  --help            this text`;

export type ParsedArgs = { ok: true; options: MockServerOptions } | { ok: false; error: string };

/**
 * Reads the command line (`--name value` or `--name=value`); unknown flags are an error. The
 * environment is read for the signed mode's keys only.
 */
export function parseServerArgs(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>> = {},
): ParsedArgs {
  const options: MockServerOptions = { ...DEFAULT_OPTIONS };
  const signed = { on: false, keys: new Map<string, string>(), agentKey: null as string | null };
  const args = argv.flatMap((arg) => {
    const eq = arg.startsWith('--') ? arg.indexOf('=') : -1;
    return eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg];
  });
  for (let i = 0; i < args.length; i += 1) {
    const flag = args[i];
    const value = () => {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i += 1;
      return next;
    };
    try {
      switch (flag) {
        case '--port': {
          const text = value();
          const port = Number(text);
          if (!/^\d+$/.test(text) || port > 65535) throw new Error(`--port: not a port: ${text}`);
          options.port = port;
          break;
        }
        case '--host':
          options.host = value();
          break;
        case '--scale': {
          const scale = value();
          if (scale !== 'normal' && scale !== 'large')
            throw new Error(`--scale: normal or large, not ${scale}`);
          options.scale = scale;
          break;
        }
        case '--fault':
          options.faults = options.faults ? `${options.faults},${value()}` : value();
          break;
        case '--chaos': {
          const text = value();
          const chaos = /^(\d{1,9})(?::(\d{1,3}))?$/.exec(text);
          const percent = Number(chaos?.[2] ?? 30);
          if (!chaos || percent < 1 || percent > 100)
            throw new Error(`--chaos: SEED or SEED:PERCENT (1–100), not ${text}`);
          const spec = `*:*:chaos-${chaos[1]}-${percent}`;
          options.faults = options.faults ? `${options.faults},${spec}` : spec;
          break;
        }
        case '--corpus': {
          const corpus = value();
          if (corpus !== 'xss') throw new Error(`--corpus: xss is the one corpus, not ${corpus}`);
          options.corpus = corpus;
          break;
        }
        case '--state':
          options.stateFile = value();
          break;
        case '--no-latency':
          options.latency = false;
          break;
        case '--require-signatures':
          signed.on = true;
          break;
        case '--access-key':
          signed.on = true;
          for (const [id, secret] of parseAccessKeys(value())) signed.keys.set(id, secret);
          break;
        case '--agent-key':
          signed.agentKey = value();
          break;
        default:
          throw new Error(`unknown option: ${flag}`);
      }
    } catch (error) {
      return { ok: false, error: (error as Error).message };
    }
  }
  if (signed.agentKey !== null && !signed.on) {
    return { ok: false, error: '--agent-key needs --require-signatures' };
  }
  if (signed.on) {
    const demo = demoSignatureOptions();
    const envKeys = env[ACCESS_KEYS_ENV];
    let fromEnv: Map<string, string>;
    try {
      fromEnv = envKeys ? parseAccessKeys(envKeys) : new Map();
    } catch (error) {
      return { ok: false, error: `${ACCESS_KEYS_ENV}: ${(error as Error).message}` };
    }
    const keys = new Map([...fromEnv, ...signed.keys]);
    options.signatures = {
      accessKeys: keys.size ? keys : demo.accessKeys,
      agentKey: signed.agentKey ?? demo.agentKey,
    };
  }
  return { ok: true, options };
}
