import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer carries a secret given once and otherwise kept only as a hash (a calendar
     * address, an invitation link): it is never kept for an Idempotency-Key, which would store
     * the secret as it is. A resend runs again, as one without the key; one sent while the
     * first is still running is still refused (409).
     */
    answerIsSecret?: true;
  }
}

export const answerIsSecret = (request: FastifyRequest): boolean =>
  request.routeOptions.config.answerIsSecret === true;
