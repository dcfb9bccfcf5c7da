import { errorText, fieldErrors } from '@thrive/shared';

/**
 * What a refused save says for the whole form, beside the messages under its fields: the first
 * message for a field the form has no control for (such as the plant), or, with no field
 * message at all, the server's message (SPEC §8).
 */
export function refusalMessage(error: unknown, shown: readonly string[]): string | undefined {
  const messages = Object.entries(fieldErrors(error));
  const other = messages.find(([name]) => !shown.includes(name));
  return other ? other[1] : messages.length === 0 ? errorText(error) : undefined;
}
