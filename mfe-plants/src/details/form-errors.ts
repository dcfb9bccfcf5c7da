/** Messages by field, with `form` for what no field of the form shows. */
export type FormErrors<Field extends string> = Partial<Record<Field | 'form', string>>;

/**
 * Puts each message beside its field when the form shows that field; the first other one (a
 * field the form has no control for, such as the plant) becomes the form's message. With no
 * field message at all, `fallback` (the server's message, SPEC §8) is the form's message.
 */
export function placeErrors<Field extends string>(
  messages: Record<string, string>,
  shown: readonly Field[],
  fallback?: string,
): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  const others: string[] = [];
  for (const [name, message] of Object.entries(messages)) {
    if ((shown as readonly string[]).includes(name)) errors[name as Field] = message;
    else others.push(message);
  }
  const form = others[0] ?? (Object.keys(errors).length === 0 ? fallback : undefined);
  if (form) errors.form = form;
  return errors;
}
