import { byteOrderMark, csvCell } from '@masthead/contract';

export { csvCell };

/** A CSV file of `rows` under `header`, lines ended by CRLF as RFC 4180 says. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]) {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(','));
  return `${byteOrderMark}${lines.join('\r\n')}\r\n`;
}
