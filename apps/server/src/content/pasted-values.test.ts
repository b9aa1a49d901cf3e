import { type ContentItem, contentMessage, fieldMessage, game } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fieldErrors, fileTestAppSignedIn } from '../../test/harness.ts';
import { fileValidGame, partsOf, postMultipart } from './test-kit.ts';

/**
 * What people paste, through the API: the contract's rules read links, lists and spaces the
 * same way on the server as in the form, so a script may send what a person would paste.
 */
const t = fileTestAppSignedIn();
const valid = fileValidGame(t);
const id = 'dQw4w9WgXcQ';

const create = (values: Record<string, unknown>) =>
  postMultipart(t, 'game-service/create-game', partsOf(game, { ...valid, ...values }), t.user.cookie);
const update = (item: ContentItem, values: Record<string, unknown>) =>
  postMultipart(
    t,
    'game-service/update-game',
    partsOf(game, { ...valid, id: item.id, update_datetime: item.update_datetime, ...values }),
    t.user.cookie,
  );
const get = async (itemId: number) =>
  (await t.as('game-service/get-game', { id: itemId })).body.data as ContentItem;

describe('a game saved with what people paste', () => {
  it('stores the video id of a watch, share or Shorts link, and answers it on get', async () => {
    const created = await create({
      youtube_video_1: `https://www.youtube.com/watch?v=${id}&t=5`,
      youtube_video_2: 'https://youtu.be/aqz-KE-bpKQ?si=Jx8f-QkXb2rT9aPz',
      youtube_video_3: ' https://www.youtube.com/shorts/9bZkp7q19f0 ',
    });
    expect(created.body.status, JSON.stringify(created.body)).toBe('OK');
    const item = created.body.data as ContentItem;
    const ids = { youtube_video_1: id, youtube_video_2: 'aqz-KE-bpKQ', youtube_video_3: '9bZkp7q19f0' };
    expect(item).toMatchObject(ids);
    expect(await get(item.id)).toMatchObject(ids);
  });

  it('refuses a link elsewhere, or to no single video, in the envelope under its field, and keeps the stored id', async () => {
    const item = (await create({ youtube_video_1: id })).body.data as ContentItem;
    for (const pasted of [
      `https://youtube.com.evil.com/watch?v=${id}`,
      'javascript:alert(1)',
      `https://www.youtube.com/watch?v=${id}X`,
      'https://www.youtube.com/channel/UC38IQsAvIsxxjztdMZQtwHA',
    ]) {
      const refused = await update(item, { youtube_video_1: pasted });
      expect(refused.statusCode, pasted).toBe(400);
      expect(refused.body).toEqual(fieldErrors({ youtube_video_1: [contentMessage.youtubeId] }));
    }
    const tooLong = await create({ youtube_video_2: 'a'.repeat(16) });
    expect(tooLong.body).toEqual(fieldErrors({ youtube_video_2: [fieldMessage.atMost(15)] }));
    expect((await get(item.id)).youtube_video_1).toBe(id);
  });

  it('stores a pasted keyword list as one comma-joined string, trimmed and without repeats', async () => {
    const item = (await create({ keywords: ' arcade, Retro ,, puzzle\nARCADE\r\nretro ' })).body
      .data as ContentItem;
    expect(item.keywords).toBe('arcade,Retro,puzzle');
    expect((await get(item.id)).keywords).toBe('arcade,Retro,puzzle');
  });

  it('trims the spaces around pasted web addresses, and only those', async () => {
    const created = await create({
      technology: 'external',
      title: ' Spaced title ',
      game_url: '  https://play.example.com/game \n',
      guide_urls: [' https://guide.example.com/1 '],
      review_urls: [{ name: 'Daily', url: ' https://reviews.example.com/a ', rating: 80 }],
    });
    expect(created.body.status, JSON.stringify(created.body)).toBe('OK');
    expect(created.body.data).toMatchObject({
      title: ' Spaced title ',
      game_url: 'https://play.example.com/game',
      guide_urls: ['https://guide.example.com/1'],
      review_urls: [{ name: 'Daily', url: 'https://reviews.example.com/a', rating: 80 }],
    });
  });
});
