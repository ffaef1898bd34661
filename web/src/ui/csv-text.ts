function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV text with a byte-order mark, so Excel opens UTF-8 correctly (upload templates). */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
