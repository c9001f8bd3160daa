import {
  playwrightDurations,
  playwrightFailures,
  slowest,
  vitestDurations,
  vitestFailures,
} from '../scripts/slowestTests.mjs';

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

describe('the failed tests of a run, for the flake hunt', () => {
  it('names failed Vitest tests, and a file that failed before its tests ran', () => {
    const report = {
      testResults: [
        {
          name: '/repo/src/a.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'a works', status: 'passed' },
            { fullName: 'a rolls over', status: 'failed' },
          ],
        },
        {
          name: '/repo/src/b.test.tsx',
          status: 'failed',
          message: 'Cannot find module x\n    at stack',
          assertionResults: [],
        },
        { name: '/repo/src/c.test.ts', status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report, '/repo')).toEqual([
      'src/a.test.ts › a rolls over',
      'src/b.test.tsx › (file) Cannot find module x',
    ]);
  });

  it('names unexpected Playwright outcomes with their line, and errors of the run', () => {
    const report = {
      suites: [
        {
          title: 'editor.spec.ts',
          specs: [
            { title: 'saves', line: 12, tests: [{ status: 'expected' }] },
            { title: 'reloads', line: 40, tests: [{ status: 'unexpected' }] },
          ],
          suites: [
            {
              title: 'wall',
              specs: [{ title: 'rolls over', line: 90, tests: [{ status: 'flaky' }] }],
            },
          ],
        },
      ],
      errors: [{ message: 'webServer exited early\nmore' }],
    };
    expect(playwrightFailures(report)).toEqual([
      'editor.spec.ts › reloads (line 40)',
      'editor.spec.ts › wall › rolls over (line 90)',
      '(run) webServer exited early',
    ]);
  });
});
