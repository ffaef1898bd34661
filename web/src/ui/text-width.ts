/** What a character takes where the text cannot be measured (no canvas: tests): the widest font the console meets, DejaVu Sans bold at 12 px. */
const FALLBACK_CHAR_WIDTH = 8;

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width in px of one line of text in the page's font at this size and weight, measured as the
 * browser would draw it (a column sized from it fits whatever font the operator's system picks).
 */
export function textWidth(text: string, size: number, weight = 400): number {
  if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return text.length * FALLBACK_CHAR_WIDTH * (size / 12);
  context.font = `${weight} ${size}px ${getComputedStyle(document.body).fontFamily}`;
  return context.measureText(text).width;
}
