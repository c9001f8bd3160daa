/**
 * The signed mode's settings (signedMode.ts), read by `npm run mock-server` (options.ts): which
 * AccessKeys the screen and lake accept and which key the agent service takes.
 */
import { DEMO_AGENT_KEY } from '../agent/handlers';

export interface SignatureOptions {
  /** AccessKey ID → secret: the keys the screen and lake accept. */
  accessKeys: ReadonlyMap<string, string>;
  /** The agent service's API key. */
  agentKey: string;
  /** The server's clock (tests move it to make a signature expire). */
  now?: () => number;
}

/** The pair the signed mode accepts when given none: for trying the gateway, never a real key. */
export const DEMO_ACCESS_KEY = {
  id: 'parapet-demo-access-key',
  secret: 'parapet-demo-secret-not-a-real-key',
} as const;

/** The environment variable naming the accepted keys (rather than the command line). */
export const ACCESS_KEYS_ENV = 'PARAPET_MOCK_ACCESS_KEYS';

export function demoSignatureOptions(): SignatureOptions {
  return {
    accessKeys: new Map([[DEMO_ACCESS_KEY.id, DEMO_ACCESS_KEY.secret]]),
    agentKey: DEMO_AGENT_KEY,
  };
}

/** `ID:SECRET[,ID:SECRET…]` as a key table; throws on anything else. */
export function parseAccessKeys(text: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    if (colon <= 0 || colon === entry.length - 1) {
      throw new Error('access keys are ID:SECRET, comma-separated');
    }
    keys.set(entry.slice(0, colon), entry.slice(colon + 1));
  }
  if (keys.size === 0) throw new Error('access keys are ID:SECRET, comma-separated');
  return keys;
}
