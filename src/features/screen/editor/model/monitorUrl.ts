/**
 * Checks on the screen's own fields, shown as the user types and again before a save: the
 * monitor address is only ever an http(s) link (it is opened from the wall display), and the
 * title is required and best kept short (spec, CreateScreenSetting).
 */
import { TITLE_RECOMMENDED_MAX } from '../../../../api/screen/limits';
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

export type TitleCheck =
  | { level: 'error'; reason: 'empty' }
  | { level: 'warning'; reason: 'long'; length: number; max: number }
  | null;

/** Characters as the service counts them: code points (a CJK character or an emoji is one). */
const titleLength = (title: string) => [...title.trim()].length;

export function titleWarning(title: string): TitleCheck {
  const length = titleLength(title);
  if (length === 0) return { level: 'error', reason: 'empty' };
  if (length > TITLE_RECOMMENDED_MAX) {
    return { level: 'warning', reason: 'long', length, max: TITLE_RECOMMENDED_MAX };
  }
  return null;
}
