import { crc32, deflateSync } from 'node:zlib';
import sharp, { type JpegOptions } from 'sharp';

/**
 * Pictures that are cheap to send and dear to decode, as an attacker writes them: the
 * upload tests (tests/api/uploads.test.ts) and `npm run bench:uploads` send these.
 */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed) >>> 0);
  return Buffer.concat([length, typed, checksum]);
}

/**
 * An 8-bit RGB PNG of black pixels written by hand, so any size fits in a few hundred
 * kilobytes: 59,000,000×1 is 172 KB. `rows` caps the rows actually written (a file cut
 * short: its header promises more than its data holds).
 */
export function blackPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = 2; // RGB
  // Each row: a filter byte, then three zero bytes a pixel; deflate squeezes them to almost nothing.
  const row = Buffer.alloc(1 + width * 3);
  const data = deflateSync(Buffer.concat(Array.from({ length: Math.min(rows, height) }, () => row)), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A flat grey JPEG of any size: a few hundred kilobytes even at 60 megapixels. */
export function greyJpeg(width: number, height: number, options: JpegOptions = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .jpeg({ quality: 90, ...options })
    .toBuffer();
}

/** A progressive JPEG must be decoded whole: 7745² (60 megapixels) was the costliest upload the old checks let through. */
export const progressiveJpeg = (side = 7745) => greyJpeg(side, side, { progressive: true });

/** A JPEG whose header is sound and whose data stops half-way: decoding fails after it started. */
export async function truncatedJpeg(width: number, height: number): Promise<Buffer> {
  const whole = await sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .composite([
      { input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="50%" cy="50%" r="40%" fill="#c33"/></svg>`) },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}

/**
 * A small JPEG whose header claims another size: what a server that trusts the header
 * refuses without decoding. (A decoder would find too little data and call it broken.)
 */
export function withJpegSize(jpeg: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  for (let offset = 2; offset + 9 < patched.length;) {
    if (patched[offset] !== 0xff) throw new Error(`no JPEG marker at ${offset}`);
    const marker = patched[offset + 1]!;
    // SOF0 (baseline), SOF1, SOF2 (progressive): length, precision, height, width.
    if (marker >= 0xc0 && marker <= 0xc2) {
      patched.writeUInt16BE(height, offset + 5);
      patched.writeUInt16BE(width, offset + 7);
      return patched;
    }
    offset += 2 + patched.readUInt16BE(offset + 2);
  }
  throw new Error('no SOF marker');
}
