/** Where plant requests are emailed unless PLANT_REQUESTS_EMAIL says otherwise. */
export const DEFAULT_PLANT_REQUESTS_EMAIL = 'plants@thrive.garden';

/**
 * The operators' address for plant requests, from the environment; suggestions, feedback and
 * tagged photos go to the same operators.
 */
export function plantRequestsEmail(env: NodeJS.ProcessEnv = process.env): string {
  return env.PLANT_REQUESTS_EMAIL?.trim() || DEFAULT_PLANT_REQUESTS_EMAIL;
}
