/**
 * A partition's spec from its name, which is Hive-style `key=value` segments joined by `/` with
 * escaped values (`dt=2026-11-20/region=eu`). A segment without `=` is kept whole as a value.
 */
export function parsePartitionName(name: string): [key: string, value: string][] {
  if (name === '') return [];
  return name.split('/').map((segment) => {
    const at = segment.indexOf('=');
    if (at < 0) return ['', decode(segment)];
    return [decode(segment.slice(0, at)), decode(segment.slice(at + 1))];
  });
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `dt = 2026-11-20, region = eu`: the spec as people read it. */
export function formatSpec(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([key, value]) => (key ? `${key} = ${value}` : value)).join(', ');
}
