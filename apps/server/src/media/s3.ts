import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../config.ts';
import { mediaHeaders } from './headers.ts';
import { rangeHeader, resolveRange } from './range.ts';
import type { MediaStorage } from './types.ts';
import { MediaUnavailable } from './unavailable.ts';

/**
 * A few seconds to connect and at most a few of silence on an open request: a bucket out of
 * reach answers 503 soon rather than holding the user's save or image. Idle time, not total
 * time, so a large file on a slow link still goes through. One retry covers a dropped
 * keep-alive connection.
 */
export const s3Timeouts = { connectionTimeout: 3000, socketTimeout: 5000, maxAttempts: 2 };

type Sdk = typeof import('@aws-sdk/client-s3');

/** What the SDK's error says of itself, for the log: never its message, which may quote a key id. */
interface SdkError {
  name?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}
const statusOf = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const { name } = error as SdkError;
  return name === 'NotFound' || name === 'NoSuchKey';
};

/** Any failure but "no such object" means the bucket cannot be used now; said without secrets. */
export function unavailable(operation: 'store' | 'read', error: unknown) {
  if (error instanceof MediaUnavailable) return error;
  const { name, code } = error as SdkError;
  const status = statusOf(error);
  const reason = [name ?? 'Error', code, status ? `HTTP ${status}` : undefined].filter(Boolean).join(' ');
  return new MediaUnavailable(operation, reason);
}

/**
 * Media as objects of an S3-compatible bucket, under MEDIA_S3_PREFIX. Uploads are still
 * received and checked on local scratch space, then streamed to the bucket. Credentials come
 * from the SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
export function s3MediaStorage(dataDir: string, config: S3MediaConfig): MediaStorage {
  const scratchDir = path.join(dataDir, 'media', '.incoming');
  const keyOf = (name: string) => `${config.prefix}${path.basename(name)}`;
  let loading: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  // The SDK is loaded on first use; a failed load is tried again by the next call.
  const connect = () => {
    // package-lock.json pins an SDK that runs on Node 20, which the app supports: its warning
    // about later SDK versions would only alarm operators and break the scripts' one line.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
    loading ??= import('@aws-sdk/client-s3').then(
      (sdk) => ({ sdk, client: createClient(sdk, config) }),
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const head = async (name: string, operation: 'store' | 'read') => {
    const { sdk, client } = await connect();
    try {
      const found = await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }));
      return { size: found.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw unavailable(operation, error);
    }
  };
  return {
    scratchDir,
    async put(name, localFile) {
      if (await head(name, 'store')) {
        await rm(localFile, { force: true });
        return false;
      }
      const { sdk, client } = await connect();
      const { size } = await stat(localFile);
      const headers = mediaHeaders(name);
      try {
        await client.send(
          new sdk.PutObjectCommand({
            Bucket: config.bucket,
            Key: keyOf(name),
            Body: createReadStream(localFile),
            ContentLength: size,
            // What the app's /media answers, so a CDN reading the bucket answers the same.
            ...(headers ? { ContentType: headers.type } : {}),
            CacheControl: 'public, max-age=31536000, immutable',
            ...(headers?.disposition ? { ContentDisposition: headers.disposition } : {}),
          }),
        );
      } catch (error) {
        throw unavailable('store', error);
      }
      await rm(localFile, { force: true });
      return true;
    },
    async delete(name) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(name) }));
      } catch (error) {
        if (!isMissing(error)) throw unavailable('store', error);
      }
    },
    async check() {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadBucketCommand({ Bucket: config.bucket }));
      } catch (error) {
        throw unavailable('read', error);
      }
    },
    async open(name, asked) {
      const { sdk, client } = await connect();
      let range = asked;
      // The last n bytes: not every S3-compatible store reads 'bytes=-n' right, so it is
      // asked as the absolute range, the size known first.
      if (range && 'suffix' in range) {
        const found = await head(name, 'read');
        if (!found) return null;
        const resolved = resolveRange(range, found.size);
        if (!resolved) return { size: found.size, unsatisfiable: true };
        range = resolved;
      }
      try {
        const found = await client.send(
          new sdk.GetObjectCommand({
            Bucket: config.bucket,
            Key: keyOf(name),
            ...(range ? { Range: rangeHeader(range) } : {}),
          }),
        );
        const stream = found.Body as Readable;
        // 'bytes 0-99/1234' when a range was served; some stores answer 200 and all of it.
        const served = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(found.ContentRange ?? '');
        if (served)
          return {
            stream,
            size: Number(served[3]),
            range: { start: Number(served[1]), end: Number(served[2]) },
          };
        return { stream, size: found.ContentLength ?? 0, range: null };
      } catch (error) {
        if (isMissing(error)) return null;
        if (statusOf(error) !== 416) throw unavailable('read', error);
        const found = await head(name, 'read');
        return found ? { size: found.size, unsatisfiable: true } : null;
      }
    },
  };
}

function createClient(sdk: Sdk, config: S3MediaConfig) {
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    maxAttempts: s3Timeouts.maxAttempts,
    requestHandler: {
      connectionTimeout: s3Timeouts.connectionTimeout,
      socketTimeout: s3Timeouts.socketTimeout,
    },
    // Checksums only where S3 requires them: a streamed body then goes as it is, which every
    // S3-compatible store takes (some refuse the chunked trailers of the newer default).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
