import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gifToPng, isGif, isPng } from './gif-to-png';

/**
 * GIFs made by a full LZW encoder (a growing table up to 12-bit codes, a clear code when it is full), unlike the
 * UPS stand-in's tiny GIF, which clears every two pixels; and PNGs read back chunk by chunk, each CRC checked.
 */

type Rgb = readonly [number, number, number];

interface GifSpec {
  width: number;
  height: number;
  palette: readonly Rgb[];
  index: (x: number, y: number) => number;
  interlaced?: boolean;
  /** Sent as the frame's own table, with a different global one before it. */
  localPalette?: boolean;
}

function tableBits(palette: readonly Rgb[]): number {
  let bits = 1;
  while (1 << bits < palette.length) bits++;
  return bits;
}

function colourTable(palette: readonly Rgb[], bits: number): number[] {
  const table = palette.flatMap((c) => [...c]);
  while (table.length < 3 * (1 << bits)) table.push(0, 0, 0);
  return table;
}

function lzwEncode(minCodeSize: number, pixels: Uint8Array): number[] {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const out: number[] = [];
  let bits = 0;
  let count = 0;
  let size = minCodeSize + 1;
  const write = (code: number) => {
    bits |= code << count;
    count += size;
    while (count >= 8) {
      out.push(bits & 0xff);
      bits >>>= 8;
      count -= 8;
    }
  };
  const table = new Map<number, number>();
  let next = end + 1;
  write(clear);
  let prefix = pixels[0] as number;
  for (let i = 1; i < pixels.length; i++) {
    const k = pixels[i] as number;
    const known = table.get((prefix << 8) | k);
    if (known !== undefined) {
      prefix = known;
      continue;
    }
    write(prefix);
    if (next < 4096) {
      table.set((prefix << 8) | k, next++);
      if (next - 1 === 1 << size && size < 12) size++;
    } else {
      write(clear);
      table.clear();
      next = end + 1;
      size = minCodeSize + 1;
    }
    prefix = k;
  }
  write(prefix);
  write(end);
  if (count > 0) out.push(bits & 0xff);
  return out;
}

/** Rows in the order an interlaced frame sends them. */
const interlacedRows = (height: number) =>
  [
    [0, 8],
    [4, 8],
    [2, 4],
    [1, 2],
  ].flatMap(([start, step]) =>
    Array.from({ length: Math.ceil((height - (start as number)) / (step as number)) }, (_, i) => (start as number) + i * (step as number)),
  );

function makeGif(spec: GifSpec): Buffer {
  const { width, height, palette } = spec;
  const bits = tableBits(palette);
  const rows = spec.interlaced ? interlacedRows(height) : Array.from({ length: height }, (_, y) => y);
  const pixels = new Uint8Array(width * height);
  rows.forEach((y, row) => {
    for (let x = 0; x < width; x++) pixels[row * width + x] = spec.index(x, y);
  });
  const minCodeSize = Math.max(2, bits);
  const data = lzwEncode(minCodeSize, pixels);
  const blocks: number[] = [];
  for (let i = 0; i < data.length; i += 255) {
    const part = data.slice(i, i + 255);
    blocks.push(part.length, ...part);
  }
  const screen = Buffer.alloc(7);
  screen.writeUInt16LE(width, 0);
  screen.writeUInt16LE(height, 2);
  const global: Rgb[] = spec.localPalette
    ? [
        [9, 9, 9],
        [250, 250, 250],
      ]
    : [...palette];
  const globalBits = tableBits(global);
  screen[4] = 0x80 | (globalBits - 1);
  const descriptor = Buffer.alloc(10);
  descriptor[0] = 0x2c;
  descriptor.writeUInt16LE(width, 5);
  descriptor.writeUInt16LE(height, 7);
  descriptor[9] = (spec.interlaced ? 0x40 : 0) | (spec.localPalette ? 0x80 | (bits - 1) : 0);
  // A graphic control extension and a comment before the frame, as encoders write them.
  const extensions = [0x21, 0xf9, 4, 0, 0, 0, 0, 0, 0x21, 0xfe, 5, ...Buffer.from('label', 'latin1'), 0];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...screen,
    ...colourTable(global, globalBits),
    ...extensions,
    ...descriptor,
    ...(spec.localPalette ? colourTable(palette, bits) : []),
    minCodeSize,
    ...blocks,
    0,
    0x3b,
  ]);
}

interface ReadPng {
  width: number;
  height: number;
  bitDepth: number;
  colourType: number;
  palette: Rgb[];
  /** Palette indices, row after row. */
  pixels: Uint8Array;
  chunks: string[];
}

function readPng(png: Buffer): ReadPng {
  expect(isPng(png)).toBe(true);
  const chunks: { type: string; data: Buffer }[] = [];
  for (let pos = 8; pos < png.length;) {
    const length = png.readUInt32BE(pos);
    const typed = png.subarray(pos + 4, pos + 8 + length);
    expect(png.readUInt32BE(pos + 8 + length), 'chunk CRC').toBe(crc32(typed));
    chunks.push({ type: typed.subarray(0, 4).toString('latin1'), data: typed.subarray(4) });
    pos += 12 + length;
  }
  const of = (type: string) => chunks.filter((c) => c.type === type).map((c) => c.data);
  const [header] = of('IHDR');
  if (!header) throw new Error('no IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const plte = of('PLTE')[0] ?? Buffer.alloc(0);
  const raw = inflateSync(Buffer.concat(of('IDAT')));
  expect(raw.length).toBe((width + 1) * height);
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (width + 1)], 'row filter').toBe(0);
    pixels.set(raw.subarray(y * (width + 1) + 1, (y + 1) * (width + 1)), y * width);
  }
  return {
    width,
    height,
    bitDepth: header[8] as number,
    colourType: header[9] as number,
    palette: Array.from({ length: plte.length / 3 }, (_, i): Rgb => [plte[3 * i] ?? -1, plte[3 * i + 1] ?? -1, plte[3 * i + 2] ?? -1]),
    pixels,
    chunks: chunks.map((c) => c.type),
  };
}

