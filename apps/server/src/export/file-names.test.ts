import { type ContentItem, game } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { fileTestAppSignedIn, publicUrl } from '../../test/harness.ts';
import { fileValidGame, type Part, partsOf, pngImage, postMultipart } from '../content/test-kit.ts';

const t = fileTestAppSignedIn();
const valid = fileValidGame(t);

async function createGame(title: string, fileName?: string) {
  const result = await postMultipart(
    t,
    'game-service/create-game',
    [
      ...partsOf(game, { ...valid, title }),
      ...(fileName
        ? [['image_1', { filename: fileName, content: pngImage(20, 20), type: 'image/png' }] satisfies Part]
        : []),
    ],
    t.user.cookie,
  );
  expect(result.body.status, JSON.stringify(result.body)).toBe('OK');
  return result.body.data as ContentItem;
}

const exportCsv = async (body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/export-service/export-list',
    headers: { cookie: t.user.cookie },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response.body.slice(1).trimEnd().split('\r\n');
};

describe('file names in a content export', () => {
  it('follows the Image 1 column with the names its files were uploaded under', async () => {
    const named = await createGame('Named cover', '=cmd|calc.png');
    await createGame('No cover');
    const [header, ...lines] = await exportCsv({
      list: 'content/game',
      columns: ['id', 'title', 'image_1'],
      sort: { columnId: 'id', direction: 'asc' },
    });
    expect(header).toBe('ID,Title,Image 1,Image 1 file name');
    // The URL is whole, so a spreadsheet opens it; the name is text like any other cell: one a
    // spreadsheet would run is made harmless.
    expect(named.image_1).toMatch(/^\/media\//);
    expect(lines).toEqual([
      `${named.id},Named cover,${publicUrl}${named.image_1},'=cmd|calc.png`,
      expect.stringMatching(/,No cover,,$/),
    ]);
  });

  it('adds no name column when the view hides the file column', async () => {
    const [header] = await exportCsv({ list: 'content/game', columns: ['id', 'title'] });
    expect(header).toBe('ID,Title');
  });
});
