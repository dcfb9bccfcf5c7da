import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What `read` gives once `done` accepts it, asked again every few milliseconds: for a change
 * that travels between instances (a PostgreSQL notification) and so arrives just after the
 * answer that made it. Gives up with the last value after `withinMs`, far below any cache
 * lifetime, so a value seen only by expiry never passes.
 */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  withinMs = 1_000,
): Promise<T> {
  const until = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= until) return value;
    await sleep(20);
  }
}
