import type { Identity } from '@thrive/shared';
import { myYardMenuTarget } from '../navigation/yard-destination';

const LAUNCH_PAD_PATH = '/core/landing';
const HELP_WIZARD_PATH = '/help/wizard';
const PLANT_SEARCH_PATH = '/plants/search';
const DASHBOARD_PATH = '/dashboard';

type LandingFacts = Pick<
  Identity,
  'GotoSearch' | 'LandingPage' | 'YardCount' | 'DefaultYardId' | 'EnableHelpWizard'
>;

/**
 * SPEC §4 post-login landing choice:
 * - a search user (GotoSearch) lands on plants/search: SPEC §1 and §6 say so ("Lands on
 *   plant search"), the shell issue's search-user journey checks it, and SPEC §2.5 hides the
 *   back arrow there for them. §4 lists GotoSearch beside ptl under "the landing page"; we
 *   read that as the search user's landing page, the search screen;
 * - the launch pad if the ptl flag is set, or LandingPage is launchpad;
 * - the yards flow if LandingPage is my yard: the one default yard, else the yard list,
 *   with no yards the dashboard (the same rule as the My Yard menu item, SPEC §2.4);
 * - plants/search if LandingPage is plant search; the dashboard otherwise.
 */
export function landingChoice(identity: LandingFacts, { ptl }: { ptl: boolean }): string {
  if (identity.GotoSearch) return PLANT_SEARCH_PATH;
  if (ptl || identity.LandingPage === 'launchpad') return LAUNCH_PAD_PATH;
  if (identity.LandingPage === 'my yard') return myYardMenuTarget(identity);
  if (identity.LandingPage === 'plant search') return PLANT_SEARCH_PATH;
  return DASHBOARD_PATH;
}

/**
 * Where the splash goes once the session has started (SPEC §2.2): help/wizard if the
 * gardener's EnableHelpWizard flag is set and the mode is not partner-branded; otherwise
 * the post-login landing choice.
 */
export function landingPath(
  identity: LandingFacts,
  { ptl, partnerMode }: { ptl: boolean; partnerMode: boolean },
): string {
  if (identity.EnableHelpWizard && !partnerMode) return HELP_WIZARD_PATH;
  return landingChoice(identity, { ptl });
}
