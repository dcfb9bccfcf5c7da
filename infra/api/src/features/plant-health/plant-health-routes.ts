import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorBodySchema, plantHealthAnswerSchema, plantHealthRequestSchema } from '@thrive/shared/contracts';
import { bodyIdScope } from '../../identity/route-access';
import { HealthServiceError } from './health-provider';
import { runHealthAssessment } from './run-health-assessment';
import type { ExpertRouteDependencies } from '../common/expert-route-dependencies';

/**
 * Assessments a gardener may ask for in an hour: each one with a photo may be a paid call to
 * the configured service, and no gardener checks sixty plants an hour by hand.
 */
export const HEALTH_ASSESSMENTS_PER_HOUR = 60;
export const HEALTH_TOO_OFTEN = 'You have checked many plants this hour. Please try again later.';

/** Plant health assessment from a photo and symptoms (SPEC §7 RunHealthAssessment). */
export const plantHealthRoutes: FastifyPluginAsyncZod<ExpertRouteDependencies> = async (app, deps) => {
  app.post(
    '/Plants/0/RunHealthAssessment/',
    {
      config: {
        // A plant of a shared yard: any member may ask what ails it (nothing of the yard
        // changes); the owner's garden answers. Anyone else keeps the field's 400.
        yardRole: 'viewer',
        bodyIdScope: bodyIdScope<z.output<typeof plantHealthRequestSchema>>((body) =>
          body.PlantZoneId > 0
            ? { kind: 'plant-zone', id: body.PlantZoneId, strangersToHandler: true }
            : undefined,
        ),
        rateLimit: {
          max: HEALTH_ASSESSMENTS_PER_HOUR,
          timeWindow: '1 hour',
          keyGenerator: (request) => `health-assessment:${request.userId}`,
          errorResponseBuilder: () => ({ statusCode: 429, message: HEALTH_TOO_OFTEN }),
        },
      },
      schema: {
        summary:
          'What ails one of the gardener’s plants in a zone (PlantZoneId) or a catalogue plant (PlantId), from the symptoms ticked and optionally a photo (ImageId, one of the gardener’s): likely causes first, each with why and care steps, and the facts used. A configured plant health service assesses the photo; otherwise our own reasoning answers',
        body: plantHealthRequestSchema,
        response: {
          200: plantHealthAnswerSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
          502: errorBodySchema,
          504: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      try {
        // The photo is the sender's own, also in a shared yard.
        return await runHealthAssessment(deps, request.userId, request.body, request.gardenerId);
      } catch (error) {
        // The service's failure is not ours: say so with its own status, not as a 500.
        if (!(error instanceof HealthServiceError)) throw error;
        request.log.warn({ err: error }, 'plant health service failed');
        return reply.code(error.statusCode).send({ message: error.message });
      }
    },
  );
};
