import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database';
import { frozenAnswerSerializerCompiler } from './frozen-answers';
import { installAuthGuard } from './identity/auth-guard';
import { createTokenCache, type TokenCache } from './identity/token-cache';
import { createIdentityCache } from './identity/identity-cache';
import { identityProfileOf } from './identity/identity-service';
import { installIdentityWrites } from './identity/identity-writes';
import { installSignedInNoStore } from './identity/signed-in-no-store';
import { shareCaches } from './identity/shared-caches';
import { postgresLimitCounters } from './rate-limits/limit-counters';
import { countersRateLimitStore } from './rate-limits/rate-limit-store';
import { healthRoutes } from './features/health/health-routes';
import { sessionRoutes } from './features/session/session-routes';
import { accountRoutes } from './features/account/account-routes';
import { profileRoutes } from './features/account/profile-routes';
import { userSettingsRoutes } from './features/account/user-settings-routes';
import { feedbackRoutes } from './features/account/feedback-routes';
import { accountExportRoutes } from './features/account/account-export-routes';
import { docsRoutes } from './features/docs/docs-routes';
import { adminRoutes } from './admin/admin-routes';
import { dataAdminRoutes } from './admin/data-admin-routes';
import { plantPhotoAdminRoutes } from './admin/plant-photo-admin-routes';
import { commonRoutes } from './features/common/common-routes';
import { sponsorRoutes } from './features/sponsors/sponsors-routes';
import { geoRoutes } from './features/geo/geo-routes';
import { weatherRoutes } from './features/weather/weather-routes';
import { mapSettingsRoutes } from './features/map-settings/map-settings-routes';
import { yardRoutes } from './features/yards/yards-routes';
import { yardMembersRoutes } from './features/yard-sharing/yard-members-routes';
import { invitationRoutes } from './features/yard-sharing/invitation-routes';
import { reminderRoutes } from './features/reminders/reminder-routes';
import { webPushRoutes } from './features/web-push/web-push-routes';
import { appPushRoutes } from './features/app-push/app-push-routes';
import { zoneRoutes } from './features/zones/zones-routes';
import { thriveRoutes } from './features/thrive/thrive-routes';
import { publicYardRoutes } from './features/public-yards/public-yards-routes';
import { checkAdmin } from './admin/admin-access';
import { promptRoutes } from './features/prompts/prompts-routes';
import { purchaseRoutes } from './features/purchases/purchases-routes';
import { plantRequestRoutes } from './features/plant-requests/plant-requests-routes';
import { plantDetailsRoutes } from './features/plant-details/plant-details-routes';
import { partnerProductRoutes } from './features/plant-details/partner-products-routes';
import { plantSearchRoutes } from './features/plant-search/plant-search-routes';
import { plantSearchSuggestionRoutes } from './features/search-suggestions/plant-search-suggestions-routes';
import { plantListRoutes } from './features/plant-lists/plant-lists-routes';
import { plantActivityRoutes } from './features/care-log/plant-activities-routes';
import { plantSuggestionRoutes } from './features/plant-suggestions/plant-suggestions-routes';
import { taskSettingsRoutes } from './features/task-settings/task-settings-routes';
import { calendarFeedRoutes } from './features/calendar-feed/calendar-feed-routes';
import { taskRoutes } from './features/tasks/tasks-routes';
import { yardCalendarRoutes } from './features/care-calendar/yard-calendar-routes';
import { yardWeatherRoutes } from './features/weather-forecast/yard-weather-routes';
import { installInputGuard } from './input-guard';
import { installHeadGuard } from './head-guard';
import { installIdempotencyKeys } from './idempotency/idempotency-keys';
import { mediaRoutes } from './features/media/media-routes';
import { landscapeStyleRoutes } from './features/landscape-styles/landscape-styles-routes';
import { landscapeDesignRoutes } from './features/landscape-designs/landscape-designs-routes';
import { expertQuestionRoutes } from './features/expert/expert-questions-routes';
import { aiExpertRoutes } from './features/ai-expert/ai-expert-routes';
import { plantIdentificationRoutes } from './features/plant-identification/plant-identification-routes';
import { plantHealthRoutes } from './features/plant-health/plant-health-routes';
import { plantIllustrationRoutes } from './features/plant-illustrations/plant-illustrations-routes';
import { DEFAULT_MEDIA_QUOTA_MB } from './config';
import { NO_PROVIDERS, type ProviderConfig } from './provider-config';
import type { MediaStorage } from './features/common/media-storage';
import type { MediaUrls } from './features/common/media-urls';
import { memoryMediaStorage } from './features/media/memory-media-storage';
import { createMediaUrls } from './features/media/media-url-signer';
import { loadMediaUrlSecret } from './features/media/media-url-secret';

export interface ApiDependencies {
  database: DatabaseHandle;
  /** The time the API acts at; tests pass a fixed clock. */
  clock?: () => Date;
  /** This run's admin token (the users CLI); without one the admin calls are closed. */
  adminToken?: string;
  /** Where photo files go (createMediaStorage in real runs); in memory unless given. */
  storage?: MediaStorage;
  /**
   * The signer of photo addresses; the host passes the one its `/media` route checks with
   * (mediaDependencies). Unless given, one keyed with the database's secret.
   */
  mediaUrls?: MediaUrls;
  /** The most bytes one gardener's photos may take (MEDIA_QUOTA_MB); 500 MiB unless given. */
  mediaQuotaBytes?: number;
  /** The outside services configured (AI, plant identification, plant health); none unless given. */
  providers?: ProviderConfig;
  /** Checked tokens (token-cache.ts); tests pass one on a clock of their own. */
  tokens?: TokenCache;
  /** A weather service is asked for the yards' weather (WEATHER_API_URL); off unless given. */
  weatherOn?: boolean;
}

