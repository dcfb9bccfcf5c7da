import { AsyncLocalStorage } from 'node:async_hooks';
import { notFound } from '../http-errors';

/** What one request may reach when it acts in a yard another gardener shares with its sender. */
interface SharedYardScope {
  yardId?: number;
}

const requestScope = new AsyncLocalStorage<SharedYardScope>();

/**
 * Runs the rest of a request (hooks, handler, services) with a scope of its own, which the
 * guard fills when the request acts in a shared yard. Fastify keeps the async context through
 * body parsing, so the handler and every service it calls see the same scope.
 */
export function runInRequestScope(rest: () => void): void {
  requestScope.run({}, rest);
}

/** The guard's mark: this request acts as the owner of `yardId`, in that yard only. */
export function enterSharedYard(yardId: number): void {
  const scope = requestScope.getStore();
  if (scope) scope.yardId = yardId;
}

/** The shared yard the current request acts in, if any. */
export const sharedYardOfRequest = (): number | undefined => requestScope.getStore()?.yardId;

/**
 * A member acting in a shared yard acts as its owner, so the owner's checks would admit any
 * of the owner's yards: this keeps such a request to the one yard it was admitted to. Another
 * of the owner's yards gets the 404 of a yard that does not exist, as it would for anyone.
 */
export function checkWithinSharedYard(yardId: number | null | undefined, notFoundMessage: string): void {
  const shared = sharedYardOfRequest();
  if (shared !== undefined && yardId !== shared) throw notFound(notFoundMessage);
}
