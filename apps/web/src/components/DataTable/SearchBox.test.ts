import { describe, expect, it } from 'vitest';
import { urlArrival } from './SearchBox.tsx';

describe('the list search box and the URL', () => {
  it('keeps what is typed while the URL passes through the texts it was sent', () => {
    let sent = ['h', 'ha', 'har', 'harb'];
    for (const value of ['h', 'har', 'harb']) {
      const arrival = urlArrival(sent, value);
      expect(arrival.isFromElsewhere, value).toBe(false);
      sent = arrival.pending;
    }
    expect(sent).toEqual([]);
  });

  it('takes a value it did not send (a saved view, cleared filters)', () => {
    expect(urlArrival(['h', 'ha'], 'dragon')).toEqual({ isFromElsewhere: true, pending: [] });
    expect(urlArrival([], '')).toEqual({ isFromElsewhere: true, pending: [] });
  });
});
