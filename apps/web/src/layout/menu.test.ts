import { describe, expect, it } from 'vitest';
import { groupOfPath, mainMenu } from './menu.ts';

describe('groupOfPath', () => {
  it('names the group holding the page or a screen below it, never a group for a look-alike path', () => {
    expect(groupOfPath(mainMenu, '/games')).toBe('Content');
    expect(groupOfPath(mainMenu, '/games/edit/4')).toBe('Content');
    expect(groupOfPath(mainMenu, '/reports/game')).toBe('Reports');
    expect(groupOfPath(mainMenu, '/allowed-ips/new')).toBe('Tools');
    expect(groupOfPath(mainMenu, '/gamesx')).toBeUndefined();
    expect(groupOfPath(mainMenu, '/projects')).toBeUndefined();
  });
});
