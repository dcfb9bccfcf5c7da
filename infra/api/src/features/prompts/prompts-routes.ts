import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activationRequestSchema,
  dontAskAgainRequestSchema,
  engagementRequestSchema,
  errorBodySchema,
  flagValueRequestSchema,
  LINK_KINDS,
  landingPageRequestSchema,
  linkClickRequestSchema,
  nicknameRequestSchema,
  PROMPT_SUCCESS_CODE,
  promptCodeResponseSchema,
  ratingRequestSchema,
  referralCodeLookupSchema,
  referralCodePathSchema,
  togglePathSchema,
  userPathSchema,
  welcomePopupRequestSchema,
  type IdentityFlag,
} from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { recordActivation } from './activation';
import { dismissWelcome, saveNickname, skipNickname } from './landing-prompts';
import { checkPayloadUser } from './payload-user';
import { recordLocationPrompt, recordNotificationsPrompt } from './permission-prompts';
import { findReferralCode } from './referral-codes';
import { setLandingPage } from './settings';
import { recordUserEvent, USER_EVENT_KINDS, type UserEventKind } from './user-events';
import { setUserFlag } from './user-flags';

interface Options {
  db: Database;
  clock: () => Date;
}

const DONE = { code: PROMPT_SUCCESS_CODE };
const answers = { 200: promptCodeResponseSchema, 400: errorBodySchema };

