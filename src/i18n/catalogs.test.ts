import { en } from './en';
import { zh } from './zh';
import { interpolate } from './I18nProvider';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogs', () => {
  it('have exactly the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
  });

  it('use the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('have no empty message', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(zh)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('interpolates named parameters and leaves unknown ones visible', () => {
    expect(interpolate('{a} of {b} {c}', { a: 1, b: 'x' })).toBe('1 of x {c}');
  });
});
