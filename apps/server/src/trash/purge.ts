import { trashDays } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StoredMedia } from '../content/schema.ts';
import { deleteUnreferenced } from '../content/service.ts';
import type { Db } from '../db/client.ts';
import { pruneListDeletions } from '../db/list-cache.ts';
import { type MediaStorage, mediaStorageFor } from '../media/storage.ts';
import type { Services } from '../services.ts';

/** How often each server looks for items whose time in the trash is up. */
export const purgeEvery = 60 * 60 * 1000;

/**
 * Removes for good the items deleted more than trashDays ago, then the files none of the
 * remaining items (live or in the trash) refers to. The rows go in one statement, so servers
 * purging at the same moment each remove different rows (the second waits on the first's row
 * locks and skips what it removed) and none deletes a file before the row that held it is gone.
 * Their impressions stay: past sums stay true, without the item's name.
 */
export async function purgeTrash(db: Db, storage: MediaStorage) {
  const result = (await db.execute(
    sql`delete from content_items where deleted_at < now() - make_interval(days => ${trashDays})
      returning id, media`,
  )) as unknown as { rows: { id: number; media: Record<string, StoredMedia> }[] };
  const names = new Set(result.rows.flatMap((row) => Object.values(row.media).map((file) => file.name)));
  const filesLeft = await deleteUnreferenced(db, storage, names);
  await pruneListDeletions(db);
  return { items: result.rows.map((row) => Number(row.id)), filesLeft };
}

/** Purges once the server is ready, then every purgeEvery, until it closes. */
export function registerTrashPurge(app: FastifyInstance, services: Services) {
  const purge = () =>
    services.background.run(
      async () => {
        const { items, filesLeft } = await purgeTrash(services.db, mediaStorageFor(services.config));
        if (items.length) app.log.info({ items }, 'purged content items from the trash');
        if (filesLeft.length)
          app.log.warn(
            { files: filesLeft },
            'the media storage could not delete files; tried again within the hour',
          );
      },
      (err) => app.log.error({ err }, 'the trash purge failed; it runs again within the hour'),
    );
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, purgeEvery);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
