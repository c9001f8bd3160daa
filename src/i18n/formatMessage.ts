import { formatNumber, intlLocale } from '../lib/format';

/**
 * Messages are plain text with `{name}` placeholders, and plural blocks for counts, in ICU
 * MessageFormat's plural syntax:
 *
 *   '{count, plural, one {# column} other {# columns}}'
 *   '{total, plural, =0 {No tables} one {# table} other {# tables}}'
 *
 * The option is chosen by an exact `=N` match first, else by the language's plural rules
 * (`Intl.PluralRules`: English has `one` and `other`, Chinese only `other`); `other` is required
 * and used when nothing else fits. In the chosen text `#` is the count, formatted for the
 * language ("10,000"). Placeholders work inside options too. No quoting: `{`, `}` and `#` are
 * always syntax in a plural option, and `{`/`}` always delimit placeholders.
 */

export type MessageParams = Readonly<Record<string, string | number>>;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(locale: string, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(intlLocale(locale));
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const PLURAL_HEAD = /^\s*(\w+)\s*,\s*plural\s*,/;

interface PluralBlock {
  name: string;
  options: Map<string, string>;
}

/** `count, plural, one {…} other {…}` (a block's inside) → its argument and options, or null. */
function parsePlural(inside: string): PluralBlock | null {
  const head = PLURAL_HEAD.exec(inside);
  if (!head) return null;
  const options = new Map<string, string>();
  let rest = inside.slice(head[0].length);
  for (;;) {
    rest = rest.trimStart();
    if (rest === '') break;
    const selector = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) throw new SyntaxError(`Bad plural option at “${rest.slice(0, 20)}”`);
    const open = selector[0].length - 1;
    const close = closingBrace(rest, open);
    if (close < 0) throw new SyntaxError(`Unclosed plural option “${selector[1]}”`);
    options.set(selector[1] ?? '', rest.slice(open + 1, close));
    rest = rest.slice(close + 1);
  }
  if (!options.has('other')) throw new SyntaxError(`Plural block of “${head[1]}” has no “other”`);
  return { name: head[1] ?? '', options };
}

function choose(block: PluralBlock, value: string | number | undefined, locale: string) {
  const count = typeof value === 'number' ? value : Number(value);
  const exact = Number.isFinite(count) ? block.options.get(`=${count}`) : undefined;
  if (exact !== undefined) return exact;
  const category = Number.isFinite(count) ? pluralCategory(locale, count) : 'other';
  return block.options.get(category) ?? block.options.get('other') ?? '';
}

/** `#` outside nested blocks → `shown`. */
function replaceHash(text: string, shown: string): string {
  let out = '';
  let depth = 0;
  for (const char of text) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    out += char === '#' && depth === 0 ? shown : char;
  }
  return out;
}

/**
 * A message with its parameters filled in for `locale`. A placeholder without a value stays
 * visible as written (`{name}`), so a missing parameter shows instead of vanishing.
 */
export function formatMessage(
  template: string,
  params: MessageParams | undefined,
  locale: string,
): string {
  if (!template.includes('{')) return template;
  let out = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    if (open < 0) break;
    const close = closingBrace(template, open);
    if (close < 0) break;
    out += template.slice(i, open);
    const inside = template.slice(open + 1, close);
    const block = parsePlural(inside);
    if (block) {
      const value = params?.[block.name];
      const shown = typeof value === 'number' ? formatNumber(value, locale) : String(value ?? '#');
      out += formatMessage(replaceHash(choose(block, value, locale), shown), params, locale);
    } else if (/^\w+$/.test(inside) && params && Object.hasOwn(params, inside)) {
      out += String(params[inside]);
    } else {
      out += template.slice(open, close + 1);
    }
    i = close + 1;
  }
  return out + template.slice(i);
}

/**
 * The parameter names a message uses, plural arguments included, sorted; throws a SyntaxError
 * for a malformed plural block (for the catalog tests).
 */
export function messageParams(template: string): string[] {
  const names = new Set<string>();
  const visit = (text: string) => {
    let i = 0;
    while (i < text.length) {
      const open = text.indexOf('{', i);
      if (open < 0) return;
      const close = closingBrace(text, open);
      if (close < 0) throw new SyntaxError(`Unclosed “{” in “${text}”`);
      const inside = text.slice(open + 1, close);
      const block = parsePlural(inside);
      if (block) {
        names.add(block.name);
        for (const option of block.options.values()) visit(option);
      } else if (/^\w+$/.test(inside)) names.add(inside);
      else if (/^\s*\w+\s*,/.test(inside)) throw new SyntaxError(`Unknown block “{${inside}}”`);
      i = close + 1;
    }
  };
  visit(template);
  return [...names].sort();
}
