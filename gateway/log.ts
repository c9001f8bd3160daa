/**
 * The gateway's one logger (pino, JSON lines on stdout): request lines, the audit lines
 * (audit.ts) and whatever goes wrong. Credentials never reach a line: headers are not logged, and
 * every line passes a scrubber that replaces any secret the gateway knows (the configured ones and
 * each credential it fetched) before it is written, so a secret inside an error message from a
 * library is caught too.
 */
import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';
import type { LogLevel } from './config';

/** Shorter values are too likely to occur in ordinary text to be worth replacing. */
const MIN_SECRET_LENGTH = 6;
/** Fetched credentials rotate (STS tokens); the newest this many are kept. */
const MAX_FETCHED = 16;

export class SecretScrubber {
  private readonly fixed = new Set<string>();
  private fetched: string[] = [];

  /** A configured secret: kept for the process' life. */
  addFixed(value: string | null | undefined): void {
    if (value && value.length >= MIN_SECRET_LENGTH) this.fixed.add(value);
  }

  /** A secret fetched at run time (an assumed role's key and token). */
  addFetched(value: string | null | undefined): void {
    if (!value || value.length < MIN_SECRET_LENGTH || this.fixed.has(value)) return;
    if (this.fetched.includes(value)) return;
    this.fetched = [value, ...this.fetched].slice(0, MAX_FETCHED);
  }

  scrub(line: string): string {
    let out = line;
    for (const secret of [...this.fixed, ...this.fetched]) {
      if (!out.includes(secret.slice(0, MIN_SECRET_LENGTH))) continue;
      out = out.split(secret).join('[redacted]');
      // As a JSON string writes it, should it hold quotes, backslashes or control characters.
      const escaped = JSON.stringify(secret).slice(1, -1);
      if (escaped !== secret) out = out.split(escaped).join('[redacted]');
    }
    return out;
  }
}

export interface LoggerOptions {
  level: LogLevel;
  instance: string;
  scrubber: SecretScrubber;
  /** Where lines go; stdout when absent. Tests pass a collector. */
  destination?: DestinationStream | undefined;
}

export function createLogger({ level, instance, scrubber, destination }: LoggerOptions): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: false });
  const scrubbed: DestinationStream = { write: (line: string) => out.write(scrubber.scrub(line)) };
  return pino(
    {
      level,
      base: { instance },
      timestamp: stdTimeFunctions.isoTime,
      // Belt and braces: these never hold anything a log line should show.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'headers.authorization',
          'headers.cookie',
          '*.accessKeySecret',
          '*.securityToken',
          '*.apiKey',
        ],
        censor: '[redacted]',
      },
    },
    scrubbed,
  );
}
