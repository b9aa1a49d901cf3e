import { describe, expect, it } from 'vitest';
import { game } from '../content/types/game.ts';
import { gamenews } from '../content/types/gamenews.ts';
import { describeChange, type HistoryNames, type RecordedChange, referencedIds } from './describe.ts';
import { contentHistoryFields, entityHistoryFields } from './fields.ts';

const names: HistoryNames = {
  project: { '1': 'Site A', '2': 'Site B' },
  tag: { '1': 'Action', '4': 'Puzzle', '5': 'Racing' },
  category: { '7': 'Arcade' },
};
const gameLine = (change: RecordedChange) =>
  describeChange(change, { fields: contentHistoryFields(game), names });
const newsLine = (change: RecordedChange) =>
  describeChange(change, { fields: contentHistoryFields(gamenews), names });
const userLine = (change: RecordedChange) => describeChange(change, { fields: entityHistoryFields.user });

describe('describeChange: values', () => {
  it('reads a change from one value to another under the field label, a new value alone', () => {
    expect(gameLine({ field: 'title', from: 'Old', to: 'New' })).toBe('Title: Old → New');
    expect(gameLine({ field: 'title', from: null, to: 'New' })).toBe('Title: New');
    expect(gameLine({ field: 'instructions', from: 'Press A', to: '' })).toBe(
      'Instructions: Press A → (empty)',
    );
  });

  it('reads a choice by its value and a number as it is', () => {
    expect(gameLine({ field: 'technology', from: 'html5', to: 'unity' })).toBe('Technology: html5 → unity');
    expect(gameLine({ field: 'width', from: 800, to: 1024 })).toBe('Width: 800 → 1024');
  });

  it('reads a date as its day and a date-time with its zone', () => {
    expect(newsLine({ field: 'news_date', from: '2024-01-02', to: '2024-03-04' })).toBe(
      'News Date: 2024-01-02 → 2024-03-04',
    );
    expect(
      describeChange(
        { field: 'revoked_datetime', from: null, to: '2024-05-01 09:30:00' },
        { fields: entityHistoryFields['api-key'] },
      ),
    ).toBe('Revoked: 2024-05-01 09:30:00 UTC');
  });

  it('reads booleans as yes and no, and objects key by key, never [object Object]', () => {
    expect(gameLine({ field: 'config', from: null, to: { autoplay: true, size: 2 } })).toBe(
      'Config: autoplay: yes, size: 2',
    );
    expect(describeChange({ field: 'flag', from: false, to: true }, { fields: {} })).toBe('flag: no → yes');
  });

  it('puts long or multi-line text on one line and cuts it short', () => {
    const line = gameLine({ field: 'instructions', from: null, to: `Line one\nline two ${'x'.repeat(200)}` });
    expect(line.startsWith('Instructions: Line one line two xxx')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
    expect(line.length).toBeLessThan(100);
  });
});

describe('describeChange: secrets', () => {
  it('never shows a password or a field whose name says it is secret, only that it changed', () => {
    expect(userLine({ field: 'password', from: 'old-Secret1', to: 'new-Secret2' })).toBe('Password: changed');
    const unknown = describeChange({ field: 'api_token', from: null, to: 'abc123' }, { fields: {} });
    expect(unknown).toBe('api_token: changed');
    expect(unknown).not.toContain('abc123');
    expect(
      describeChange(
        { field: 'key', from: null, to: 'mk_live_1' },
        { fields: entityHistoryFields['api-key'] },
      ),
    ).toBe('Key: changed');
  });
});

describe('describeChange: lists and ids', () => {
  it('reads permissions by their labels, added and removed', () => {
    expect(
      userLine({
        field: 'permissions',
        from: ['create_tag', 'access_all_tags'],
        to: ['create_tag', 'update_tag'],
      }),
    ).toBe('Permissions: added Update Tag; removed Access All Tags');
    expect(userLine({ field: 'permissions', from: ['a', 'b'], to: ['b', 'a'] })).toBe(
      'Permissions: reordered',
    );
  });

  it('reads projects and categories by name, and an id nothing has any more as deleted', () => {
    expect(gameLine({ field: 'projects', from: null, to: [1, 2] })).toBe('Projects: added Site A, Site B');
    expect(gameLine({ field: 'projects', from: [1, 9], to: [2] })).toBe(
      'Projects: added Site B; removed Site A, project #9 (deleted)',
    );
    expect(gameLine({ field: 'categories', from: [], to: [7] })).toBe('Categories: added Arcade');
    expect(gameLine({ field: 'projects', from: null, to: [] })).toBe('Projects: none');
  });

  it('reads tags by name per project', () => {
    expect(gameLine({ field: 'tags', from: null, to: { '1': [1, 4] } })).toBe(
      'Tags: added Action, Puzzle on Site A',
    );
    expect(gameLine({ field: 'tags', from: { '1': [1, 4] }, to: { '1': [4], '2': [5, 8] } })).toBe(
      'Tags: added Racing, tag #8 (deleted) on Site B; removed Action on Site A',
    );
    expect(gameLine({ field: 'tags', from: null, to: {} })).toBe('Tags: none');
  });

  it('reads a clone by the name of its source', () => {
    const fields = entityHistoryFields.project;
    expect(describeChange({ field: 'cloned_from', from: null, to: 2 }, { fields, names })).toBe(
      'Cloned from: Site B',
    );
    expect(describeChange({ field: 'cloned_from', from: null, to: 3 }, { fields, names })).toBe(
      'Cloned from: project #3 (deleted)',
    );
  });

  it('reads a list of texts item by item, and keywords word by word', () => {
    expect(gameLine({ field: 'guide_urls', from: ['https://a.example'], to: ['https://b.example'] })).toBe(
      "Guide URLs: added 'https://b.example'; removed 'https://a.example'",
    );
    expect(gameLine({ field: 'keywords', from: 'arcade, retro', to: 'arcade,puzzle' })).toBe(
      'Keywords: added puzzle; removed retro',
    );
  });

  it('collects the ids to name from every kind of reference, in one set per kind, and no id a row cannot have', () => {
    const ids = referencedIds(
      [
        { field: 'projects', from: [1], to: [2] },
        { field: 'tags', from: null, to: { '3': [4, 5] } },
        { field: 'categories', from: [7], to: [] },
        { field: 'title', from: 1, to: 2 },
        { field: 'projects', from: ['x', -1, 2 ** 31], to: null },
      ],
      contentHistoryFields(game),
    );
    expect(ids).toEqual({ project: new Set([1, 2, 3]), tag: new Set([4, 5]), category: new Set([7]) });
  });
});

describe('describeChange: rows, rich text and files', () => {
  it('summarises review rows by name and rating', () => {
    const ign = { name: 'IGN', url: 'https://ign.example/r', rating: 85 };
    expect(gameLine({ field: 'review_urls', from: null, to: [ign] })).toBe(
      "Review URLs: added review 'IGN' 85%",
    );
    expect(
      gameLine({
        field: 'review_urls',
        from: [
          { ...ign, rating: 80 },
          { name: 'Polygon', url: 'https://p.example', rating: 70 },
        ],
        to: [ign],
      }),
    ).toBe("Review URLs: removed review 'Polygon' 70%; changed review 'IGN' 80% → 85%");
  });

  it('counts the words rich text gained and lost, markup and entities aside', () => {
    expect(newsLine({ field: 'body', from: null, to: '<p>One <b>two</b> three</p>' })).toBe('Body: 3 words');
    expect(
      newsLine({ field: 'body', from: '<p>One two three</p>', to: '<p>One two &amp; four five</p>' }),
    ).toBe('Body: changed (+2 words, −1)');
    expect(newsLine({ field: 'body', from: '<p>Same words</p>', to: '<h2>Same words</h2>' })).toBe(
      'Body: changed (formatting only)',
    );
    expect(newsLine({ field: 'body', from: '<p>Gone now</p>', to: '' })).toBe('Body: emptied (−2 words)');
  });

  it('names files by their original names, and older entries by their stored name', () => {
    const cover = { url: '/media/aa.png', name: 'cover.png' };
    const hero = { url: '/media/bb.png', name: 'hero <b>final</b>.png' };
    expect(gameLine({ field: 'image_1', from: null, to: cover })).toBe("Image 1: added 'cover.png'");
    expect(gameLine({ field: 'image_1', from: cover, to: hero })).toBe(
      "Image 1: replaced 'cover.png' with 'hero <b>final</b>.png'",
    );
    expect(gameLine({ field: 'image_1', from: hero, to: '' })).toBe(
      "Image 1: removed 'hero <b>final</b>.png'",
    );
    expect(gameLine({ field: 'image_1', from: cover, to: { ...cover, url: '/media/cc.png' } })).toBe(
      "Image 1: replaced 'cover.png' with a new file of the same name",
    );
    const hash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
    expect(gameLine({ field: 'image_1', from: null, to: `/media/${hash}.png` })).toBe(
      'Image 1: added file e3b0c442….png',
    );
  });
});
