import { contentSecurityPolicy, parseOrigins, securityHeaders } from '../build/securityHeaders';

describe('security headers', () => {
  it('allow scripts only from the app, and no plugins, base or framing', () => {
    const directives = contentSecurityPolicy().split('; ');
    expect(directives).toEqual(
      expect.arrayContaining([
        "default-src 'self'",
        "script-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "connect-src 'self'",
      ]),
    );
    expect(directives.join('; ')).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('add the upload origins to images and connections only', () => {
    const policy = contentSecurityPolicy({ uploadOrigins: ['https://logos.oss.example.com'] });
    const withOrigin = policy
      .split('; ')
      .filter((d) => d.includes('https://logos.oss.example.com'));
    expect(withOrigin.map((d) => d.split(' ')[0])).toEqual(['img-src', 'connect-src']);
  });

  it('read upload origins as http(s) origins, refusing anything else', () => {
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' https://a.example.com/path , http://b.example.com:8080 ')).toEqual([
      'https://a.example.com',
      'http://b.example.com:8080',
    ]);
    expect(() => parseOrigins('javascript:alert(1)')).toThrow(/not an http\(s\) origin/);
  });

  it('send the policy with nosniff, a referrer policy and a permissions policy', () => {
    expect(Object.keys(securityHeaders())).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
  });
});
