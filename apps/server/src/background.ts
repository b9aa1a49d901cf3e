/**
 * Work that goes on after the answer has left, such as the mail of a password reset. The
 * server waits for what is still running before it closes, so a shutdown neither cuts a mail
 * off nor leaves a query running against a database that is going away.
 */
export function createBackground() {
  const running = new Set<Promise<void>>();
  return {
    run(task: () => Promise<unknown>, onError: (err: unknown) => void) {
      const work: Promise<void> = new Promise((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (err) => onError(err),
        )
        .finally(() => running.delete(work));
      running.add(work);
    },
    async drain() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

export type Background = ReturnType<typeof createBackground>;
