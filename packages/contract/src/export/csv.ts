/** Makes Excel and LibreOffice read the file as UTF-8, so names with accents survive. */
export const byteOrderMark = '\uFEFF';

/**
 * A cell as CSV text (RFC 4180). Spreadsheets run a cell starting with = + - @ (or a tab or
 * carriage return) as a formula, so a name like "=HYPERLINK(…)" gets a leading apostrophe and
 * stays text (OWASP's CSV injection advice), and a cell holding a separator is quoted; numbers are written as they are, so -5 stays a number.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  // A semicolon or tab is quoted too: spreadsheets set to split on them (many European locales)
  // would otherwise start a new cell there, and 'Okay;=2+2' would run its second half.
  return /[",;\t\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV record, ended by CRLF as RFC 4180 says. */
export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;
