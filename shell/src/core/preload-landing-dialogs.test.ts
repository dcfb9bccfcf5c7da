import { preloadModal } from '@thrive/shared';
import { testIdentity } from '@thrive/shared/testing';
import { landingOpensDialog, preloadLandingDialogs } from './preload-landing-dialogs';

jest.mock('@thrive/shared', () => ({
  ...jest.requireActual('@thrive/shared'),
  preloadModal: jest.fn(() => Promise.resolve()),
}));

const returning = testIdentity({ ShowWelcomePopup: false, ShowNicknamePopup: false, Firstname: 'Ann' });

describe('the launch pad’s own dialogs load beside the first render (SPEC §4 landing flow)', () => {
  test('a dialog opens by itself for a new gardener (welcome), one without a name, or before any identity', () => {
    expect(landingOpensDialog(null)).toBe(true);
    expect(landingOpensDialog({ ...returning, ShowWelcomePopup: true })).toBe(true);
    expect(landingOpensDialog({ ...returning, ShowNicknamePopup: true, Firstname: '' })).toBe(true);
    expect(landingOpensDialog(returning)).toBe(false);
    // A gardener with a name is not asked for it again, so nothing opens.
    expect(landingOpensDialog({ ...returning, ShowNicknamePopup: true })).toBe(false);
  });

  test('the dialog frame is asked for on the launch pad when one will open, and only then', () => {
    preloadLandingDialogs(returning, 'launch-pad');
    preloadLandingDialogs({ ...returning, ShowWelcomePopup: true }, 'area');
    expect(preloadModal).not.toHaveBeenCalled();
    preloadLandingDialogs({ ...returning, ShowWelcomePopup: true }, 'launch-pad');
    expect(preloadModal).toHaveBeenCalledTimes(1);
  });
});
