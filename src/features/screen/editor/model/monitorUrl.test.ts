import { validateMonitorUrl } from './monitorUrl';

describe('validateMonitorUrl', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['https://monitor.example/wall', 'https://monitor.example/wall'],
    ['  http://10.0.0.5:8080/x?y=1  ', 'http://10.0.0.5:8080/x?y=1'],
  ])('accepts %j', (text, url) => {
    expect(validateMonitorUrl(text)).toEqual({ ok: true, url });
  });

  it.each([
    ['javascript:alert(1)', 'not-http'],
    ['ftp://files.example/', 'not-http'],
    ['data:text/html,<b>x</b>', 'not-http'],
    ['file:///etc/passwd', 'not-http'],
    ['monitor.example', 'invalid'],
    ['http://', 'invalid'],
    ['https://exa mple.com', 'invalid'],
  ])('refuses %j as %s', (text, reason) => {
    expect(validateMonitorUrl(text)).toEqual({ ok: false, reason });
  });
});
