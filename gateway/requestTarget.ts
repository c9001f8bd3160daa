/**
 * A request's target as the gateway judges it: the raw path (never decoded before it is checked)
 * and the query. A path an upstream or a proxy between might read differently from the gateway
 * is refused: dot segments (`..`, `%2e%2e`), encoded slashes or backslashes (`%2F`, `%5C`), empty
 * segments, control characters and broken percent-encoding.
 */

export type Target = { ok: true; path: string; query: string } | { ok: false; problem: string };

export function parseTarget(rawUrl: string): Target {
  if (!rawUrl.startsWith('/') || rawUrl.startsWith('//')) {
    return { ok: false, problem: 'the request target must be a path' };
  }
  const question = rawUrl.indexOf('?');
  const path = question === -1 ? rawUrl : rawUrl.slice(0, question);
  const query = question === -1 ? '' : rawUrl.slice(question + 1);
  const segments = path.split('/').slice(1);
  for (const [i, segment] of segments.entries()) {
    if (segment === '' && i < segments.length - 1) {
      return { ok: false, problem: 'the path has an empty segment (//)' };
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return { ok: false, problem: 'the path has a broken percent-encoding' };
    }
    if (decoded === '.' || decoded === '..') {
      return { ok: false, problem: 'the path has a dot segment (. or ..)' };
    }
    if (decoded.includes('/') || decoded.includes('\\')) {
      return { ok: false, problem: 'the path has an encoded slash or a backslash' };
    }
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(decoded)) {
      return { ok: false, problem: 'the path has a control character' };
    }
  }
  return { ok: true, path, query };
}

/** The path under `prefix` as segments (still encoded), or null when it is not under it. */
export function segmentsUnder(path: string, prefix: string): string[] | null {
  if (path === prefix) return [];
  if (!path.startsWith(`${prefix}/`)) return null;
  return path.slice(prefix.length).split('/').slice(1);
}

/**
 * A query string's parameters, decoded as the console encodes them (`URLSearchParams`: `+` is a
 * space). Null when a name repeats: a signed query is a map, and the console never repeats one.
 */
export function queryParams(query: string): Map<string, string> | null {
  const params = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(query)) {
    if (params.has(name)) return null;
    params.set(name, value);
  }
  return params;
}
