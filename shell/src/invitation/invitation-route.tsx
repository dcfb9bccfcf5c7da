import { onDemandRoute } from '../common/on-demand-route';
import { LOADING_INVITATION } from './invitation-texts';

/**
 * `#/invitation/{token}`: an invitation to share a yard, signed in or out. The page and its
 * join form (react-hook-form, the form kit) stay off the first screen: most visits never open
 * an invitation.
 */
export const InvitationRoute = onDemandRoute(
  () => import('./invitation-page').then((module) => module.InvitationPage),
  LOADING_INVITATION,
);
