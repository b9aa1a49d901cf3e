import { type EntityDefinition, entities } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { insertContentItem } from '../../reports/fixtures.ts';
import { admin, cdnZones, expectDocumentedFile, fakes, ok, t } from './kit.ts';

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

/** The calls of the tools: CDN purges, impressions, exports, saved views and API tokens. */
export function describeToolAnswers() {
  describe('tools', () => {
    it('get-zones, clear-zone and clear-files, against the CDNs’ local stand-ins', async () => {
      await ok('clear-cdn-service/get-zones');
      await ok('clear-cdn-service/clear-zone', { type: 'cloudflare', zone_id: cdnZones.cloudflare.id });
      await ok('clear-cdn-service/clear-files', {
        type: 'maxcdn',
        cdn_zone: String(cdnZones.maxcdn.id),
        urls: ['/images/logo.png'],
      });
      expect(fakes.cloudflare.purges).toEqual([{ zoneId: cdnZones.cloudflare.id, purgeEverything: true }]);
    });

    it('record-impressions with an API key, then both reports', async () => {
      const key = await ok<{ key: string }>('stat-content-impression-service/create-api-key', {
        name: 'Site',
      });
      const game = await insertContentItem(t, { type: 'game', title: 'Chess' });
      const site = await t.createProject({ name: 'Impressions site' });
      const impressions = [{ content_id: game.id, project_id: site.id, count: 3 }];
      await ok(
        'stat-content-impression-service/record-impressions',
        { impressions },
        { headers: bearer(key.key) },
      );
      const rows = await ok<unknown[]>('stat-content-impression-service/get-impressions', {
        content_type: 'game',
        group_by: 'content',
      });
      expect(rows).toHaveLength(1);
      await ok('stat-content-impression-service/get-daily-impressions', { content_type: 'game' });
    });

    it('export-list answers the CSV the document declares, with its header row', async () => {
      const userEntity = entities.find((definition) => definition.name === 'user') as EntityDefinition;
      const columns = ['username', 'email'];
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/export-service/export-list',
        headers: { cookie: admin() },
        payload: { list: 'users', columns },
      });
      expectDocumentedFile('export-service/export-list', {
        statusCode: response.statusCode,
        headers: response.headers,
        body: response.body,
      });
      const labels = columns.map((key) => (userEntity.labels as Record<string, string>)[key]);
      expect(response.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(labels.join(','));
    });

    it('get-list-page answers a page as the document declares it', async () => {
      const answer = await ok<{ rows: unknown[]; count: number }>('export-service/get-list-page', {
        list: 'users',
        sort: { columnId: 'username', direction: 'asc' },
        page: 1,
        size: 10,
        with_ids: true,
        find_id: '1',
      });
      expect(answer.rows.length).toBe(Math.min(answer.count, 10));
    });

    it('create-view, update-view, delete-view', async () => {
      const state = { sort: null, filters: {}, search: '', columns: null, pageSize: null, params: {} };
      const view = await ok<{ id: number }>('view-service/create-view', {
        list: 'tags',
        name: 'Mine',
        state,
      });
      await ok('view-service/update-view', { id: view.id, name: 'Ours', shared: true });
      await ok('view-service/delete-view', { id: view.id });
    });

    it('the token calls, and a call made with a personal token', async () => {
      const created = await ok<{ id: number; token: string }>('api-token-service/create-my-token', {
        name: 'deploy-bot',
        permissions: ['access_all_projects'],
      });
      await ok('api-token-service/get-my-tokens');
      const projects = await ok<unknown[]>(
        'project-service/get-all-projects',
        {},
        { headers: bearer(created.token), remoteAddress: '192.0.2.30' },
      );
      expect(Array.isArray(projects)).toBe(true);
      await ok('api-token-service/revoke-my-token', { id: created.id });

      const holder = await t.signedInUser(['access_all_tags']);
      const theirs = await ok<{ id: number }>(
        'api-token-service/create-my-token',
        { name: 'their-bot', permissions: ['access_all_tags'] },
        { cookie: holder.cookie },
      );
      await ok('api-token-service/get-user-tokens', { id: holder.id });
      await ok('api-token-service/revoke-user-token', { user_id: holder.id, id: theirs.id });
    });
  });
}
