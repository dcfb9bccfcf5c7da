import type { Database } from '../../db/database';
import { badRequest } from '../../http-errors';
import { fertilizerOptions } from '../common/reference-lists';

export interface Fertilizer {
  Id: number;
  /** "" for 0, none chosen. */
  Name: string;
}

/** A fertilizer id from a body: 0 (none chosen) or one of the options; 400 otherwise. */
export async function chosenFertilizer(db: Database, fertilizerId: number): Promise<Fertilizer> {
  if (fertilizerId === 0) return { Id: 0, Name: '' };
  const found = (await fertilizerOptions(db)).find((option) => option.Id === fertilizerId);
  if (found) return found;
  const message = `There is no fertilizer ${fertilizerId}. Choose one from the list.`;
  throw badRequest(message, { 'body.fertilizerId': message });
}
