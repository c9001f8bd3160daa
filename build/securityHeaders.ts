/**
 * The response headers every deployment of the app sends (docs/deploy.md): `vite preview` sends
 * them for the live and demo builds, and the nginx and Caddy configs in docs/deploy.md spell out
 * the same values. One definition, so the journeys test what a deployment sends.
 */
export interface SecurityHeaderOptions {
  /**
   * Origins outside the app that the browser itself talks to: the object-storage host the logo
   * upload posts to and the signed logo addresses point at (`https://bucket.oss.example.com`).
   */
  uploadOrigins?: readonly string[];
}

/** Origins from a comma-separated setting; anything but an http(s) origin is refused. */
export function parseOrigins(setting: string | undefined): string[] {
  if (!setting) return [];
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`not an http(s) origin: ${entry}`);
      return url.origin;
    });
}

export function contentSecurityPolicy({ uploadOrigins = [] }: SecurityHeaderOptions = {}): string {
  const extra = uploadOrigins.length ? ` ${uploadOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd writes its styles into <style> elements at run time (CSS-in-JS) and React and echarts
    // set style attributes: see docs/deploy.md for why styles need 'unsafe-inline'.
    "style-src 'self' 'unsafe-inline'",
    // data: for the PNG export only: html-to-image draws the grid through an SVG data: image.
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}
