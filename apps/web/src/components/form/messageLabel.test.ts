import { describe, expect, it } from 'vitest';
import { messageLabel } from './messageLabel.ts';

describe("a message's label in a banner", () => {
  const labels = { title: 'Title', review_urls: 'Review URLs', ingredients: 'Ingredients' };

  it("is the field's own label, or a list's with the item counted from 1", () => {
    expect(messageLabel('title', labels)).toBe('Title');
    expect(messageLabel('review_urls.1.name', labels)).toBe('Review URLs › item 2 › name');
    expect(messageLabel('ingredients.0', labels)).toBe('Ingredients › item 1');
  });

  it('is the key itself only where nothing names it', () => {
    expect(messageLabel('unknown', labels)).toBe('unknown');
    expect(messageLabel('unknown.1', labels)).toBe('unknown.1');
  });
});
