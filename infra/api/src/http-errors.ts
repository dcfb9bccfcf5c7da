/** An error the API answers with its own status and message (DESIGN §4 error body). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Per-field messages for bad input: `{ "body.postalCode": "..." }`. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);

/** A 403 that refuses one action only: the app keeps the gardener signed in (ErrorBody.actionRefused). */
export class ActionRefused extends HttpError {
  constructor(message: string) {
    super(403, message);
    this.name = 'ActionRefused';
  }
}
export const actionRefused = (message: string) => new ActionRefused(message);
export const notFound = (message: string) => new HttpError(404, message);
