import {
  checkFile,
  type FileAccept,
  type FileRefusal,
  fileLimits,
  fileTailBytes,
  imageHeadLength,
  type PixelSize,
} from '@masthead/contract';

/**
 * A file field's value in the form: the stored file's URL path ('' for none), or a file the
 * user has just chosen and not yet saved.
 */
export type FileValue = string | File;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * The server's checks, run on a chosen file before a byte is sent: its size, what its bytes
 * are, an image's pixel budget. A file over its limit is refused without being read, and one
 * over the pixel budget before the browser decodes gigabytes to preview it. Answers the
 * image's pixel size as its header declares it, or the refusal in the server's words.
 */
export async function checkChosenFile(
  file: File,
  accept: FileAccept,
): Promise<{ pixels: PixelSize | null } | { refusal: FileRefusal }> {
  const isReadable = file.size <= fileLimits[accept].maxBytes;
  const start = isReadable ? await bytesOf(file.slice(0, 6)) : new Uint8Array(0);
  const [head, tail] = isReadable
    ? await Promise.all([
        bytesOf(file.slice(0, imageHeadLength(start, file.size))),
        bytesOf(file.slice(Math.max(0, file.size - fileTailBytes))),
      ])
    : [new Uint8Array(0), new Uint8Array(0)];
  const checked = checkFile({ accept, bytes: file.size, head, tail });
  if ('refusal' in checked) return checked;
  const { width, height } = checked.file;
  return { pixels: width !== null && height !== null ? { width, height } : null };
}

const previewableUrl = /\.(jpe?g|png|gif)(\?|#|$)/i;

/**
 * Previews show only for stored files whose URL names a .jpg, .png or .gif, or for a file just
 * chosen that is an image (content spec section 4).
 */
export function previewSource(value: FileValue): { url: string; isObjectUrl: boolean } | null {
  if (typeof value !== 'string') {
    return value.type.startsWith('image/') ? { url: URL.createObjectURL(value), isObjectUrl: true } : null;
  }
  return previewableUrl.test(value) ? { url: value, isObjectUrl: false } : null;
}

/** '1.2 MB', '930 KB', '120 bytes' */
export function sizeText(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** '640x480', as the size hints write it. */
export const pixelText = ({ width, height }: PixelSize) => `${width}x${height}`;

/** The last part of a stored file's URL path, for its link text. */
export const fileNameOf = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);
