import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedPathSchema,
  calendarFeedSchema,
  doneMessageSchema,
  errorBodySchema,
  userPathSchema,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { appUrl } from './app-url';
import { calendarFeedText } from './calendar-feed';
import { calendarFeedStatus, createCalendarFeed, revokeCalendarFeed } from './feed-address';

/**
 * Feed reads per client address and minute. A secret of 32 random bytes cannot be guessed
 * anyway; the limit keeps guessing (and a misbehaving client) off the database.
 */
export const CALENDAR_FEED_READS_PER_MINUTE = 60;
/** Calendar apps poll; a quarter of an hour of staleness is fine for care tasks. */
const FEED_CACHE_CONTROL = 'private, max-age=900';

/** The private calendar feed (iCal) of a gardener's care tasks. */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/users/:uid/CalendarFeed',
    {
      schema: {
        summary: 'Whether the gardener’s calendar address is live, and since when (never the address)',
        params: userPathSchema,
        response: { 200: calendarFeedSchema, 403: errorBodySchema },
      },
    },
    async (request) => calendarFeedStatus(db, request.userId),
  );

  app.post(
    '/users/:uid/CalendarFeed',
    {
      config: { answerIsSecret: true },
      schema: {
        summary: 'Make a new secret calendar address (the old one stops working); its Url is shown only now',
        params: userPathSchema,
        response: { 200: calendarFeedSchema, 403: errorBodySchema },
      },
    },
    async (request) => createCalendarFeed(db, request.userId, clock()),
  );

  app.delete(
    '/users/:uid/CalendarFeed',
    {
      schema: {
        summary: 'Turn the calendar address off',
        params: userPathSchema,
        response: { 200: doneMessageSchema, 403: errorBodySchema },
      },
    },
    async (request) => ({ message: await revokeCalendarFeed(db, request.userId) }),
  );

  app.get(
    '/calendar/:token',
    {
      // Calendar apps send no token: the secret address is the credential.
      config: {
        access: 'public',
        rateLimit: { max: CALENDAR_FEED_READS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: {
        summary: 'The gardener’s care tasks as an iCal feed (text/calendar), at its secret address',
        params: calendarFeedPathSchema,
        response: { 200: z.string(), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const text = await calendarFeedText(db, request.params.token, {
        appUrl: () => appUrl(request),
        at: clock(),
      });
      return reply
        .header('Content-Type', 'text/calendar; charset=utf-8')
        .header('Cache-Control', FEED_CACHE_CONTROL)
        .send(text);
    },
  );
};
