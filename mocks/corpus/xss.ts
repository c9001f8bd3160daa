/**
 * The hostile-data corpus (`?mock-corpus=xss`, `npm run mock-server -- --corpus xss`): strings that
 * would run script if a view put them into HTML, URLs with schemes a link must never carry, and
 * text that breaks layouts (very long words, right-to-left overrides, zero-width and combining
 * characters, emoji). Every payload that could run sets `window.__xss`, the canary the hostile
 * journey checks.
 */
export const CANARY = 'window.__xss=1';

const LONG = 'A'.repeat(10_000);

export const TEXT_CORPUS: readonly string[] = [
  `<script>${CANARY}</script>`,
  `<img src=x onerror="${CANARY}">`,
  `<svg onload="${CANARY}"><circle r=9 /></svg>`,
  `"><iframe srcdoc="<script>parent.${CANARY}</script>">`,
  `javascript:${CANARY}`,
  '&lt;b&gt;not bold&lt;/b&gt; &amp;amp; &quot;quoted&quot; &#x3C;tag&#x3E;',
  LONG,
  '\u202Egnp.exe\u202C override \u202Bعربي\u202C',
  'zero\u200Bwidth\u200C\u200Djoin\uFEFFer',
  'Z\u0351\u0360\u0353a\u0356\u033F\u036Dl\u0328\u0311g\u0354\u0350o\u035A\u0363 combining',
  '🔥💀👾🛡️👩‍💻🏳️‍🌈 emoji',
  `{{constructor.constructor('${CANARY}')()}} \${${CANARY}}`,
];

export const URL_CORPUS: readonly string[] = [
  `javascript:${CANARY}`,
  ` JaVaScRiPt:${CANARY}`,
  `java\tscript:${CANARY}`,
  `data:text/html,<script>${CANARY}</script>`,
  'vbscript:msgbox(1)',
  `https://example.com/<script>${CANARY}</script>`,
  `https://example.com/?q="><img src=x onerror=${CANARY}>`,
  `https://example.com/${LONG}`,
  '//evil.example/protocol-relative',
];

/** FNV-1a: the same original always gets the same payload, so a name reads alike everywhere. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A hostile text that still contains the original, so rows stay distinct and findable. */
export function hostileText(key: string, original: string): string {
  const payload = TEXT_CORPUS[hash(`${key}:${original}`) % TEXT_CORPUS.length] ?? '';
  return original ? `${payload} ${original}` : payload;
}

/** A hostile URL in place of the original. */
export function hostileUrl(key: string, original: string): string {
  return URL_CORPUS[hash(`${key}:${original}`) % URL_CORPUS.length] ?? '';
}
