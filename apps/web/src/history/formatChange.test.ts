import { describe, expect, it } from 'vitest';
import { actionText, actorText, timeText } from './formatChange.ts';

describe('actor, action and time', () => {
  it('names a removed actor and says the time is UTC', () => {
    expect(actorText(null)).toBe('deleted user');
    expect(actorText({ id: 3, username: 'anna2024' })).toBe('anna2024');
    // A script's change through a personal API token names the token.
    expect(actorText({ id: 3, username: 'alice', token: 'deploy-bot' })).toBe('alice (token: deploy-bot)');
    expect(timeText('2024-05-01 09:30:00')).toBe('2024-05-01 09:30:00 UTC');
  });

  it('says what an entry did in words', () => {
    expect(actionText.create).toBe('Created');
    expect(actionText['view-as-start']).toBe('Viewed as this user (read-only)');
  });
});
