export function findChromium(): Promise<string | null>;
export const CHROMIUM_ARGS: string[];
