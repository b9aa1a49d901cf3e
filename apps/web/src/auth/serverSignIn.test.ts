import { describe, expect, it } from 'vitest';
import { signInAddress } from './serverSignIn.ts';

describe('the address of the server’s sign-in page', () => {
  it('carries the address to come back to, and whether the session ran out', () => {
    expect(signInAddress({ next: '/games?sort=name' })).toBe('/login?next=%2Fgames%3Fsort%3Dname');
    expect(signInAddress({ next: '/users', expired: true })).toBe('/login?next=%2Fusers&expired=1');
  });

  it('names no address after Logout, for the home, or for a sign-in page', () => {
    expect(signInAddress({})).toBe('/login');
    expect(signInAddress({ next: '/' })).toBe('/login');
    expect(signInAddress({ next: '/login/forgot-password' })).toBe('/login');
  });
});
