/**
 * The text shown by an uncompressed PDF (our labels): every `[...] TJ` / `(...) Tj` / `<...> Tj`
 * string, hex or literal, decoded as single-byte text, one line per show operator.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const decodeHex = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').toString('latin1');
  const decodeLiteral = (text: string) => text.replace(/\\([()\\])/g, '$1');
  const lines: string[] = [];
  for (const m of source.matchAll(
    /\[((?:<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)|\s|-?\d+(?:\.\d+)?)*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g,
  )) {
    if (m[1] !== undefined) {
      const parts = [...m[1].matchAll(/<([0-9a-fA-F\s]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((p) =>
        p[1] !== undefined ? decodeHex(p[1]) : decodeLiteral(p[2] ?? ''),
      );
      lines.push(parts.join(''));
    } else if (m[2] !== undefined) lines.push(decodeHex(m[2]));
    else lines.push(decodeLiteral(m[3] ?? ''));
  }
  return lines;
}
