// The gateway takes from the rest of the repository only the contract module (the operation
// registries, no React or fetch: test/contract/contractModule.test.ts) and the one definition of
// the security headers; its tests may also start the mock server.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const ALLOWED = new Set(['src/api/contract', 'build/securityHeaders']);

/** What a file imports from outside gateway/, as paths from the repository's root. */
function outsideImports(file: string): string[] {
  const text = readFileSync(join('gateway', file), 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)'/g)]
    .map((match) => relative('.', join('gateway', dirname(file), match[1] ?? '')))
    .filter((path) => !path.startsWith('gateway/'));
}

describe('what the gateway imports from the rest of the repository', () => {
  const files = (readdirSync('gateway', { recursive: true }) as string[]).filter((file) =>
    file.endsWith('.ts'),
  );

  it('is the contract module and the security headers, nothing else', () => {
    const server = files.filter(
      (file) => !file.endsWith('.test.ts') && file !== 'testSupport.ts' && !file.startsWith('dev/'),
    );
    expect(server.length).toBeGreaterThan(10);
    for (const file of server) {
      for (const specifier of outsideImports(file)) {
        expect(ALLOWED.has(specifier), `${file} imports ${specifier}`).toBe(true);
      }
    }
  });
});
