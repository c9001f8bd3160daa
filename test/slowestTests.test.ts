import { playwrightDurations, slowest, vitestDurations } from '../scripts/slowestTests.mjs';

describe('the slowest-tests summary of npm test', () => {
  it('reads every Vitest test with its file', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          assertionResults: [
            { fullName: 'a works', title: 'works', duration: 12 },
            { fullName: 'a skipped', title: 'skipped' },
          ],
        },
        {
          name: '/repo/src/b.test.tsx',
          assertionResults: [{ fullName: 'b renders', title: 'renders', duration: 2400 }],
        },
      ],
    };
    expect(vitestDurations(report, '/repo')).toEqual([
      { ms: 12, name: 'src/a.test.ts › a works' },
      { ms: 2400, name: 'src/b.test.tsx › b renders' },
    ]);
  });

  it('reads nested Playwright suites, taking the longest attempt', () => {
    const report = {
      suites: [
        {
          title: 'screen.spec.ts',
          specs: [
            { title: 'draws', tests: [{ results: [{ duration: 900 }, { duration: 1200 }] }] },
          ],
          suites: [
            {
              title: 'wall display',
              specs: [{ title: 'fills 4K', tests: [{ results: [{ duration: 5000 }] }] }],
            },
          ],
        },
      ],
    };
    expect(playwrightDurations(report)).toEqual([
      { ms: 1200, name: 'screen.spec.ts › draws' },
      { ms: 5000, name: 'screen.spec.ts › wall display › fills 4K' },
    ]);
  });

  it('orders by time and keeps the requested count; a missing report is empty', () => {
    const rows = [
      { ms: 1, name: 'a' },
      { ms: 3, name: 'c' },
      { ms: 2, name: 'b' },
    ];
    expect(slowest(rows, 2).map((row) => row.name)).toEqual(['c', 'b']);
    expect(vitestDurations(null)).toEqual([]);
    expect(playwrightDurations(undefined)).toEqual([]);
  });
});
