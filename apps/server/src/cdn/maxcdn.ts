import { type CdnZone, cdnLimits } from '@masthead/contract';
import type { CdnConfig } from '../config.ts';
import { type CdnDriver, CdnFailure, parseRetryAfter, rateLimited, withBriefRetry } from './driver.ts';
import { oauthHeader } from './oauth.ts';

type MaxcdnConfig = NonNullable<CdnConfig['maxcdn']>;

/** MaxCDN's envelope: `{ code, data }`, or `{ code, error: { type, message } }`. */
interface MaxcdnAnswer {
  code?: number;
  data?: unknown;
  error?: { type?: string; message?: string };
}

interface PullZone {
  id: number | string;
  name?: string;
  url?: string;
  cdn_url?: string;
}

const maxPages = 40;

/**
 * The legacy MaxCDN (later StackPath) REST API: every request signed with two-legged OAuth
 * 1.0a (HMAC-SHA1) using the account's consumer key and secret. The service has closed; the
 * driver stays because the spec names the type, and it works with any server of that protocol.
 */
export function maxcdnDriver(config: MaxcdnConfig): CdnDriver {
  const zonesPath = `/${encodeURIComponent(config.alias)}/zones/pull.json`;

  async function request(method: 'GET' | 'DELETE', path: string, query: [string, string][] = []) {
    const url = new URL(`${config.baseUrl}${path}`);
    for (const [key, value] of query) url.searchParams.append(key, value);
    const authorization = oauthHeader({
      method,
      url,
      consumerKey: config.consumerKey,
      consumerSecret: config.consumerSecret,
    });
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { Authorization: authorization, Accept: 'application/json' },
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      throw new CdnFailure(502, `MaxCDN could not be reached: ${(error as Error).message}`);
    }
    const answer = (await response.json().catch(() => ({}))) as MaxcdnAnswer;
    if (response.status === 429)
      throw rateLimited('maxcdn', parseRetryAfter(response.headers.get('retry-after')));
    if (!response.ok || (answer.code !== undefined && answer.code >= 300)) {
      const reason = answer.error?.message ?? (response.statusText || 'no reason given');
      throw new CdnFailure(502, `MaxCDN refused the request (HTTP ${response.status}): ${reason}`);
    }
    return answer.data;
  }

  const send = (method: 'GET' | 'DELETE', path: string, query?: [string, string][]) =>
    withBriefRetry(() => request(method, path, query));

  const cachePath = (zoneId: string) => `${zonesPath}/${encodeURIComponent(zoneId)}/cache`;

  return {
    type: 'maxcdn',
    async listZones() {
      const zones: CdnZone[] = [];
      for (let page = 1; page <= maxPages; page += 1) {
        const data = (await send('GET', zonesPath, [['page', String(page)]])) as
          | { pullzones?: PullZone[]; pages?: number }
          | undefined;
        for (const zone of data?.pullzones ?? []) {
          const domain = zone.cdn_url ?? zone.name ?? String(zone.id);
          zones.push({
            type: 'maxcdn',
            zone_id: String(zone.id),
            domain,
            urls: [zone.cdn_url, zone.url].filter((url): url is string => Boolean(url)),
          });
        }
        if (!data?.pages || page >= data.pages) break;
      }
      return zones;
    },
    async purgeFiles(zoneId, urls) {
      if (urls.length > cdnLimits.batchSize) throw new Error('a purge request takes at most 30 files');
      // Paths relative to the zone's host, as the API's `files` parameter takes them.
      await send(
        'DELETE',
        cachePath(zoneId),
        urls.map((url, index) => [`files[${index}]`, url]),
      );
    },
    async purgeZone(zoneId) {
      await send('DELETE', cachePath(zoneId));
    },
  };
}
