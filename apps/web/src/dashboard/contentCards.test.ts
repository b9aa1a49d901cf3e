import { describe, expect, it } from 'vitest';
import { contentCountCards } from './contentCards.ts';

describe('dashboard content cards', () => {
  it('has a card per type in the menu order, each linking to its list', () => {
    const cards = contentCountCards({ game: 3, apps: 1 });
    expect(cards.map((card) => card.href)).toEqual([
      '/games',
      '/game-deals',
      '/all-game-news',
      '/game-wallpapers',
      '/quizzes',
      '/recipes',
      '/coupons',
      '/tools',
    ]);
    expect(cards[0]).toEqual({ type: 'game', title: 'Games', count: 3, href: '/games', unit: 'items' });
  });

  it('shows 0 for a type the counts leave out, and says "item" for one', () => {
    const cards = contentCountCards({ apps: 1 });
    expect(cards.find((card) => card.type === 'recipe')?.count).toBe(0);
    expect(cards.find((card) => card.type === 'apps')).toMatchObject({
      title: 'Tools',
      count: 1,
      unit: 'item',
    });
  });
});
