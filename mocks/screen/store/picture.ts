/**
 * Pictures for the mock's object storage: what a file's first bytes say it is, and a tiny PNG
 * encoder (stored deflate blocks, no compression) that draws the seeded logo, so the seed needs
 * no binary asset. Tests use `encodePng` to make a valid upload.
 *
 * The storage's own check of what a picture is, apart from the console's (sniffLogoType in
 * src/api/screen/upload.ts), so a console bug is not mirrored; test/contract/pictures.test.ts
 * holds both to the same hand-written files.
 */

export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** Each type's signature (its "magic number") in the first bytes of the file. */
const SIGNATURES: readonly [PictureType, (bytes: Uint8Array) => boolean][] = [
  ['image/png', (b) => b[0] === 0x89 && ascii(b, 1, 8) === 'PNG\r\n\x1a\n'],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/gif', (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'],
  ['image/webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
];

/** The picture type the first bytes of a file show, or null for anything else. */
export function sniffPicture(bytes: Uint8Array): PictureType | null {
  return SIGNATURES.find(([, matches]) => matches(bytes))?.[0] ?? null;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class ByteWriter {
  private readonly parts: number[] = [];
  u8(value: number) {
    this.parts.push(value & 0xff);
  }
  u16le(value: number) {
    this.u8(value);
    this.u8(value >>> 8);
  }
  u32be(value: number) {
    this.u8(value >>> 24);
    this.u8(value >>> 16);
    this.u8(value >>> 8);
    this.u8(value);
  }
  bytes(values: Iterable<number>) {
    for (const value of values) this.parts.push(value);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

/** zlib stream of stored (uncompressed) deflate blocks. */
function zlibStored(data: Uint8Array): Uint8Array {
  const out = new ByteWriter();
  out.u8(0x78);
  out.u8(0x01);
  const BLOCK = 65_535;
  for (let offset = 0; offset < data.length || offset === 0; offset += BLOCK) {
    const chunk = data.subarray(offset, offset + BLOCK);
    const last = offset + BLOCK >= data.length;
    out.u8(last ? 1 : 0);
    out.u16le(chunk.length);
    out.u16le(~chunk.length & 0xffff);
    out.bytes(chunk);
    if (last) break;
  }
  out.u32be(adler32(data));
  return out.done();
}

function chunk(out: ByteWriter, type: string, data: Uint8Array) {
  const typed = new Uint8Array(4 + data.length);
  for (let i = 0; i < 4; i += 1) typed[i] = type.charCodeAt(i);
  typed.set(data, 4);
  out.u32be(data.length);
  out.bytes(typed);
  out.u32be(crc32(typed));
}

/** An 8-bit RGBA PNG of `width × height` whose pixel (x, y) is `paint(x, y)` = [r, g, b, a]. */
export function encodePng(
  width: number,
  height: number,
  paint: (x: number, y: number) => readonly [number, number, number, number],
): Uint8Array {
  const raw = new Uint8Array(height * (1 + width * 4));
  let p = 0;
  for (let y = 0; y < height; y += 1) {
    raw[p++] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const [r, g, b, a] = paint(x, y);
      raw[p++] = r;
      raw[p++] = g;
      raw[p++] = b;
      raw[p++] = a;
    }
  }
  const header = new ByteWriter();
  header.u32be(width);
  header.u32be(height);
  header.bytes([8, 6, 0, 0, 0]); // depth 8, RGBA, deflate, no filter, no interlace
  const out = new ByteWriter();
  out.bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  chunk(out, 'IHDR', header.done());
  chunk(out, 'IDAT', zlibStored(raw));
  chunk(out, 'IEND', new Uint8Array(0));
  return out.done();
}

/** The seeded logo: a teal shield with a white check mark on a transparent ground. */
export function shieldLogoPng(size = 64): Uint8Array {
  return encodePng(size, size, (px, py) => {
    const x = (px + 0.5) / size - 0.5;
    const y = (py + 0.5) / size;
    // Shield: straight top, sides narrowing to a point at the bottom.
    const halfWidth = y < 0.45 ? 0.4 : 0.4 * Math.max(0, 1 - (y - 0.45) / 0.5);
    const inside = y > 0.06 && y < 0.95 && Math.abs(x) < halfWidth;
    if (!inside) return [0, 0, 0, 0];
    const onCheck =
      (Math.abs(y - 0.55 - (x + 0.15)) < 0.05 && x > -0.2 && x < -0.02) ||
      (Math.abs(y - 0.68 + (x + 0.02) * 1.3) < 0.05 && x >= -0.04 && x < 0.22);
    return onCheck ? [255, 255, 255, 255] : [18, 150, 140, 255];
  });
}
