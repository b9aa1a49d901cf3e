import { dashboardProjectTypes } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { projectCountCards } from './projectCards.ts';

describe('projectCountCards', () => {
  it('gives one card per dashboard type in the spec order, zero counts included', () => {
    const cards = projectCountCards({ game: 3, quiz: 1, noads: 9 });
    expect(cards.map((card) => card.type)).toEqual([...dashboardProjectTypes]);
    expect(cards.find((card) => card.type === 'game')).toEqual({
      type: 'game',
      title: 'game',
      count: 3,
      href: '/projects?type=game',
      unit: 'projects',
    });
    expect(cards.find((card) => card.type === 'quiz')?.unit).toBe('project');
    expect(cards.find((card) => card.type === 'apps')?.unit).toBe('projects');
  });

  it('leaves out the types the dashboard does not show', () => {
    expect(projectCountCards({ noads: 9 }).some((card) => card.type === ('noads' as string))).toBe(false);
  });
});
