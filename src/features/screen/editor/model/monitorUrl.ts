/**
 * The monitor address check, shown as the user types and again before a save: it is only ever
 * an http(s) link (it is opened from the wall display). The title's rules are in title.ts.
 */
import { safeHttpUrl } from '../../../../api/screen/validate';

type MonitorUrlResult = { ok: true; url: string } | { ok: false; reason: 'not-http' | 'invalid' };

/** Empty is fine (no monitor link); `url` is the address as typed, trimmed. */
export function validateMonitorUrl(text: string): MonitorUrlResult {
  const url = text.trim();
  if (url === '') return { ok: true, url };
  if (safeHttpUrl(url)) return { ok: true, url };
  // It is an address, of a kind never opened here (javascript:, ftp:, file:, …).
  return { ok: false, reason: parses(url) ? 'not-http' : 'invalid' };
}

function parses(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}
