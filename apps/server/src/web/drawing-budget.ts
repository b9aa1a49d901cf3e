/**
 * How much of the server's one thread drawings of first screens may take (first-screen.ts): a
 * drawing holds it for 30-80 ms, and list pages drawn back to back by one user's burst kept
 * everyone else's calls waiting for seconds. Up to `burstMs` may be spent at once, which staff
 * opening lists never reach; past it, `share` of each second (a quarter) comes back to spend.
 */
export function drawingBudget({
  burstMs = 1000,
  share = 0.25,
  now = () => performance.now(),
}: {
  burstMs?: number;
  share?: number;
  now?: () => number;
} = {}) {
  let left = burstMs;
  let counted = now();
  const refill = () => {
    const at = now();
    left = Math.min(burstMs, left + (at - counted) * share);
    counted = at;
  };
  return {
    /** Whether a drawing may start now. */
    allows() {
      refill();
      return left > 0;
    },
    /** Counts a drawing's time on the thread. */
    spend(ms: number) {
      refill();
      left -= ms;
    },
  };
}
