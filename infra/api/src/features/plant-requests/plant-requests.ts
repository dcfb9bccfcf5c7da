import type { z } from 'zod';
import { PLANT_REQUEST_PROMISE, type plantRequestSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { outbox, plantRequests } from '../../db/schema';

/** Where plant requests are emailed unless PLANT_REQUESTS_EMAIL says otherwise. */
export const DEFAULT_PLANT_REQUESTS_EMAIL = 'plants@thrive.garden';

/** The operators' address for plant requests, from the environment. */
export function plantRequestsEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLANT_REQUESTS_EMAIL?.trim() || DEFAULT_PLANT_REQUESTS_EMAIL;
}

/** A request as the contract leaves it: trimmed, common name defaulted. */
export type ValidPlantRequest = z.output<typeof plantRequestSchema>;

/** The operators' email: what to add, for whom, and the promise the gardener was given. */
function plantRequestEmail(userId: number, request: ValidPlantRequest) {
  const plant = request.commonName
    ? `${request.botanicalName} (${request.commonName})`
    : request.botanicalName;
  return {
    subject: `Plant request: ${plant}`,
    body: [
      `A gardener asked us to add a plant to the catalogue.`,
      ``,
      `Botanical name: ${request.botanicalName}`,
      `Common name: ${request.commonName || '(not given)'}`,
      `Gardener: ${request.userEmail} (user ${userId})`,
      ``,
      `We promised to add it ${PLANT_REQUEST_PROMISE}. Reply to the gardener when it is in.`,
    ].join('\n'),
  };
}

/**
 * POST users/{uid}/PlantRequest/: keeps the request and queues the operators' email
 * (DESIGN §4 email provider: the outbox), both or neither.
 */
export async function submitPlantRequest(
  db: Database,
  userId: number,
  request: ValidPlantRequest,
  { to, at }: { to: string; at: Date },
) {
  await db.transaction(async (tx) => {
    await tx.insert(plantRequests).values({ userId, ...request, createdAt: at });
    await tx.insert(outbox).values({ userId, to, ...plantRequestEmail(userId, request), createdAt: at });
  });
}