/**
 * Every API route, registered under the `/api` prefix by whoever hosts the API. The host
 * installs `registerErrorHandling` at its root so every error, API or not, has our shape.
 * Requests and responses are validated and serialized with the zod contracts of
 * @thrive/shared; the OpenAPI document is generated from the same schemas.
 */
export async function apiPlugin(
  app: FastifyInstance,
  {
    database,
    clock = () => new Date(),
    adminToken,
    storage = memoryMediaStorage(),
    mediaUrls: givenMediaUrls,
    mediaQuotaBytes: quotaBytes = DEFAULT_MEDIA_QUOTA_MB * 1024 * 1024,
    providers = NO_PROVIDERS,
    tokens: localTokens = createTokenCache(database.db),
    weatherOn = false,
  }: ApiDependencies,
) {
  const mediaUrls = givenMediaUrls ?? createMediaUrls(await loadMediaUrlSecret(database.db), clock);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(frozenAnswerSerializerCompiler);
  await app.register(swagger, {
    openapi: { info: { title: 'Thrive Garden API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  // Counted in PostgreSQL, so every instance on it counts together; per process on the
  // embedded database, which has no other (DESIGN §5).
  await app.register(rateLimit, {
    global: false,
    ...(database.driver === 'postgres'
      ? { store: countersRateLimitStore(postgresLimitCounters(database.db)) }
      : {}),
    errorResponseBuilder: () => ({
      statusCode: 429,
      message: 'Too many attempts. Please wait a minute and try again.',
    }),
  });
  // What one instance forgets, every instance on the database forgets (DESIGN §5).
  const { identities, tokens, member } = await shareCaches(
    database,
    createIdentityCache((userId) => identityProfileOf(database.db, userId)),
    localTokens,
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', () => member.leave());
  installAuthGuard(app, {
    db: database.db,
    tokens,
    clock,
    checkAdmin: (request) => checkAdmin(request, adminToken),
  });
  // After the guard, which names the gardener whose keys these are.
  installIdempotencyKeys(app, { db: database.db, clock });
  installIdentityWrites(app, identities);
  // After the hooks that forget: the other instances have been told before an answer leaves,
  // so a client that reads through another instance next finds the change on its way there.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    const told = member.sending();
    if (told) void told.then(() => done(null, payload));
    else done(null, payload);
  });
  installSignedInNoStore(app);
  installInputGuard(app);
  installHeadGuard(app);

  healthRoutes(app, database);
  await app.register(docsRoutes);
  await app.register(sessionRoutes, { db: database.db, clock, identities, tokens });
  await app.register(accountRoutes, { db: database.db, tokens, identities, storage });
  await app.register(profileRoutes, { db: database.db });
  await app.register(userSettingsRoutes, { db: database.db });
  await app.register(feedbackRoutes, { db: database.db, clock });
  await app.register(accountExportRoutes, { db: database.db, clock });
  await app.register(adminRoutes, { db: database.db, clock, tokens });
  await app.register(dataAdminRoutes, { db: database.db });
  await app.register(plantPhotoAdminRoutes, { db: database.db, storage });
  await app.register(geoRoutes, { db: database.db });
  await app.register(weatherRoutes, { db: database.db });
  await app.register(mapSettingsRoutes);
  await app.register(yardRoutes, { db: database.db, clock });
  await app.register(yardMembersRoutes, { db: database.db, clock });
  await app.register(invitationRoutes, { db: database.db, clock });
  await app.register(reminderRoutes, { db: database.db, appPush: providers.appPush !== null });
  await app.register(webPushRoutes, { db: database.db });
  await app.register(appPushRoutes, { db: database.db });
  await app.register(zoneRoutes, { db: database.db, clock });
  await app.register(thriveRoutes, { db: database.db, mediaUrls });
  await app.register(publicYardRoutes, { db: database.db, mediaUrls });
  await app.register(commonRoutes, { db: database.db });
  await app.register(sponsorRoutes, { db: database.db, clock });
  await app.register(promptRoutes, { db: database.db, clock });
  await app.register(purchaseRoutes, { db: database.db, clock, providers });
  await app.register(plantRequestRoutes, { db: database.db, clock });
  await app.register(plantDetailsRoutes, { db: database.db, clock, mediaUrls });
  await app.register(partnerProductRoutes, { db: database.db });
  await app.register(plantSearchRoutes, { db: database.db, mediaUrls });
  await app.register(plantSearchSuggestionRoutes, { db: database.db, mediaUrls });
  await app.register(plantListRoutes, { db: database.db, mediaUrls });
  await app.register(plantActivityRoutes, { db: database.db, clock });
  await app.register(plantSuggestionRoutes, { db: database.db, clock });
  await app.register(taskSettingsRoutes, { db: database.db });
  await app.register(calendarFeedRoutes, { db: database.db, clock });
  await app.register(taskRoutes, { db: database.db, clock, mediaUrls });
  await app.register(yardCalendarRoutes, { db: database.db, clock });
  await app.register(yardWeatherRoutes, { db: database.db, clock, weatherOn });
  await app.register(mediaRoutes, { db: database.db, clock, storage, mediaUrls, quotaBytes });
  await app.register(landscapeDesignRoutes, { db: database.db, clock, mediaUrls });
  await app.register(landscapeStyleRoutes, { db: database.db, mediaUrls });
  await app.register(plantIllustrationRoutes, { db: database.db });
  const expertDeps = { db: database.db, clock, mediaUrls, storage, providers };
  await app.register(expertQuestionRoutes, expertDeps);
  await app.register(aiExpertRoutes, expertDeps);
  await app.register(plantIdentificationRoutes, expertDeps);
  await app.register(plantHealthRoutes, expertDeps);
}
