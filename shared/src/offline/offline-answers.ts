/**
 * How the service worker and the app speak of answers kept for offline use (DESIGN §5):
 * the worker keeps the API's JSON answers in one cache and, when it serves one because the
 * network failed, the answer carries the time it was saved under SAVED_AT_HEADER. An answer
 * from the network never has that header.
 */
export const API_READ_CACHE = 'thrive-api-reads';
export const SAVED_AT_HEADER = 'X-Thrive-Saved-At';
/** Where the worker keeps the remote map and the remotes' files. */
export const REMOTE_CACHE = 'thrive-remotes';
/** The page asks the worker, at each start online, to keep the remotes' current files. */
export const REFRESH_REMOTES_MESSAGE = 'refresh-remotes';
