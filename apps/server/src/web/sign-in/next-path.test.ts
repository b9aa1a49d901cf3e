import { describe, expect, it } from 'vitest';
import { loginAddress, nextPathFrom } from './next-path.ts';

describe('the page a sign-in goes on to', () => {
  it('honours a path of the app with its query and fragment', () => {
    expect(nextPathFrom('/games/12')).toBe('/games/12');
    expect(nextPathFrom('/projects?type=game&sort=name#top')).toBe('/projects?type=game&sort=name#top');
    expect(nextPathFrom('/')).toBe('/');
  });

  it('sends anything that could leave the app to its home', () => {
    const hostile = [
      'https://evil.example/',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      // Dot segments that resolve to '//': another host once the browser reads the address.
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/games\u0000',
      'javascript:alert(1)',
      'evil.example',
      ' /games',
      '',
      `/${'a'.repeat(5000)}`,
      undefined,
      ['/games'],
    ];
    for (const next of hostile) expect(nextPathFrom(next), String(next)).toBe('/');
  });

  it('writes the sign-in address with the path to go on to', () => {
    expect(loginAddress('/')).toBe('/login');
    expect(loginAddress('/games?a=1&b=2')).toBe('/login?next=%2Fgames%3Fa%3D1%26b%3D2');
  });
});
