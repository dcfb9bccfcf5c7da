import { expertPersona, type ExpertPersona } from '@thrive/shared/contracts';
import type { Database } from '../../db/database';
import { expertSponsor } from '../sponsors/sponsors';

/** The expert a gardener asks now: their sponsor's when it offers one (SPEC §6), else ours. */
export async function personaOf(db: Database, userId: number): Promise<ExpertPersona> {
  return expertPersona(await expertSponsor(db, userId));
}
