import type { Config } from '../config.ts';
import { localMediaStorage } from './local.ts';
import { s3MediaStorage } from './s3.ts';
import type { MediaStorage } from './types.ts';

export type { ByteRange, MediaFile, MediaStorage, RangeRequest } from './types.ts';
export { MediaUnavailable } from './unavailable.ts';

const storages = new Map<string, MediaStorage>();
/**
 * One storage per configuration, shared by the upload hook, the handlers and the trash
 * purge. The S3 driver loads the AWS SDK on first use only, so a local install never does.
 */
export function mediaStorageFor(config: Pick<Config, 'dataDir' | 'media'>) {
  const { s3 } = config.media;
  const key = JSON.stringify([config.dataDir, s3 ?? null]);
  let storage = storages.get(key);
  if (!storage) {
    storage = s3 ? s3MediaStorage(config.dataDir, s3) : localMediaStorage(config.dataDir);
    storages.set(key, storage);
  }
  return storage;
}

/** Where a browser reads a stored file: the app's /media route, or MEDIA_PUBLIC_URL. */
export function publicMediaBase(config: Pick<Config, 'media'>) {
  const { publicUrl, s3 } = config.media;
  return publicUrl ? `${publicUrl}/${s3?.prefix ?? ''}` : null;
}
