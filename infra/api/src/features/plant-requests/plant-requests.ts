import type { z } from 'zod';
import { PLANT_REQUEST_PROMISE, type plantRequestSchema } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { plantRequests } from '../../db/schema';
import { keepWithMail, type MailSending } from '../common/outbox-mail';

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
  { to, at }: Omit<MailSending, 'userId'>,
): Promise<void> {
  await keepWithMail(db, { userId, to, at }, async (tx) => {
    await tx.insert(plantRequests).values({ userId, ...request, createdAt: at });
    return { mail: plantRequestEmail(userId, request), result: undefined };
  });
}
