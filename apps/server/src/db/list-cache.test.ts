import type { Tag, User } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn } from '../../test/harness.ts';
import { listTags } from '../taxonomy/tags/service.ts';

/**
 * Lists are kept in memory and refreshed by the rows written since the last read. Writes made
 * behind the server's back (another server on the same database, a script) must show on the
 * next read as surely as the server's own saves.
 */
const t = fileTestAppSignedIn();

const tagsNamed = async (prefix: string) => {
  const { body } = await t.as('tag-service/get-tags', {});
  return body.data.filter((tag: Tag) => tag.name.startsWith(prefix));
};

describe('lists kept in memory', () => {
  it('shows a row written by another server, and its later change, on the next read', async () => {
    expect(await tagsNamed('Outside')).toEqual([]);
    await t.database.db.execute(sql`insert into tags (name, level) values ('Outside one', '{game}')`);
    expect((await tagsNamed('Outside')).map((tag) => tag.name)).toEqual(['Outside one']);
    await t.database.db.execute(sql`update tags set name = 'Outside renamed' where name = 'Outside one'`);
    expect((await tagsNamed('Outside')).map((tag) => tag.name)).toEqual(['Outside renamed']);
  });

  it('keeps id order when rows arrive out of order, and answers the same list when nothing changed', async () => {
    await t.database.db.execute(
      sql`insert into tags (id, name, level) values (900001, 'Order b', '{game}'), (900000, 'Order a', '{game}')`,
    );
    const first = await t.as('tag-service/get-tags', {});
    const ids = first.body.data.map((tag: Tag) => tag.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const again = await t.as('tag-service/get-tags', {});
    expect(again.body).toEqual(first.body);
  });

  it('follows a level filter: a tag moved out of the level leaves that list', async () => {
    await t.database.db.execute(sql`insert into tags (name, level) values ('Level mover', '{recipe}')`);
    const recipeTags = async () =>
      (await t.as('tag-service/get-tags', { level: 'recipe' })).body.data.map((tag: Tag) => tag.name);
    expect(await recipeTags()).toContain('Level mover');
    await t.database.db.execute(sql`update tags set level = '{quiz}' where name = 'Level mover'`);
    // The row changed and no longer matches: the list must not keep the old copy.
    expect(await recipeTags()).not.toContain('Level mover');
  });

  it('keeps its answer, gzip and all, when only rows of other lists changed', async () => {
    await t.database.db.execute(sql`insert into tags (name, level) values ('Quiz only', '{quiz}')`);
    const before = await listTags(t.database.db, 'recipe');
    await t.database.db.execute(sql`update tags set description = 'changed' where name = 'Quiz only'`);
    expect(await listTags(t.database.db, 'recipe')).toBe(before);
    await t.database.db.execute(sql`insert into tags (name, level) values ('Recipe new', '{recipe}')`);
    expect(await listTags(t.database.db, 'recipe')).not.toBe(before);
  });

  it("shows a user's new permissions although only the permissions table changed", async () => {
    const user = await t.createUser({ permissions: ['access_all_tags'] });
    const permissionsOf = async () => {
      const { body } = await t.as('user-service/get-all-users', {});
      return body.data.find((row: User) => row.id === user.id)?.permissions;
    };
    expect(await permissionsOf()).toEqual(['access_all_tags']);
    await t.database.db.execute(
      sql`insert into user_permissions (user_id, permission_name) values (${user.id}, 'create_tag')`,
    );
    expect(await permissionsOf()).toEqual(expect.arrayContaining(['access_all_tags', 'create_tag']));
    await t.database.db.execute(sql`delete from user_permissions where user_id = ${user.id}`);
    expect(await permissionsOf()).toEqual([]);
  });

  it('drops a row deleted outright (a script, another server, a purge) on the next read', async () => {
    await t.database.db.execute(
      sql`insert into tags (name, level) values ('Deleted outright', '{game}'), ('Kept beside', '{game}')`,
    );
    expect((await tagsNamed('Deleted outright')).length).toBe(1);
    const before = await listTags(t.database.db);
    await t.database.db.execute(sql`delete from tags where name = 'Deleted outright'`);
    expect(await tagsNamed('Deleted outright')).toEqual([]);
    expect((await tagsNamed('Kept beside')).length).toBe(1);
    // A deletion in another list of the same table leaves this one's answer as it was.
    const recipe = await listTags(t.database.db, 'recipe');
    await t.database.db.execute(sql`insert into tags (name, level) values ('Game gone', '{game}')`);
    await t.database.db.execute(sql`delete from tags where name = 'Game gone'`);
    expect(await listTags(t.database.db, 'recipe')).toBe(recipe);
    expect(await listTags(t.database.db)).not.toBe(before);
  });
});
