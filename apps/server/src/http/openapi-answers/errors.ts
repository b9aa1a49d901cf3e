import { type CallPath, calls, contentTypes, maxBodyBytes } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { admin, answeredErrors, expectDocumented, ok, refused, t } from './kit.ts';

/** The error statuses a client can bring about cheaply; 500 and 503 need a broken server. */
const reachableErrors = [400, 401, 403, 404, 409, 413, 415, 429, 502];

/** Refusals: each error status the document lists, as the server really answers it. */
export function describeErrorAnswers() {
  describe('refusals', () => {
    it('every call refused answers the documented error envelope', async () => {
      for (const path of Object.keys(calls)) {
        // Without a session (401 for calls that need one), then with a field no call declares (400).
        for (const options of [{}, { cookie: admin() }]) {
          const result = await t.call(path as CallPath, { not_a_field: 1 }, options);
          if (result.statusCode === 200) continue;
          expectDocumented(path, result.statusCode, result.body);
        }
      }
    });

    it('not found, a conflicting save, a body too large, JSON for a file save, a CDN refusing', async () => {
      await refused('tag-service/get-tag', 404, { id: 2_000_000_000 });
      const tag = await ok<{ id: number; update_datetime: string }>('tag-service/create-tag', {
        name: 'Stale',
      });
      await ok('tag-service/update-tag', { id: tag.id, name: 'Fresh', update_datetime: tag.update_datetime });
      await refused('tag-service/update-tag', 409, {
        id: tag.id,
        name: 'Overwritten',
        update_datetime: tag.update_datetime,
      });
      await refused('tag-service/create-tag', 413, { name: 'x'.repeat(maxBodyBytes) });
      const [firstType] = contentTypes;
      if (!firstType) throw new Error('no content type');
      await refused(firstType.calls.create, 415, { title: 'Sent as JSON' });
      await refused('clear-cdn-service/clear-zone', 502, { type: 'cloudflare', zone_id: 'unknownzone' });
    });

    it('a personal token refused: where it is never taken, and once revoked', async () => {
      const created = await ok<{ id: number; token: string }>('api-token-service/create-my-token', {
        name: 'refused-bot',
        permissions: ['access_all_tags'],
      });
      const headers = { authorization: `Bearer ${created.token}` };
      await refused('api-token-service/get-my-tokens', 403, {}, { headers, remoteAddress: '192.0.2.40' });
      await ok('api-token-service/revoke-my-token', { id: created.id });
      await refused('tag-service/get-tags', 401, {}, { headers, remoteAddress: '192.0.2.40' });
    });

    it('each error status a client can bring about was checked above', () => {
      expect([...answeredErrors].sort((a, b) => a - b)).toEqual(expect.arrayContaining(reachableErrors));
    });
  });
}
