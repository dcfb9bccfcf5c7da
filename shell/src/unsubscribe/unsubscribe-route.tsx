import { onDemandRoute } from '../common/on-demand-route';
import { LOADING_UNSUBSCRIBE } from './unsubscribe-texts';

/**
 * `#/unsubscribe/{token}`: turns e-mail reminders off from a reminder mail, signed in or out.
 * The page stays off the first screen: only a reminder mail's link opens it.
 */
export const UnsubscribeRoute = onDemandRoute(
  () => import('./unsubscribe-page').then((module) => module.UnsubscribePage),
  LOADING_UNSUBSCRIBE,
);
