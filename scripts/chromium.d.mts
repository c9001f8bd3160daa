/** An absolute path to a Chromium for Playwright, or null when none is found. */
export function findChromium(): string | null;
/** Launch flags for headless Chromium as root without outside network. */
export const CHROMIUM_ARGS: string[];
