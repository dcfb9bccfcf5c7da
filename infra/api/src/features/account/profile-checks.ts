import { PROFILE_MESSAGES, type profileInputSchema } from '@thrive/shared/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { listItems } from '../common/reference-lists';

/** A profile as the contract leaves it: trimmed, defaults filled in. */
export type ValidProfileInput = z.output<typeof profileInputSchema>;

/**
 * What zod cannot know: the list ids must name items of the reference lists the profile form
 * offers (bridge/0/countries, bridge/{id}/states, bridge/0/genders), and the state must be
 * one of the chosen country's. 0 means "not chosen" and is always accepted. Answers the
 * failing fields with their messages, `{}` when all is well.
 */
export async function profileListIssues(
  db: Database,
  { CountryId, StateId, GenderId }: ValidProfileInput,
): Promise<Record<string, string>> {
  const [countries, states, genders] = await Promise.all([
    listItems(db, 'countries'),
    listItems(db, 'states'),
    listItems(db, 'genders'),
  ]);
  const issues: Record<string, string> = {};
  if (CountryId && !countries.some((country) => country.Id === CountryId))
    issues['body.CountryId'] = PROFILE_MESSAGES.countryUnknown;
  // Same match as GET bridge/{id}/states: a state belongs to the country its CountryId names.
  if (StateId && !states.some((state) => state.Id === StateId && Number(state.CountryId) === CountryId))
    issues['body.StateId'] = PROFILE_MESSAGES.stateUnknown;
  if (GenderId && !genders.some((gender) => gender.Id === GenderId))
    issues['body.GenderId'] = PROFILE_MESSAGES.genderUnknown;
  return issues;
}
