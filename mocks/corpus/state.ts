import { readItem, removeItem, webStorage, writeItem } from '../core/storage';

/** The corpora there are; `xss` is the hostile-data corpus (corpus/xss.ts). */
export const CORPORA = ['xss'] as const;
export type CorpusName = (typeof CORPORA)[number];

/** Like the faults, the corpus lasts for the tab, so a reload or a deep link keeps it. */
export const CORPUS_STORAGE_KEY = 'parapet.mock.corpus';

let active: CorpusName | null = null;

export function isCorpusName(value: string | null | undefined): value is CorpusName {
  return (CORPORA as readonly string[]).includes(value ?? '');
}

export function getCorpus(): CorpusName | null {
  return active;
}

/** `null` turns the corpus off (the seeded texts answer again). */
export function setCorpus(name: CorpusName | null): void {
  active = name;
  const session = webStorage('sessionStorage');
  if (name) writeItem(session, CORPUS_STORAGE_KEY, name);
  else removeItem(session, CORPUS_STORAGE_KEY);
}

/**
 * At startup: the `mock-corpus` URL parameter when present (`off` or an empty value turns it
 * off), else what this tab stored.
 */
export function initCorpus(urlValue: string | null): void {
  const value = urlValue ?? readItem(webStorage('sessionStorage'), CORPUS_STORAGE_KEY);
  if (value && value !== 'off' && !isCorpusName(value)) {
    console.warn(
      `Mock corpus: unknown corpus ${JSON.stringify(value)} (known: ${CORPORA.join(', ')}).`,
    );
  }
  setCorpus(isCorpusName(value) ? value : null);
}
