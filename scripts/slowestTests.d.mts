export interface TestDuration {
  ms: number;
  name: string;
}
export function vitestDurations(report: unknown, root?: string): TestDuration[];
export function playwrightDurations(report: unknown): TestDuration[];
export function slowest(rows: TestDuration[], count: number): TestDuration[];
export function printSlowest(paths: { vitest: string; playwright: string }): void;
export function readJson(path: string): unknown;
export function vitestFailures(report: unknown, root?: string): string[];
export function playwrightFailures(report: unknown): string[];
