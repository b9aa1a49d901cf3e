import qrcode from 'qrcode-generator';

/**
 * A QR code as an SVG image: one path of dark modules on a white square with the quiet zone
 * the standard asks for, so it scans in dark mode too. Made on the server, so the web app
 * carries no QR code library.
 */
export function qrCodeSvg(text: string, { title }: { title: string }) {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  const margin = 4;
  const full = size + margin * 2;
  let path = '';
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      if (qr.isDark(row, col)) path += `M${col + margin} ${row + margin}h1v1h-1z`;
    }
  }
  const escapedTitle = title.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" width="${full * 5}" height="${full * 5}" shape-rendering="crispEdges" role="img"><title>${escapedTitle}</title><rect width="${full}" height="${full}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
}