/** SPEC §4 landing flow and permission prompts, §7 "User profile and settings": the shell's calls. */
export const promptRoutes: FastifyPluginAsyncZod<Options> = async (app, { db, clock }) => {
  app.patch(
    '/users/:uid/WelcomePopup',
    {
      schema: {
        summary: 'Dismiss the welcome popup: clears ShowWelcomePopup (SPEC §4 landing flow 1)',
        params: userPathSchema,
        body: welcomePopupRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      checkPayloadUser(request.body.UserId, request.userId);
      await dismissWelcome(db, request.userId, clock());
      return DONE;
    },
  );

  app.patch(
    '/users/:uid/NicknamePopup',
    {
      schema: {
        summary: '"Skip for Now" on the nickname prompt: recorded; a later session may ask again',
        params: userPathSchema,
        response: answers,
      },
    },
    async (request) => {
      await skipNickname(db, request.userId, clock());
      return DONE;
    },
  );

  app.patch(
    '/users/:uid/Nickname',
    {
      schema: {
        summary: 'Save the nickname (first name), trimmed, and stop asking for it (SPEC §5 Nickname)',
        params: userPathSchema,
        body: nicknameRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      await saveNickname(db, request.userId, request.body.firstname);
      return DONE;
    },
  );

  app.patch(
    '/users/:uid/LinkClick',
    {
      schema: {
        summary: 'Record a tapped link by its link kind 1-42 (SPEC §4 Link kinds tracked)',
        params: userPathSchema,
        body: linkClickRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      checkPayloadUser(request.body.UserId, request.userId);
      const event = { kind: USER_EVENT_KINDS.linkClick, linkKind: request.body.LinkClick };
      await recordUserEvent(db, request.userId, event, clock());
      return DONE;
    },
  );

  app.post(
    '/users/:uid/Activation',
    {
      schema: {
        summary:
          'Record a lite-mode activation with the selected sponsor and location (-999 or 0,0: unknown)',
        params: userPathSchema,
        body: activationRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { SponsorId, Latitude, Longitude } = request.body;
      const activation = { sponsorId: SponsorId, latitude: Latitude, longitude: Longitude };
      if (!(await recordActivation(db, request.userId, activation, clock()))) {
        const message = `There is no active sponsor ${SponsorId}.`;
        throw badRequest(message, { 'body.SponsorId': message });
      }
      return DONE;
    },
  );

  app.get(
    '/partners/:code/ReferralCodeByCode',
    {
      config: { idScope: 'reference' },
      schema: {
        summary:
          'Look up a referral code (trimmed, upper-cased): {Id, Code, SponsorId, Token}, or {} when unknown',
        params: referralCodePathSchema,
        response: { 200: referralCodeLookupSchema, 400: errorBodySchema },
      },
    },
    async (request) => (await findReferralCode(db, request.params.code)) ?? {},
  );

  app.patch(
    '/users/:uid/DontAskAgain',
    {
      schema: {
        summary: "Set AskForCamera, AskForLocation or AskForNotifications (SPEC §4 Don't ask me again)",
        params: userPathSchema,
        body: dontAskAgainRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      await setUserFlag(db, request.userId, request.body.property, request.body.value);
      return DONE;
    },
  );

  app.patch(
    '/users/:uid/LastPromptLocation',
    {
      schema: {
        summary: 'Record when the location dialog was closed (SPEC §4 Location permission)',
        params: userPathSchema,
        response: answers,
      },
    },
    async (request) => {
      await recordLocationPrompt(db, request.userId, clock());
      return DONE;
    },
  );

  app.patch(
    '/users/:uid/NotificationsPrompt',
    {
      schema: {
        summary: 'Record the notifications prompt date and clear ShowNotificationsPrompt',
        params: userPathSchema,
        response: answers,
      },
    },
    async (request) => {
      await recordNotificationsPrompt(db, request.userId, clock());
      return DONE;
    },
  );

  app.post(
    '/users/:uid/LandingPage',
    {
      schema: {
        summary: 'Where the gardener lands after sign-in: launchpad, my yard or plant search (SPEC §4)',
        params: userPathSchema,
        body: landingPageRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      await setLandingPage(db, request.userId, request.body.LandingPage);
      return DONE;
    },
  );

  const flagSettings: [path: string, flag: IdentityFlag][] = [
    ['HelpWizard', 'EnableHelpWizard'],
    ['ShowAddPlant', 'ShowAddPlant'],
  ];
  for (const [path, flag] of flagSettings)
    app.post(
      `/users/:uid/${path}`,
      {
        schema: {
          summary: `Set ${flag}`,
          params: userPathSchema,
          body: flagValueRequestSchema,
          response: answers,
        },
      },
      async (request) => {
        await setUserFlag(db, request.userId, flag, request.body.value);
        return DONE;
      },
    );

  const flagToggles: [path: string, flag: IdentityFlag][] = [
    ['ToggleFeatureVideo', 'ShowNewFeaturesVideo'],
    ['ToggleThriveScorePrompt', 'ThriveScorePrompt'],
  ];
  for (const [path, flag] of flagToggles)
    app.get(
      `/users/:uid/${path}/:value`,
      {
        // {value} is a 0/1 switch, not an id of anything: nothing owned is named by it.
        config: { idScope: 'reference' },
        schema: { summary: `Set ${flag}: 1 on, 0 off`, params: togglePathSchema, response: answers },
      },
      async (request) => {
        await setUserFlag(db, request.userId, flag, request.params.value);
        return DONE;
      },
    );

  const ratings: [path: string, linkKind: number, kind: UserEventKind][] = [
    ['AcceptRatingApp', LINK_KINDS.RateAndReviewYes, USER_EVENT_KINDS.ratingAccepted],
    ['DismissRatingApp', LINK_KINDS.RateAndReviewLater, USER_EVENT_KINDS.ratingDismissed],
  ];
  for (const [path, linkKind, kind] of ratings)
    app.post(
      `/users/:uid/${path}`,
      {
        schema: {
          summary: `Record the rate-and-review answer (link kind ${linkKind})`,
          params: userPathSchema,
          body: ratingRequestSchema,
          response: answers,
        },
      },
      async (request) => {
        if (request.body.LinkClick !== linkKind) {
          const message = `LinkClick for ${path} is ${linkKind}.`;
          throw badRequest(message, { 'body.LinkClick': message });
        }
        await recordUserEvent(
          db,
          request.userId,
          { kind, linkKind, data: { Device: request.body.Device } },
          clock(),
        );
        return DONE;
      },
    );

  const engagements: [path: string, kind: UserEventKind][] = [
    ['Engagement', USER_EVENT_KINDS.engagement],
    ['EngagementUser', USER_EVENT_KINDS.engagementUser],
  ];
  for (const [path, kind] of engagements)
    app.post(
      `/users/:uid/${path}`,
      {
        schema: {
          summary: 'Record what the gardener engaged with: {Kind, Data?}',
          params: userPathSchema,
          body: engagementRequestSchema,
          response: answers,
        },
      },
      async (request) => {
        const data = { Kind: request.body.Kind, ...(request.body.Data && { Data: request.body.Data }) };
        await recordUserEvent(db, request.userId, { kind, data }, clock());
        return DONE;
      },
    );
};
