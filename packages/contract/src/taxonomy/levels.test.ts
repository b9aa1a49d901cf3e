import { describe, expect, it } from 'vitest';
import { contentTypes } from '../content/types/index.ts';
import { entityInputs } from '../entities/rules.ts';
import { tagEntity } from '../entities/types/index.ts';
import { validate } from '../validate.ts';

const updateTagInput = entityInputs(tagEntity).update;

import { categoryLevels, storedCategoryLevel, storedTagLevel, tagLevels } from './levels.ts';

describe('tag and category levels', () => {
  it('are exactly the levels the content types ask for, so every stored level can be ticked', () => {
    for (const definition of contentTypes) {
      if (definition.tagLevel) expect(tagLevels).toContain(definition.tagLevel);
      if (definition.categoryLevel) expect(categoryLevels).toContain(definition.categoryLevel);
    }
    expect([...tagLevels].sort()).toEqual(
      ['coupon', 'game', 'gamedeal', 'gamenews', 'gamewallpaper', 'quiz', 'recipe', 'tool'].sort(),
    );
    expect([...categoryLevels].sort()).toEqual(
      ['apps', 'coupon', 'game', 'gamedeal', 'gamenews', 'quiz', 'recipe'].sort(),
    );
  });

  it('reads a picker level as the stored one: online tools are tool for tags and apps for categories', () => {
    expect(['tool', 'apps'].map(storedTagLevel)).toEqual(['tool', 'tool']);
    expect(['tool', 'apps'].map(storedCategoryLevel)).toEqual(['apps', 'apps']);
    expect(storedCategoryLevel('gamewallpaper')).toBeNull();
    expect(storedTagLevel('video')).toBe('video');
  });

  it('lets a tag of the online tools be saved with its level tool', () => {
    const result = validate(updateTagInput, { id: 3, name: 'Converters', level: ['tool'] });
    expect(result.ok).toBe(true);
  });
});
