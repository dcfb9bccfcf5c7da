import type { z } from 'zod';

/** One toast line per message; the toast keeps the line breaks. */
export const VALIDATION_MESSAGE_SEPARATOR = '\n';

export type FormCheck<Data, Field extends string> =
  { ok: true; data: Data } | { ok: false; message: string; invalidFields: Field[] };

/**
 * SPEC §5: "Messages are joined in one error toast and the invalid fields are highlighted."
 * Each distinct message appears once, in the order of the fields.
 */
export function checkForm<Schema extends z.ZodType, Field extends string>(
  schema: Schema,
  input: unknown,
  fields: readonly Field[],
): FormCheck<z.output<Schema>, Field> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  const byField = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!byField.has(field)) byField.set(field, issue.message);
  }
  const invalidFields = fields.filter((field) => byField.has(field));
  const messages = [...new Set(invalidFields.map((field) => byField.get(field) ?? ''))];
  return { ok: false, message: messages.join(VALIDATION_MESSAGE_SEPARATOR), invalidFields };
}
