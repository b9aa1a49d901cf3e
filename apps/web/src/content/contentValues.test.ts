import {
  type ContentItem,
  createContentInput,
  game,
  joinKeywords,
  keywordList,
  recipe,
  updateContentInput,
  validate,
} from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { contentColumns } from './contentColumns.ts';
import { contentFormData, contentSave, initialContentValues } from './contentValues.ts';
import { previewSource } from './fields/fileValue.ts';
import { keepTagsOf } from './fields/ProjectTagsField.tsx';

const savedGame: ContentItem = {
  id: 7,
  content_id: 'abc',
  type: 'game',
  title: 'Space Cats',
  description: '',
  keywords: 'cats,space',
  status: 'ACTIVE',
  projects: [1, 2],
  categories: [4],
  tags: { '1': [9], '2': [] },
  config: {},
  media: {},
  creation_datetime: '2026-01-01 10:00:00',
  update_datetime: '2026-01-02 11:00:00',
  updated_by: 'admin',
  width: 800,
  height: 600,
  technology: 'html5',
  game_url: 'https://old.example.com/game',
  review_urls: [{ name: 'IGN', url: 'https://ign.com/r', rating: 85 }],
  image_1: '/media/abc.png',
  html5_zip: '/media/def.zip',
};

describe('content form values', () => {
  it('opens a new game with the type defaults: ACTIVE, the first technology, empty lists', () => {
    const values = initialContentValues({ definition: game, mode: 'new', item: null });
    expect(values).toMatchObject({
      status: 'ACTIVE',
      technology: 'external',
      projects: [],
      tags: {},
      width: '',
    });
  });

  it('opens a saved game as its widgets edit it: numbers as digits, ratings as text, files as URLs', () => {
    const values = initialContentValues({ definition: game, mode: 'edit', item: savedGame });
    expect(values).toMatchObject({
      width: '800',
      review_urls: [{ name: 'IGN', url: 'https://ign.com/r', rating: '85' }],
      image_1: '/media/abc.png',
      image_2: '',
      guide_urls: [],
    });
  });

  it('drops the fields of other technologies, sends a chosen file as a part, and names the loaded version', () => {
    const values = initialContentValues({ definition: game, mode: 'edit', item: savedGame });
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    const save = contentSave({ definition: game, values: { ...values, image_2: file }, item: savedGame });
    expect(save.input).not.toHaveProperty('game_url');
    expect(save.input).not.toHaveProperty('image_2');
    expect(save.input).toMatchObject({
      id: 7,
      update_datetime: '2026-01-02 11:00:00',
      html5_zip: '/media/def.zip',
    });
    expect(save.files).toEqual({ image_2: file });

    const checked = validate(updateContentInput(game), save.input);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const form = contentFormData({ definition: game, input: checked.data, files: save.files });
    expect(form.get('width')).toBe('800');
    expect(JSON.parse(String(form.get('review_urls')))).toEqual([
      { name: 'IGN', url: 'https://ign.com/r', rating: 85 },
    ]);
    expect(JSON.parse(String(form.get('tags')))).toEqual({ '1': [9], '2': [] });
    expect((form.get('image_2') as File).name).toBe('cover.png');
  });

  it('refuses an empty recipe with the spec messages before anything is sent', () => {
    const values = initialContentValues({ definition: recipe, mode: 'new', item: null });
    const result = validate(
      createContentInput(recipe),
      contentSave({ definition: recipe, values, item: null }).input,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.messages.title).toEqual(['is required']);
    expect(result.messages.ingredients).toEqual(['is required']);
    expect(result.messages.description).toEqual(['is required']);
  });
});

describe('content widgets', () => {
  it('edits keywords as a list and stores them comma-joined', () => {
    expect(keywordList('cats, space,,  fun ')).toEqual(['cats', 'space', 'fun']);
    expect(joinKeywords(['cats', 'space'])).toBe('cats,space');
    expect(keywordList('')).toEqual([]);
  });

  it('drops the tags of a project taken out of the selection', () => {
    expect(keepTagsOf({ tags: { '1': [9], '2': [3] }, projects: [2] })).toEqual({ '2': [3] });
  });

  it('previews stored .jpg, .png and .gif files only', () => {
    expect(previewSource('/media/a.png')).toEqual({ url: '/media/a.png', isObjectUrl: false });
    expect(previewSource('/media/a.JPG')).not.toBeNull();
    expect(previewSource('/media/a.webp')).toBeNull();
    expect(previewSource('/media/game.zip')).toBeNull();
  });

  it('lists a type by its columns, image_1 as an image and dates as dates, its relations offered hidden', () => {
    const columns = contentColumns(game);
    expect(columns.map((column) => column.id)).toEqual([...game.columns, 'projects', 'categories', 'tags']);
    expect(columns.filter((column) => column.isHiddenByDefault).map((column) => column.id)).toEqual([
      'projects',
      'categories',
      'tags',
    ]);
    expect(columns.find((column) => column.id === 'image_1')).toMatchObject({
      kind: 'image',
      header: 'Image 1',
    });
    expect(columns.find((column) => column.id === 'creation_datetime')?.kind).toBe('date');
    expect(contentColumns(game)).toBe(columns);
  });
});
