import { byteOrderMark, csvCell } from '@masthead/contract';

export { csvCell };

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
