/** One toast line per message; the toast keeps the line breaks. */
export const VALIDATION_MESSAGE_SEPARATOR = '\n';
