/** Messages of a form by field; a field without one is valid (or not checked yet). */
export type FieldMessages<Field extends string> = Partial<Record<Field, string>>;

/**
 * A form's messages after some fields changed. Only a field that shows a message is checked
 * again as it changes, against `fresh` (the contract's check of the whole draft as it now
 * stands): it keeps the fresh message while still wrong and loses it once right, so a field put
 * right does not stay red. A field without a message gets none while being typed in: that
 * waits for the next Save. Messages of other fields (and the form's own) stay as they are.
 */
export function recheckErrors<Messages extends Partial<Record<string, string>>>(
  shown: Messages,
  fresh: Partial<Record<string, string>>,
  changed: readonly string[],
): Messages {
  const rechecked = changed.filter((field) => shown[field] !== undefined);
  if (rechecked.length === 0) return shown;
  const next: Partial<Record<string, string>> = { ...shown };
  for (const field of rechecked) {
    const message = fresh[field];
    if (message) next[field] = message;
    else delete next[field];
  }
  return next as Messages;
}
