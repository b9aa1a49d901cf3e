import { mediaTypes } from '@masthead/contract';

/** '<sha256>.<ext>': the name of every stored file. */
export const mediaName = /^([0-9a-f]{64})\.([a-z0-9]{2,8})$/;

/**
 * What a stored file is answered with, from its name alone: its type by extension, a strong
 * ETag (the name is the hash of the bytes), and for anything but images and videos, an
 * attachment disposition so a browser never renders it in the app's origin. Null for a name
 * that cannot be a stored file.
 */
export function mediaHeaders(name: string) {
  const match = mediaName.exec(name);
  const type = match?.[2] && Object.hasOwn(mediaTypes, match[2]) ? mediaTypes[match[2]] : undefined;
  if (!match || !type) return null;
  const inline = type.startsWith('image/') || type.startsWith('video/');
  return {
    type,
    etag: `"${match[1]}"`,
    disposition: inline ? undefined : `attachment; filename="${name}"`,
  };
}
