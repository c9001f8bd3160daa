/**
 * The one decision between mock and live (docs/design.md §2). Vite's config calls it once per run
 * and writes the answer into `import.meta.env.VITE_API_MODE`, so the bootstrap, the API config and
 * the UI all read the same resolved value and never apply a default of their own.
 */
export type ApiMode = 'mock' | 'live';

interface ApiModeInput {
  /** Vite's command: `serve` for the dev server (and Vitest), `build` for a bundle. */
  command: 'serve' | 'build';
  /** `VITE_API_MODE` as the environment or a `.env.<mode>` file gave it, if at all. */
  explicit: string | undefined;
}

/**
 * An explicit `mock` or `live` wins. Without one, the dev server runs on the mock backend (so a
 * bare `vite` behaves like `npm run dev`) and a build is live, so nothing ships mock code by
 * accident. Anything else is a configuration error, not a silent guess.
 */
export function resolveApiMode({ command, explicit }: ApiModeInput): ApiMode {
  const value = explicit?.trim();
  if (value === 'mock' || value === 'live') return value;
  if (value) {
    throw new Error(`VITE_API_MODE must be "mock" or "live", not ${JSON.stringify(explicit)}.`);
  }
  return command === 'serve' ? 'mock' : 'live';
}
