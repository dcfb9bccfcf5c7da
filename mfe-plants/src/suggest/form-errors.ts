import { fieldErrors, issuesByField } from '@thrive/shared';
import { suggestPlantsRequestSchema, type SuggestPlantsRequest } from '@thrive/shared/contracts';
import { CHOICE_LISTS, type SuggestDraft } from './suggest-draft';

/** Where each request field is entered, in the order the form shows them. */
const FIELD_CONTROLS: [string, string][] = [
  ['ZoneId', 'suggest-zone'],
  ['SunRequirementId', 'suggest-sun'],
  ['WaterRequirementId', 'suggest-water'],
  ['HardinessZoneId', 'suggest-hardiness'],
  ['YardId', 'suggest-hardiness'],
  ['MaxHeight', 'suggest-height'],
  ['MaxSpread', 'suggest-spread'],
  ...CHOICE_LISTS.map((list): [string, string] => [list, `suggest-${list.toLowerCase()}`]),
];

/** Messages keyed by the request's top-level field ('MaxHeight.Max' belongs to 'MaxHeight'). */
function byTopField(errors: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) fields[key.split('.')[0] ?? key] ??= message;
  return fields;
}

/** The contract's messages for a request (SUGGEST_MESSAGES for the spot); empty when it is fine. */
export function checkRequest(request: SuggestPlantsRequest): Record<string, string> {
  const parsed = suggestPlantsRequestSchema.safeParse(request);
  return parsed.success ? {} : issuesByField(parsed.error);
}

/** The server's 400 messages by field, so they show under the fields like the form's own. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return byTopField(fieldErrors(error));
}

/** Moves focus to the first field with a message, so keyboard and screen-reader users land on it. */
export function focusFirstError(errors: Record<string, string>): void {
  const control = FIELD_CONTROLS.find(([field]) => errors[field])?.[1];
  const element = control ? document.getElementById(control) : null;
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}

/** The request fields a change of the draft touches: a size's unit belongs to its size. */
export function changedFields(patch: Partial<SuggestDraft>): string[] {
  const sizeOf: Record<string, string> = { HeightUnit: 'MaxHeight', SpreadUnit: 'MaxSpread' };
  return Object.keys(patch).map((key) => sizeOf[key] ?? key);
}
