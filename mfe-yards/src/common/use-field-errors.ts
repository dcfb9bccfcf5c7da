import { useState } from 'react';
import { fieldErrors, issuesByField } from '@thrive/shared';
import { recheckErrors } from '@thrive/shared/validation';

type Messages = Record<string, string>;

/** What a form reads of a contract's zod schema. */
interface Schema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof issuesByField>[0] };
}

/** Only the messages already shown, each as the schema now says (or gone when it has none). */
const stillWrong = (shown: Messages, now: Messages): Messages =>
  recheckErrors(shown, now, Object.keys(shown));

export interface FieldErrors<T> {
  /** The message of each field that has one, by the contract's field name. */
  errors: Messages;
  /** On submit: checks every field with the schema; the checked value, or null (messages shown). */
  check: (values: unknown) => T | null;
  /**
   * On every change, with the form's values after it: each field showing a message is checked
   * again, so its message goes as soon as it is right (or changes when it is wrong in another
   * way). No new messages appear while the gardener types.
   */
  changed: (field: string, values: unknown) => void;
  /** The server's messages of a refused save: each goes when its field is changed. */
  refused: (error: unknown) => void;
  /** No messages (a form closed and emptied). */
  reset: () => void;
}

/**
 * A form's messages by field, from the contract's zod schema (the same messages the server
 * gives). A message that stays red after its field was put right reads as if it were still
 * wrong, so fields that show one are checked again on every change.
 */
export function useFieldErrors<T>(schema: Schema<T>): FieldErrors<T> {
  const [checked, setChecked] = useState<Messages>({});
  const [server, setServer] = useState<Messages>({});

  function check(values: unknown): T | null {
    setServer({});
    const result = schema.safeParse(values);
    setChecked(result.success ? {} : issuesByField(result.error));
    return result.success ? result.data : null;
  }

  function changed(field: string, values: unknown) {
    if (field in server) {
      setServer((shown) => {
        const rest = { ...shown };
        delete rest[field];
        return rest;
      });
    }
    if (Object.keys(checked).length === 0) return;
    const result = schema.safeParse(values);
    setChecked((shown) => stillWrong(shown, result.success ? {} : issuesByField(result.error)));
  }

  function refused(error: unknown) {
    setServer(fieldErrors(error));
  }

  function reset() {
    setChecked({});
    setServer({});
  }

  return { errors: { ...checked, ...server }, check, changed, refused, reset };
}
