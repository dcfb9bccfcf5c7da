/**
 * Who may call a route. Every route is `user` unless it says otherwise, so a new route
 * cannot forget the guard: public routes must opt out explicitly.
 */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in user, set by the guard on `user` routes. */
    userId: number;
  }
}

export const APP_ID = 'thrive';

/** `X-App: thrive|{uid}` (DESIGN §7) -> uid, or null when malformed. */
export function userIdOfAppHeader(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^thrive\|(\d+)$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}
