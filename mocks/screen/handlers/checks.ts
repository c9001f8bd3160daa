/**
 * The mock screen service's own checks of addresses it is sent: source IPs (file detection) and
 * the links a screen stores (logo, monitor). Written for the mock, apart from the console's checks
 * in src/api/screen/validate.ts, so a console bug is not mirrored; test/contract/screenChecks
 * holds both to the same hand-written cases.
 */

/** Dotted-quad IPv4: four numbers 0–255, no leading zeros. */
function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return (
    parts.length === 4 &&
    parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part) && Number(part) <= 255)
  );
}

/** IPv6 in any of its textual forms (RFC 4291 §2.2): eight groups, `::` once, an IPv4 tail. */
function isIpv6(text: string): boolean {
  let body = text;
  const tailAt = body.lastIndexOf(':');
  const tail = body.slice(tailAt + 1);
  if (tail.includes('.')) {
    if (!isIpv4(tail)) return false;
    // The IPv4 tail stands for the last two groups.
    body = `${body.slice(0, tailAt + 1)}0:0`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return false;
  const groups = halves.map((half) => (half === '' ? [] : half.split(':')));
  const all = groups.flat();
  if (!all.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return false;
  return halves.length === 2 ? all.length <= 7 : all.length === 8;
}

export function isIpLiteral(text: string): boolean {
  return isIpv4(text) || isIpv6(text);
}

/** An absolute http: or https: address with a host (what a screen may link to or show). */
export function isHttpAddress(text: string): boolean {
  const trimmed = text.trim();
  if (!/^https?:/i.test(trimmed)) return false;
  try {
    return new URL(trimmed).host !== '';
  } catch {
    return false;
  }
}
