export const INITIAL_JS_BUDGET_KB: number;
export const CONSOLE_ROUTES: Record<string, string[]>;
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export function readManifest(distDir: string): Manifest;
export function chunkFiles(
  manifest: Manifest,
  modules: string[],
  options?: { dynamic?: boolean },
): Set<string>;
export function gzipKb(distDir: string, files: Iterable<string>): number;
export function routeBudgetRows(
  distDir: string,
): { name: string; value: number; budget: number; unit: string; pass: boolean }[];
