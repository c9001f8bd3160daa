/**
 * What a logo file is, by its first bytes: the console's check before uploading
 * (sniffLogoType, src/api/screen/upload.ts) and the mock storage's own (sniffPicture,
 * mocks/screen/store/picture.ts) against the same hand-written files, so the console never sends a
 * picture the storage refuses, nor refuses one it would take.
 */
import { LOGO_TYPES, sniffLogoType } from '../../src/api/screen/upload';
import { PICTURE_TYPES, sniffPicture } from '../../mocks/screen/store/picture';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const files: [string, Uint8Array, string | null][] = [
  ['a PNG', bytes(PNG, [0, 0, 0, 13], 'IHDR'), 'image/png'],
  ['a PNG signature with LF for CRLF', bytes([0x89], 'PNG\n\n', [0x1a, 0x0a, 0]), null],
  ['a PNG cut after 4 bytes', bytes(PNG.slice(0, 4)), null],
  ['a JFIF JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
  ['an Exif JPEG', bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'), 'image/jpeg'],
  ['two JPEG bytes only', bytes([0xff, 0xd8]), null],
  ['a GIF89a', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
  ['a GIF87a', bytes('GIF87a'), 'image/gif'],
  ['a GIF with an unknown version', bytes('GIF89b'), null],
  ['a GIF8 prefix only', bytes('GIF8'), null],
  ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
  ['a RIFF WAVE', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), null],
  ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
  ['a BMP', bytes('BM', [0, 0, 0, 0]), null],
  ['an empty file', bytes(), null],
];

describe('picture types: the console and the mock storage agree', () => {
  it('accept the same four types', () => {
    expect([...LOGO_TYPES].sort()).toEqual([...PICTURE_TYPES].sort());
  });

  it.each(files)('%s', (_, head, type) => {
    expect(sniffLogoType(head)).toBe(type);
    expect(sniffPicture(head)).toBe(type);
  });
});
