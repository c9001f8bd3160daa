import type { Messages } from '../../i18n/defineMessages';
import { messages as components } from './components/messages';
import { messages as shared } from './messages';

// Each catalog area's strings join the translator when a module of that area loads (i18n.ts). A
// module that shows a key must therefore either use an always-loaded key (shared, components) or
// import the messages.ts of the area that defines it; otherwise a person would see the raw key.
const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const areaMessages = import.meta.glob<{ messages: Messages<string> }>('./*/messages.ts', {
  eager: true,
});

const keysOf = (catalog: Messages<string>) => Object.keys(catalog.en);
const always = new Set([...keysOf(shared), ...keysOf(components)]);
/** Literal keys, and the fixed start of template keys (`catalogs.drop.kind.${kind}`). */
const KEY = /['`]((?:catalogs|databases|tables|table|schema|catalog)\.[A-Za-z0-9_.]*)(\$\{)?/g;

/** The import specifier from a folder (segments under ./) to a module (segments under ./). */
function relative(fromDir: string[], to: string[]): string {
  let common = 0;
  while (common < fromDir.length && fromDir[common] === to[common]) common += 1;
  const up = fromDir.length - common;
  const rest = to.slice(common).join('/');
  return up === 0 ? `./${rest}` : `${Array(up).fill('..').join('/')}/${rest}`;
}

const FIELD_PATH = /^schema\.(fields|primaryKeys|partitionKeys|options|comment)\b/;

function problems(path: string, text: string): string[] {
  const out: string[] = [];
  for (const [, key = '', template] of text.matchAll(KEY)) {
    // CreateTable field paths (`schema.primaryKeys[0]`) share the schema area's prefix.
    if (FIELD_PATH.test(key)) continue;
    const matches = (candidate: string) =>
      template ? candidate.startsWith(key) : candidate === key;
    if ([...always].some(matches)) continue;
    const owner = Object.entries(areaMessages).find(([, m]) => keysOf(m.messages).some(matches));
    if (!owner) {
      out.push(`${path}: ${key} is defined nowhere`);
      continue;
    }
    const area = owner[0].split('/')[1];
    const rel = relative(path.split('/').slice(1, -1), [area ?? '', 'messages']);
    if (!text.includes(`import '${rel}';`)) out.push(`${path}: ${key} needs import '${rel}'`);
  }
  return out;
}

describe('catalog strings by area', () => {
  it('finds the modules it checks', () => {
    expect(Object.keys(areaMessages).length).toBeGreaterThanOrEqual(6);
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('every module showing an area’s key loads that area’s strings', () => {
    const found = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/messages.ts') && !path.includes('/testing/'))
      .flatMap(([path, text]) => problems(path, text));
    expect(found).toEqual([]);
  });
});
