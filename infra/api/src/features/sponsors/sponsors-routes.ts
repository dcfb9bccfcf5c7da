import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advertiserSchema,
  errorBodySchema,
  expertSponsorResponseSchema,
  idPathSchema,
  lastSeenSponsorsRequestSchema,
  sponsorAdRequestSchema,
  sponsorCodeResponseSchema,
  sponsorQuerySchema,
  sponsorsResponseSchema,
  UNKNOWN_COORDINATE,
  userPathSchema,
  type SponsorQuery,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { notFound } from '../../http-errors';
import type { LatLng } from '../common/geo-distance';
import { recordSponsorAd, markSponsorsSeen } from './sponsor-events';
import { advertiser, expertSponsor, gardenerSponsors, nearbySponsors } from './sponsors';

interface Options {
  db: Database;
  clock: () => Date;
}

/** A location to search around; none for -999 (unknown) or 0,0 (denied or unknown, SPEC §3). */
function searchPoint({ lat, lng }: SponsorQuery): LatLng | undefined {
  if (lat === undefined || lng === undefined) return undefined;
  if (lat === UNKNOWN_COORDINATE || lng === UNKNOWN_COORDINATE || (lat === 0 && lng === 0)) return undefined;
  return { latitude: lat, longitude: lng };
}

const SUCCESS = { code: 0 };

/** SPEC §7 "Common and sponsor" and "Session": the gardener's sponsors, banners and ad events. */
export const sponsorRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.get(
    '/Users/0/Sponsor',
    {
      schema: {
        summary:
          "The signed-in gardener's sponsors; with lat and lng, the active sponsors of PartnerTypes within Distance miles (default 5)",
        querystring: sponsorQuerySchema,
        response: { 200: sponsorsResponseSchema },
      },
    },
    async (request) => {
      const near = searchPoint(request.query);
      if (!near) return gardenerSponsors(db, request.userId);
      return nearbySponsors(db, request.userId, {
        near,
        miles: request.query.Distance,
        partnerTypes: request.query.PartnerTypes,
      });
    },
  );

  app.get(
    '/Users/0/ExpertSponsor',
    {
      schema: {
        summary: 'The selected sponsor when it enables Ask Expert (Desc "1"), else null',
        response: { 200: expertSponsorResponseSchema },
      },
    },
    async (request) => expertSponsor(db, request.userId),
  );

  app.get(
    '/Partners/:id/Advertiser',
    {
      config: { idScope: 'reference' },
      schema: {
        summary: "A sponsor's banner: image address (Name), link (PX), Ask Expert (Desc), name (Value)",
        params: idPathSchema,
        response: { 200: advertiserSchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await advertiser(db, request.params.id);
      if (!found) throw notFound(`There is no sponsor ${request.params.id}.`);
      return found;
    },
  );

  app.post(
    '/Users/:uid/SponsorAd',
    {
      schema: {
        summary: 'Record a sponsor ad shown or followed (SPEC §3 Partner banner request)',
        params: userPathSchema,
        body: sponsorAdRequestSchema,
        response: { 200: sponsorCodeResponseSchema },
      },
    },
    async (request) => {
      await recordSponsorAd(db, request.userId, request.body, clock());
      return SUCCESS;
    },
  );

  app.post(
    '/Users/:uid/LastSeenSponsors',
    {
      schema: {
        summary: "Stamp when the gardener last saw these sponsors' banners (unknown ids are ignored)",
        params: userPathSchema,
        body: lastSeenSponsorsRequestSchema,
        response: { 200: sponsorCodeResponseSchema },
      },
    },
    async (request) => {
      await markSponsorsSeen(db, request.userId, request.body.SponsorIds, clock());
      return SUCCESS;
    },
  );
};
