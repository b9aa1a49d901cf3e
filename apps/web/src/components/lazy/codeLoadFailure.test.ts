import { describe, expect, it } from 'vitest';
import { isCodeLoadFailure } from './codeLoadFailure.ts';

describe('isCodeLoadFailure', () => {
  it('recognises each browser’s failed download of a module, and Vite’s of a stylesheet', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/SearchPalette-x1.js',
      'error loading dynamically imported module: http://localhost/assets/SearchPalette-x1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/ContentForm-x2.css',
    ])
      expect(isCodeLoadFailure(new TypeError(message))).toBe(true);
  });

  it('leaves any other failure to the screen’s error', () => {
    expect(isCodeLoadFailure(new TypeError('Cannot read properties of undefined'))).toBe(false);
    expect(isCodeLoadFailure('Failed to fetch dynamically imported module')).toBe(false);
    expect(isCodeLoadFailure(undefined)).toBe(false);
  });
});
