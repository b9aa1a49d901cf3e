/** Makes Excel and LibreOffice read the file as UTF-8, so names with accents survive. */
const byteOrderMark = '\uFEFF';

/**
 * A cell as CSV text. Spreadsheets run a cell starting with = + - @ (or a tab or carriage
 * return) as a formula, so a content name like "=HYPERLINK(…)" is prefixed with an apostrophe
 * and stays text; numbers are written as they are.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file of `rows` under `header`, lines ended by CRLF as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}

/** Hands `text` to the browser as a file download named `fileName`. */
export function downloadText({ text, fileName, type }: { text: string; fileName: string; type: string }) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
