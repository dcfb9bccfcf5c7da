import { errorBodySchema } from '../contracts';

export const FALLBACK_ERROR = 'Something went wrong. Please try again.';

function hasStatus(error: unknown): error is { status: unknown } {
  return typeof error === 'object' && error !== null && 'status' in error;
}

/** The message the base query put on a failed call (the server's, SPEC §8), else a fallback. */
export function errorText(error: unknown, fallback = FALLBACK_ERROR): string {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}

/**
 * A refusal of one action with the session sound (ErrorBody.actionRefused: a viewer's change
 * in a shared yard): the server's message, which says why; undefined for any other error.
 */
export function actionRefusedMessage(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const body = errorBodySchema.safeParse(data);
  return body.success && body.data.actionRefused ? body.data.message : undefined;
}

export function isNotFound(error: unknown): boolean {
  return hasStatus(error) && error.status === 404;
}

/**
 * Per-field messages of a 400: the API keys them by where they were found
 * ('body.PostalCode'); forms key them by field name ('PostalCode').
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = typeof error === 'object' && error !== null ? (error as { data?: unknown }).data : undefined;
  const body = errorBodySchema.safeParse(data);
  if (!body.success || !body.data.fields) return {};
  return Object.fromEntries(
    Object.entries(body.data.fields).map(([key, message]) => [
      key.replace(/^(body|query|params)\./, ''),
      message,
    ]),
  );
}
