import { deflateSync } from 'node:zlib';

/**
 * Small PNG pictures of fleet documents for the demo (a driving licence's front and back, an insurance
 * policy, a driver's licence): a card with a coloured band, the record's code in large type and grey
 * lines where the text would be. Made here, so the demo needs no binary files; stored through the
 * storage area like any upload.
 */
export type DocumentKind = 'licenceFront' | 'licenceBack' | 'insurance' | 'driverLicence';

const WIDTH = 240;
const HEIGHT = 150;
type Rgb = [number, number, number];
const BAND: Record<DocumentKind, Rgb> = {
  licenceFront: [37, 99, 235],
  licenceBack: [13, 148, 136],
  insurance: [22, 163, 74],
  driverLicence: [234, 88, 12],
};

/** 5×7 glyphs of the characters fleet codes use (V0001, D0012), one row of five bits per line. */
const GLYPHS: Record<string, number[]> = {
  '0': [14, 17, 19, 21, 25, 17, 14],
  '1': [4, 12, 4, 4, 4, 4, 14],
  '2': [14, 17, 1, 2, 4, 8, 31],
  '3': [31, 2, 4, 2, 1, 17, 14],
  '4': [2, 6, 10, 18, 31, 2, 2],
  '5': [31, 16, 30, 1, 1, 17, 14],
  '6': [6, 8, 16, 30, 17, 17, 14],
  '7': [31, 1, 2, 4, 8, 8, 8],
  '8': [14, 17, 17, 14, 17, 17, 14],
  '9': [14, 17, 17, 15, 1, 2, 12],
  V: [17, 17, 17, 17, 17, 10, 4],
  D: [28, 18, 17, 17, 17, 18, 28],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The card as an RGB PNG. */
export function documentImage(kind: DocumentKind, code: string): Buffer {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3, 250);
  const fill = (x0: number, y0: number, w: number, h: number, [r, g, b]: Rgb) => {
    for (let y = Math.max(0, y0); y < Math.min(HEIGHT, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(WIDTH, x0 + w); x++) {
        const at = (y * WIDTH + x) * 3;
        pixels[at] = r;
        pixels[at + 1] = g;
        pixels[at + 2] = b;
      }
    }
  };
  fill(0, 0, WIDTH, 28, BAND[kind]);
  fill(12, 40, 60, 72, [214, 219, 226]);
  for (const [i, width] of [150, 120, 140, 90].entries()) fill(84, 86 + i * 12, width, 5, [200, 204, 210]);
  // The code, 3 px per dot, on the card beside the photo.
  let x = 84;
  for (const char of code.toUpperCase()) {
    const glyph = GLYPHS[char];
    if (glyph) {
      glyph.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (bits & (16 >> col)) fill(x + col * 3, 44 + row * 3, 3, 3, [31, 41, 55]);
        }
      });
    }
    x += 18;
  }
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y++) {
    pixels.copy(rows, y * (WIDTH * 3 + 1) + 1, y * WIDTH * 3, (y + 1) * WIDTH * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
