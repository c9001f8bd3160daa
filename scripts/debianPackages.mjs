// Debian's packages for what the project runs for real (nginx and its brotli module, PostgreSQL,
// Chromium): installed with apt-get when missing, where that can be done (Debian/Ubuntu, as root).
import { existsSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

export function isDebianLike() {
  if (!existsSync('/etc/os-release')) return false;
  const release = readFileSync('/etc/os-release', 'utf8');
  return /^(ID|ID_LIKE)="?[^\n]*\b(debian|ubuntu)\b/m.test(release);
}

/** Whether this process may install Debian packages. */
export const canInstallPackages = () => isDebianLike() && process.getuid?.() === 0;

let updated = false;

/** Runs apt-get with its output streamed to ours; true when it succeeded. */
function aptGet(args) {
  console.log(`$ apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * Installs packages; true when it succeeded. A fresh machine's package list may be empty or
 * stale, so an install that fails is tried once more after an `apt-get update` (once per process).
 */
export function aptInstall(...packages) {
  const install = ['install', '-y', '--no-install-recommends', ...packages];
  if (aptGet(install)) return true;
  if (updated) return false;
  updated = true;
  return aptGet(['update']) && aptGet(install);
}

/**
 * What `find()` finds, installing Debian's `pkg` first when it finds nothing and this process may
 * install; exits with a message saying what to install otherwise.
 */
export function ensureInstalled({ find, pkg, what }) {
  const found = find();
  if (found) return found;
  if (!canInstallPackages()) {
    console.error(
      `No ${what} found. Install it (Debian/Ubuntu: sudo apt-get install ${pkg}) and run again.`,
    );
    process.exit(1);
  }
  console.log(`No ${what} found: installing Debian's ${pkg} package.`);
  if (!aptInstall(pkg)) {
    console.error(`FAILED: apt-get install ${pkg}`);
    process.exit(1);
  }
  return find();
}
