import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { MediaConfig } from '../../config.ts';

/**
 * A real S3 protocol server for tests (s3rver, on loopback, objects in a temporary folder).
 *
 *   const s3 = await startS3Server();              // a free port, one empty bucket
 *   startTestApp({ config: { media: s3.media } }); // an app in this process on the bucket
 *   spawn('node', [...], { env: { ...process.env, ...s3.env } }); // a server process on it
 *   await s3.keys();                               // the objects' keys
 *   await s3.stop(); await s3.restart();           // out of reach, then back on the same port
 *   await s3.close();                              // stopped and its folder removed
 *
 * s3rver knows one key pair, S3RVER/S3RVER. `env` carries it as AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY for a child process; for apps in this process, starting puts it in
 * process.env (the SDK reads its credentials there) and close() puts back what was there.
 */
export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  port: number;
  bucket: string;
  /** MEDIA_S3_BUCKET, MEDIA_S3_ENDPOINT, MEDIA_S3_REGION, MEDIA_S3_FORCE_PATH_STYLE, MEDIA_S3_PREFIX (when given), AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY. */
  env: Record<string, string>;
  /** The `media` part of a Config on this bucket (what loadConfig makes of `env`). */
  media: MediaConfig;
  /** Every object's key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Stops answering (connections refused); the objects stay. */
  stop(): Promise<void>;
  /** Answers again on the same port, with the same objects. */
  restart(): Promise<void>;
  /** Stops, removes the objects' folder and puts the credentials in process.env back. */
  close(): Promise<void>;
}

const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export async function startS3Server({
  bucket = 'masthead-media',
  prefix = '',
}: {
  bucket?: string;
  prefix?: string;
} = {}): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'masthead-s3-'));
  let server: S3rver | undefined;
  const listen = async (port: number) => {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    });
    const address = await instance.run();
    server = instance;
    return address.port;
  };
  const port = await listen(0);
  const endpoint = `http://127.0.0.1:${port}`;
  const previous = Object.fromEntries(Object.keys(credentials).map((name) => [name, process.env[name]]));
  Object.assign(process.env, credentials);
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const stop = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping) return;
    // The SDK keeps connections open; without this, close() would wait for them to time out.
    (stopping as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    await stopping.close();
  };
  return {
    endpoint,
    port,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_FORCE_PATH_STYLE: 'true',
      ...(prefix ? { MEDIA_S3_PREFIX: prefix } : {}),
      ...credentials,
    },
    media: {
      publicUrl: undefined,
      s3: {
        bucket,
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: prefix.replace(/\/*$/, prefix ? '/' : ''),
      },
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ...(token ? { ContinuationToken: token } : {}) }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    stop,
    async restart() {
      if (!server) await listen(port);
    },
    async close() {
      await stop();
      client.destroy();
      for (const [name, value] of Object.entries(previous))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      await rm(directory, { recursive: true, force: true });
    },
  };
}
