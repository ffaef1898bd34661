import type { MediaEntry } from '@console/contracts/product-media.contract';

/** A media entry as a grid row: its S.No is its position. */
export type MediaRow = MediaEntry & { no: number };

export const toRows = (entries: readonly MediaEntry[]): MediaRow[] => entries.map((e, i) => ({ ...e, no: i + 1 }));
export const toEntries = (rows: readonly MediaRow[]): MediaEntry[] =>
  rows.map(({ src, type, state, sort, alt }) => ({ src, type, state, sort, alt }));

/** The media metafield's value; an unreadable value shows as no media. */
export function parseMedia(value: string | undefined): MediaEntry[] {
  if (!value) return [];
  try {
    const parsed = JSON.parse(value) as unknown;
    return Array.isArray(parsed) ? (parsed as MediaEntry[]) : [];
  } catch {
    return [];
  }
}

const split = (value: string | undefined, separator: string) =>
  (value ?? '')
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean);

/** The PIM ('Salsify') media: comma-separated image and video URLs with pipe-separated alt texts; offline until chosen. */
export function pimMedia(values: { images?: string; imageAlts?: string; videos?: string; videoAlts?: string }): MediaEntry[] {
  const imageAlts = split(values.imageAlts, '|');
  const videoAlts = split(values.videoAlts, '|');
  const images = split(values.images, ',').map((src, i): MediaEntry => ({
    src,
    type: 'image',
    state: 'offline',
    sort: i + 1,
    alt: imageAlts[i] ?? '',
  }));
  const videos = split(values.videos, ',').map((src, i): MediaEntry => ({
    src,
    type: 'video',
    state: 'offline',
    sort: images.length + i + 1,
    alt: videoAlts[i] ?? '',
  }));
  return [...images, ...videos];
}
