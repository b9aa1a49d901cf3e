import path from 'node:path';
import { listPagingThreshold } from '@masthead/contract';

/** Everything the server reads from its environment; README lists the same variables. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { username: string; password: string | undefined; email: string | undefined };
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** How many reverse proxies stand in front (0: none); only their X-Forwarded-* are believed. */
  trustProxy: number;
  /** ENFORCE_ALLOWED_IPS: refuse /api calls from addresses outside the allowed IP list. */
  enforceAllowedIps: boolean;
  /** REQUIRE_TWO_FACTOR: every user must set up two-factor sign-in before doing anything else. */
  requireTwoFactor: boolean;
  /** TWO_FACTOR_KEY: seals TOTP secrets in the database (AES-256-GCM); unset stores them as they are. */
  twoFactorKey: string | undefined;
  logLevel: string;
  /** METRICS_TOKEN: lets a scraper elsewhere read /metrics with `Authorization: Bearer …`. */
  metricsToken: string | undefined;
  webDist: string;
  /**
   * LIST_PAGING_THRESHOLD: lists with more rows than this are paged by the server in the web app
   * (the contract's listPagingThreshold unless set; tests set a few rows so they need no 10,000).
   */
  listPagingThreshold: number;
  /**
   * FIRST_SCREENS_AT_ONCE: how many lists' first screens the server draws at once for the pages it
   * sends (web/first-screen.ts); past them, and with 0 always, a page goes without and its app draws the list.
   */
  firstScreensAtOnce: number;
  /** CDN credentials; a type left undefined is not configured and refuses to purge. */
  cdn: CdnConfig;
  media: MediaConfig;
}

/** Where uploaded media are kept and where browsers read them. */
export interface MediaConfig {
  /** MEDIA_S3_*: an S3-compatible bucket; undefined keeps media in DATA_DIR/media. */
  s3: S3MediaConfig | undefined;
  /**
   * MEDIA_PUBLIC_URL without its trailing slash: browsers read `<it>/<prefix><name>` (a CDN
   * in front of the bucket), so answered URLs point there and /media redirects there.
   */
  publicUrl: string | undefined;
}

export interface S3MediaConfig {
  bucket: string;
  /** Another S3-compatible service (R2, MinIO…); undefined talks to AWS. */
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  /** A key prefix ending in '/', or ''. */
  prefix: string;
}

export interface CdnConfig {
  cloudflare: { apiToken: string; baseUrl: string | undefined } | undefined;
  maxcdn: { alias: string; consumerKey: string; consumerSecret: string; baseUrl: string } | undefined;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    admin: {
      username: env.ADMIN_USERNAME || 'admin',
      password: env.ADMIN_PASSWORD || undefined,
      email: env.ADMIN_EMAIL || undefined,
    },
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Masthead <no-reply@localhost>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    enforceAllowedIps: isTrue(env.ENFORCE_ALLOWED_IPS),
    requireTwoFactor: isTrue(env.REQUIRE_TWO_FACTOR),
    twoFactorKey: env.TWO_FACTOR_KEY || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    listPagingThreshold: parseThreshold(env.LIST_PAGING_THRESHOLD),
    firstScreensAtOnce: parseCount('FIRST_SCREENS_AT_ONCE', env.FIRST_SCREENS_AT_ONCE, 4),
    cdn: loadCdnConfig(env),
    media: loadMediaConfig(env),
  };
}

function parseCount(name: string, value: string | undefined, unset: number) {
  if (!value) return unset;
  if (!/^\d{1,4}$/.test(value)) throw new Error(`${name} must be a whole number, not "${value}"`);
  return Number(value);
}

function parseThreshold(value: string | undefined) {
  if (!value) return listPagingThreshold;
  if (!/^\d{1,9}$/.test(value))
    throw new Error(`LIST_PAGING_THRESHOLD must be a number of rows, not "${value}"`);
  return Number(value);
}

const isTrue = (value = '') => ['true', 'yes', '1'].includes(value.toLowerCase());

function loadMediaConfig(env: NodeJS.ProcessEnv): MediaConfig {
  const publicUrl = (env.MEDIA_PUBLIC_URL || '').replace(/\/+$/, '') || undefined;
  if (publicUrl && !/^https?:\/\/[^/]/.test(publicUrl))
    throw new Error(`MEDIA_PUBLIC_URL must be an http:// or https:// address, not "${env.MEDIA_PUBLIC_URL}"`);
  const bucket = env.MEDIA_S3_BUCKET || undefined;
  // 'media', '/media/' and 'media/' all mean the same folder of the bucket.
  const prefix = (env.MEDIA_S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    publicUrl,
    s3: bucket
      ? {
          bucket,
          endpoint: env.MEDIA_S3_ENDPOINT || undefined,
          region: env.MEDIA_S3_REGION || 'us-east-1',
          forcePathStyle: isTrue(env.MEDIA_S3_FORCE_PATH_STYLE),
          prefix: prefix ? `${prefix}/` : '',
        }
      : undefined,
  };
}

/**
 * 'true' means one proxy. Trusting every hop would let a client choose its own address by
 * sending X-Forwarded-For, and so slip past the per-address sign-in throttle.
 */
function parseTrustProxy(value = '') {
  if (/^\d+$/.test(value)) return Number(value);
  return ['true', 'yes'].includes(value.toLowerCase()) ? 1 : 0;
}

/** A CDN type counts as configured only with every credential it needs. */
function loadCdnConfig(env: NodeJS.ProcessEnv): CdnConfig {
  const { CLOUDFLARE_API_TOKEN: apiToken, MAXCDN_ALIAS: alias } = env;
  const { MAXCDN_CONSUMER_KEY: consumerKey, MAXCDN_CONSUMER_SECRET: consumerSecret } = env;
  return {
    cloudflare: apiToken ? { apiToken, baseUrl: env.CLOUDFLARE_API_BASE_URL || undefined } : undefined,
    maxcdn:
      alias && consumerKey && consumerSecret
        ? {
            alias,
            consumerKey,
            consumerSecret,
            baseUrl: (env.MAXCDN_API_BASE_URL || 'https://rws.maxcdn.com').replace(/\/+$/, ''),
          }
        : undefined,
  };
}
