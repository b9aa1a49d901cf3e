import { type CdnZone, cdnLimits } from '@masthead/contract';
import type Cloudflare from 'cloudflare';
import type { CdnConfig } from '../config.ts';
import { type CdnDriver, CdnFailure, parseRetryAfter, rateLimited, withBriefRetry } from './driver.ts';

/** More zones than a page can sensibly list; the console stops reading there. */
const maxZones = 2000;

/** Cloudflare's v4 errors ({ code, message }) as one readable line. */
function describe(error: InstanceType<typeof Cloudflare.APIError>) {
  const messages = error.errors.map((item) => item.message).filter(Boolean);
  return messages.length ? messages.join('; ') : error.message;
}

/** The SDK hands response headers over as a plain object; a Headers instance is read alike. */
function header(headers: unknown, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = (headers as Record<string, string | undefined> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** Every failure of the SDK turned into a CdnFailure the user can read. */
function translate(Cloudflare: typeof import('cloudflare').default, error: unknown): never {
  if (error instanceof Cloudflare.APIConnectionError)
    throw new CdnFailure(502, `Cloudflare could not be reached: ${error.message}`);
  if (error instanceof Cloudflare.APIError) {
    if (error.status === 429)
      throw rateLimited('cloudflare', parseRetryAfter(header(error.headers, 'retry-after')));
    throw new CdnFailure(502, `Cloudflare refused the request (HTTP ${error.status}): ${describe(error)}`);
  }
  throw error;
}

/** Cloudflare through its official SDK; the token needs the Zone Read and Cache Purge permissions. */
export function cloudflareDriver(config: NonNullable<CdnConfig['cloudflare']>): CdnDriver {
  // The SDK holds some 40 MiB once loaded, so it is loaded at the first call that needs it.
  let sdk: Promise<{ Cloudflare: typeof import('cloudflare').default; client: Cloudflare }> | undefined;
  const loadSdk = () =>
    (sdk ??= import('cloudflare').then(({ default: Cloudflare }) => ({
      Cloudflare,
      client: new Cloudflare({
        apiToken: config.apiToken,
        ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
        // Rate limits are handled by withBriefRetry, so a long Retry-After is reported, not slept on.
        maxRetries: 0,
        timeout: 20_000,
      }),
    })));
  const send = <T>(request: (client: Cloudflare) => Promise<T>) =>
    withBriefRetry(async () => {
      const { Cloudflare, client } = await loadSdk();
      return request(client).catch((error: unknown) => translate(Cloudflare, error));
    });
  return {
    type: 'cloudflare',
    async listZones() {
      return send(async (client) => {
        const zones: CdnZone[] = [];
        for await (const zone of client.zones.list({ per_page: 50 })) {
          zones.push({
            type: 'cloudflare',
            zone_id: zone.id,
            domain: zone.name,
            urls: [`https://${zone.name}/`],
          });
          if (zones.length >= maxZones) break;
        }
        return zones;
      });
    },
    async purgeFiles(zoneId, urls) {
      if (urls.length > cdnLimits.batchSize) throw new Error('a Cloudflare purge takes at most 30 URLs');
      await send((client) => client.cache.purge({ zone_id: zoneId, files: [...urls] }));
    },
    async purgeZone(zoneId) {
      await send((client) => client.cache.purge({ zone_id: zoneId, purge_everything: true }));
    },
  };
}
