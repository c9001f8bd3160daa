import { TITLE_RECOMMENDED_MAX } from '../../../../api/screen/limits';
import { titleWarning, validateMonitorUrl } from './monitorUrl';

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

describe('titleWarning', () => {
  it('requires a title', () => {
    expect(titleWarning('')).toEqual({ level: 'error', reason: 'empty' });
    expect(titleWarning('   ')).toEqual({ level: 'error', reason: 'empty' });
  });

  it(`warns past ${TITLE_RECOMMENDED_MAX} characters, counting code points, not UTF-16 units`, () => {
    expect(titleWarning('安全大屏')).toBeNull();
    expect(titleWarning(' Night ')).toBeNull();
    // Five code points, ten UTF-16 units.
    expect(titleWarning('😀😀😀😀😀')).toBeNull();
    expect(titleWarning('安全态势大屏幕')).toEqual({
      level: 'warning',
      reason: 'long',
      length: 7,
      max: TITLE_RECOMMENDED_MAX,
    });
    expect(titleWarning('Nights')).toMatchObject({ level: 'warning', length: 6 });
  });
});
