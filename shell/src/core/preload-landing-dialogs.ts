import { preloadModal, type Identity } from '@thrive/shared';
import { asksForNickname } from './landing-prompts';

/**
 * Whether the launch pad will open a dialog by itself (SPEC §4 landing flow): the welcome
 * while ShowWelcomePopup is set, the nickname question for a gardener without a name, and,
 * with no identity yet, the welcome every newly registered gardener gets.
 */
export const landingOpensDialog = (identity: Identity | null) =>
  identity === null || identity.ShowWelcomePopup || asksForNickname(identity);

/**
 * The dialog frame loads on demand (issue 32), so a dialog that opens by itself would wait
 * for its code after the identity arrived, a fetch and a second render later than the page.
 * On the launch pad (the frame the first screen drew, frame-route.ts) and for an identity
 * whose landing opens a dialog, the code is asked for now, beside the first render.
 */
export function preloadLandingDialogs(identity: Identity | null, frame: string | undefined): void {
  if (frame !== 'launch-pad' || !landingOpensDialog(identity)) return;
  void preloadModal().catch(() => undefined);
}
