import { crc32, deflateSync } from 'node:zlib';

/**
 * UPS answers labels as a GIF image or in printer languages (ZPL, EPL, SPL), never PDF, and pdfkit
 * embeds only PNG and JPEG: this turns the first frame of a GIF into an indexed-colour PNG, losslessly.
 * The decoder and encoder stay ours rather than npm's GIF and PNG packages (docs/decisions.md): theirs give RGBA or
 * pad a damaged frame silently; zlib does the deflate and the CRC.
 */

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const body = Buffer.concat([head.subarray(4), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body), 0);
  return Buffer.concat([head.subarray(0, 4), body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export const isPng = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 8)).equals(PNG_SIGNATURE);
export const isGif = (bytes: Uint8Array) => /^GIF8[79]a$/.test(Buffer.from(bytes.subarray(0, 6)).toString('latin1'));

/** GIF's variable-width LZW (codes grow up to 12 bits; a clear code resets the table). */
function lzwDecode(minCodeSize: number, data: Uint8Array, pixelCount: number): Uint8Array {
  const out = new Uint8Array(pixelCount);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  const length = new Uint16Array(4096);
  for (let i = 0; i < clear; i++) {
    prefix[i] = -1;
    suffix[i] = i;
    first[i] = i;
    length[i] = 1;
  }
  let size = minCodeSize + 1;
  let next = end + 1;
  let prev = -1;
  let bits = 0;
  let bitCount = 0;
  let pos = 0;
  let op = 0;
  const emit = (code: number) => {
    const len = length[code] as number;
    for (let k = len - 1, c = code; k >= 0; k--, c = prefix[c] as number) if (op + k < out.length) out[op + k] = suffix[c] as number;
    op += len;
  };
  while (op < pixelCount) {
    while (bitCount < size) {
      if (pos >= data.length) throw new Error('GIF: image data ends early');
      bits |= (data[pos++] as number) << bitCount;
      bitCount += 8;
    }
    const code = bits & ((1 << size) - 1);
    bits >>>= size;
    bitCount -= size;
    if (code === clear) {
      size = minCodeSize + 1;
      next = end + 1;
      prev = -1;
      continue;
    }
    if (code === end) break;
    if (prev === -1) {
      if (code >= clear) throw new Error('GIF: bad first code');
      emit(code);
      prev = code;
      continue;
    }
    if (code > next) throw new Error('GIF: bad LZW code');
    if (next < 4096) {
      prefix[next] = prev;
      suffix[next] = code < next ? (first[code] as number) : (first[prev] as number);
      first[next] = first[prev] as number;
      length[next] = (length[prev] as number) + 1;
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    emit(code);
    prev = code;
  }
  // A stream that ends early or runs past the frame is damaged: better no label than half of one.
  if (op !== pixelCount) throw new Error('GIF: image data does not fill the frame');
  return out;
}

/** Rows of an interlaced frame come in four passes (every 8th from 0, every 8th from 4, every 4th from 2, every 2nd from 1). */
function deinterlace(pixels: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(pixels.length);
  let row = 0;
  for (const [start, step] of [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ] as const) {
    for (let y = start; y < height; y += step, row++) out.set(pixels.subarray(row * width, (row + 1) * width), y * width);
  }
  return out;
}

export function gifToPng(gif: Uint8Array): Buffer {
  const b = Buffer.from(gif);
  if (!isGif(b)) throw new Error('Not a GIF image');
  const flags = b[10] as number;
  let pos = 13;
  let palette = flags & 0x80 ? b.subarray(pos, (pos += 3 * (1 << ((flags & 7) + 1)))) : Buffer.alloc(0);
  while (pos < b.length) {
    const marker = b[pos++];
    if (marker === 0x21) {
      pos++;
      while ((b[pos] ?? 0) > 0) pos += (b[pos] as number) + 1;
      pos++;
    } else if (marker === 0x2c) {
      const width = b.readUInt16LE(pos + 4);
      const height = b.readUInt16LE(pos + 6);
      const imageFlags = b[pos + 8] as number;
      pos += 9;
      if (imageFlags & 0x80) palette = b.subarray(pos, (pos += 3 * (1 << ((imageFlags & 7) + 1))));
      const minCodeSize = b[pos++] as number;
      const blocks: Buffer[] = [];
      while ((b[pos] ?? 0) > 0) {
        blocks.push(b.subarray(pos + 1, pos + 1 + (b[pos] as number)));
        pos += (b[pos] as number) + 1;
      }
      if (palette.length === 0) throw new Error('GIF: no colour table');
      let pixels = lzwDecode(minCodeSize, Buffer.concat(blocks), width * height);
      if (imageFlags & 0x40) pixels = deinterlace(pixels, width, height);
      const raw = Buffer.alloc((width + 1) * height);
      for (let y = 0; y < height; y++) raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
      const header = Buffer.alloc(13);
      header.writeUInt32BE(width, 0);
      header.writeUInt32BE(height, 4);
      header.set([8, 3, 0, 0, 0], 8);
      return Buffer.concat([
        PNG_SIGNATURE,
        chunk('IHDR', header),
        chunk('PLTE', palette),
        chunk('IDAT', deflateSync(raw)),
        chunk('IEND', new Uint8Array(0)),
      ]);
    } else {
      break;
    }
  }
  throw new Error('GIF: no image');
}