/** Where the PNG's pixels first differ from the spec's ("x,y: got, wanted"), or null; cheaper than toEqual on 2 million. */
function firstDifference(png: ReadPng, spec: GifSpec): string | null {
  if (png.pixels.length !== spec.width * spec.height) return `${png.pixels.length} pixels`;
  for (let i = 0; i < png.pixels.length; i++) {
    const [x, y] = [i % spec.width, Math.floor(i / spec.width)];
    if (png.pixels[i] !== spec.index(x, y)) return `${x},${y}: ${png.pixels[i]}, ${spec.index(x, y)}`;
  }
  return null;
}

/** Reproducible noise, so a pattern holds both long runs and short ones. */
const noise = (x: number, y: number) => ((x * 73856093) ^ (y * 19349663)) >>> 0;

const greys: Rgb[] = Array.from({ length: 256 }, (_, i) => [i, 255 - i, (i * 7) & 0xff]);
const blackOnWhite: Rgb[] = [
  [255, 255, 255],
  [0, 0, 0],
];

describe('gifToPng with GIFs from a full LZW encoder', () => {
  it('turns a 256-colour frame into an 8-bit indexed PNG with the same palette and every pixel', () => {
    const spec: GifSpec = { width: 301, height: 203, palette: greys, index: (x, y) => (noise(x >> 2, y >> 1) + x) & 0xff };
    const png = readPng(gifToPng(makeGif(spec)));
    expect(png).toMatchObject({ width: 301, height: 203, bitDepth: 8, colourType: 3 });
    expect(png.chunks).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(png.palette).toEqual(greys);
    expect(firstDifference(png, spec)).toBeNull();
  });

  it('keeps a label-sized two-colour frame (1200×1800) pixel for pixel', () => {
    const bar = (x: number) => (x * 13) % 48 < 20;
    const spec: GifSpec = {
      width: 1200,
      height: 1800,
      palette: blackOnWhite,
      index: (x, y) => (x < 8 || y < 8 || (y > 1200 && y < 1500 && bar(x)) || (y % 60 < 24 && noise(x >> 1, y >> 1) % 5 === 0) ? 1 : 0),
    };
    const png = readPng(gifToPng(makeGif(spec)));
    expect([png.width, png.height]).toEqual([1200, 1800]);
    expect(png.palette).toEqual(blackOnWhite);
    expect(firstDifference(png, spec)).toBeNull();
  });

  it('puts the rows of an interlaced frame back in place', () => {
    for (const height of [1, 5, 8, 13, 29]) {
      const spec: GifSpec = { width: 7, height, palette: greys.slice(0, 16), interlaced: true, index: (x, y) => (x + 3 * y) % 16 };
      expect(firstDifference(readPng(gifToPng(makeGif(spec))), spec), `height ${height}`).toBeNull();
    }
  });

  it("takes the frame's own colour table over the global one", () => {
    const palette: Rgb[] = greys.slice(40, 48);
    const spec: GifSpec = { width: 10, height: 6, palette, localPalette: true, index: (x, y) => (x * y) % 8 };
    const png = readPng(gifToPng(makeGif(spec)));
    expect(png.palette).toEqual(palette);
    expect(firstDifference(png, spec)).toBeNull();
  });
});

describe('gifToPng refuses a damaged GIF rather than draw part of a label', () => {
  const spec: GifSpec = { width: 64, height: 48, palette: greys, index: (x, y) => noise(x, y) & 0xff };
  const gif = makeGif(spec);
  /** The first data block's length byte: after the frame's descriptor (10 bytes) and its minimum code size. */
  const dataStart = gif.indexOf(0x2c, 13 + 3 * 256) + 11;

  it('converts the undamaged GIF (the cases below start from it)', () => {
    expect(firstDifference(readPng(gifToPng(gif)), spec)).toBeNull();
  });

  it('when the image data ends before the frame is full', () => {
    // Cut at the end of the first data block and end the stream there.
    const cut = Buffer.concat([gif.subarray(0, dataStart + 1 + 255), Buffer.from([0, 0x3b])]);
    expect(() => gifToPng(cut)).toThrow(/GIF: image data/);
  });

  it('when a code is outside the table', () => {
    const damaged = Buffer.from(gif);
    damaged.fill(0xff, dataStart + 40, dataStart + 80);
    expect(() => gifToPng(damaged)).toThrow(/GIF: bad LZW code|GIF: image data/);
  });

  it('when there is no frame or it is not a GIF', () => {
    const noFrame = Buffer.concat([gif.subarray(0, 13 + 3 * 256), Buffer.from([0x3b])]);
    expect(isGif(noFrame)).toBe(true);
    expect(() => gifToPng(noFrame)).toThrow('GIF: no image');
    expect(() => gifToPng(Buffer.from('%PDF-1.7'))).toThrow('Not a GIF image');
  });
});
