import { TITLE_MAX } from '../../../../api/screen/limits';
import {
  checkTitle,
  displayWidth,
  titleLength,
  titleWithSuffix,
  WALL_TITLE_CAPACITY,
  wallTitleFit,
} from './title';

describe('titleLength', () => {
  it('counts code points of the trimmed title, as the service does', () => {
    expect(titleLength('  Ops  ')).toBe(3);
    expect(titleLength('安全运营大屏')).toBe(6);
    // Five code points, ten UTF-16 units.
    expect(titleLength('😀😀😀😀😀')).toBe(5);
  });
});

describe('displayWidth', () => {
  it.each([
    ['', 0],
    ['Ops wall', 8],
    ['安全态势', 8],
    ['SOC 大屏', 8],
    ['セキュリティ', 12],
    ['보안 상황', 9],
    ['安全，态势！', 12],
    ['ＡＢＣ', 6],
    ['🛡️ SOC', 6],
    ['Café', 4],
    ['Cafe\u0301', 4],
  ])('%j is %i Latin letters wide', (text, width) => {
    expect(displayWidth(text)).toBe(width);
  });
});

describe('wallTitleFit', () => {
  it('fits the wall header at 1080p: about 66 Latin letters or 33 Chinese characters', () => {
    expect(WALL_TITLE_CAPACITY).toBe(66);
    expect(wallTitleFit('x')).toEqual({ width: 1, fits: true, latin: 66, cjk: 33 });
  });

  it('lets a long Latin title through that a Chinese one of the same length overflows', () => {
    // 59 letters: as long as a title the old five-character rule warned about.
    const latin = 'Security Operations Centre - Hangzhou Region Production Wal';
    expect(latin).toHaveLength(59);
    expect(wallTitleFit(latin).fits).toBe(true);
    expect(wallTitleFit('安'.repeat(33)).fits).toBe(true);
    expect(wallTitleFit('安'.repeat(34))).toMatchObject({ width: 68, fits: false });
    expect(wallTitleFit(`  ${'a'.repeat(66)}  `).fits).toBe(true);
    expect(wallTitleFit('a'.repeat(67)).fits).toBe(false);
  });

  it('takes another capacity', () => {
    expect(wallTitleFit('安全态势', 7)).toEqual({ width: 8, fits: false, latin: 7, cjk: 3 });
  });
});

describe('checkTitle', () => {
  it('requires a title', () => {
    expect(checkTitle('')).toEqual({ level: 'error', reason: 'empty' });
    expect(checkTitle('   ')).toEqual({ level: 'error', reason: 'empty' });
  });

  it(`refuses more than ${TITLE_MAX} characters, counted as code points`, () => {
    expect(checkTitle('a'.repeat(TITLE_MAX))).toBeNull();
    expect(checkTitle('a'.repeat(TITLE_MAX + 1))).toEqual({
      level: 'error',
      reason: 'tooLong',
      length: TITLE_MAX + 1,
      max: TITLE_MAX,
    });
    expect(checkTitle('😀'.repeat(TITLE_MAX))).not.toMatchObject({ reason: 'tooLong' });
    expect(checkTitle(` ${'b'.repeat(TITLE_MAX)} `)).not.toMatchObject({ reason: 'tooLong' });
  });

  it('warns when the title is wider than the wall header, in either script', () => {
    expect(checkTitle('安全运营大屏')).toBeNull();
    expect(checkTitle('Ops wall')).toBeNull();
    expect(checkTitle('安'.repeat(34))).toEqual({
      level: 'warning',
      reason: 'wide',
      fit: { width: 68, fits: false, latin: 66, cjk: 33 },
    });
  });
});

describe('titleWithSuffix', () => {
  it('adds the suffix, cutting the title so the whole keeps to the limit', () => {
    expect(titleWithSuffix(' Ops ', ' (copy)')).toBe('Ops (copy)');
    const long = 'a'.repeat(TITLE_MAX);
    expect(titleWithSuffix(long, ' (copy)')).toBe(`${'a'.repeat(TITLE_MAX - 7)} (copy)`);
    expect([...titleWithSuffix('界'.repeat(TITLE_MAX), '（副本）')]).toHaveLength(TITLE_MAX);
    expect(titleWithSuffix('ab cd', '-x', 5)).toBe('ab-x');
  });
});
