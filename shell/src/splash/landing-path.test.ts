import { testIdentity } from '@thrive/shared/testing';
import { landingChoice, landingPath } from './landing-path';

const plain = { ptl: false };

describe('post-login landing choice (SPEC §4)', () => {
  test('a search user (GotoSearch) lands on plant search (SPEC §1), whatever else is set', () => {
    expect(landingChoice(testIdentity({ GotoSearch: true, LandingPage: 'my yard' }), plain)).toBe(
      '/plants/search',
    );
    expect(landingChoice(testIdentity({ GotoSearch: true }), { ptl: true })).toBe('/plants/search');
  });

  test('the landing page if the ptl flag is set', () => {
    expect(landingChoice(testIdentity({ LandingPage: 'plant search' }), { ptl: true })).toBe('/core/landing');
  });

  test('the landing page if LandingPage is launchpad', () => {
    expect(landingChoice(testIdentity({ LandingPage: 'launchpad' }), plain)).toBe('/core/landing');
  });

  test('my yard with one yard and a default goes to that yard', () => {
    const identity = testIdentity({ LandingPage: 'my yard', YardCount: 1, DefaultYardId: 12 });
    expect(landingChoice(identity, plain)).toBe('/yards/view/12');
  });

  test('my yard with several yards goes to the yard list', () => {
    const identity = testIdentity({ LandingPage: 'my yard', YardCount: 3, DefaultYardId: 12 });
    expect(landingChoice(identity, plain)).toBe('/yards');
  });

  test('my yard with one yard but no default goes to the yard list', () => {
    const identity = testIdentity({ LandingPage: 'my yard', YardCount: 1, DefaultYardId: 0 });
    expect(landingChoice(identity, plain)).toBe('/yards');
  });

  test('my yard with no yards goes to the dashboard', () => {
    expect(landingChoice(testIdentity({ LandingPage: 'my yard', YardCount: 0 }), plain)).toBe('/dashboard');
  });

  test('plants/search if LandingPage is plant search', () => {
    expect(landingChoice(testIdentity({ LandingPage: 'plant search' }), plain)).toBe('/plants/search');
  });

  test('the dashboard otherwise', () => {
    // The contract admits only the three landing pages; an older stored value may hold another.
    const identity = { ...testIdentity(), LandingPage: 'somewhere' as 'launchpad' };
    expect(landingChoice(identity, plain)).toBe('/dashboard');
  });
});

describe('splash destination once the session has started (SPEC §2.2)', () => {
  test('help/wizard if EnableHelpWizard is set and the mode is not partner-branded', () => {
    const identity = testIdentity({ EnableHelpWizard: true, LandingPage: 'plant search' });
    expect(landingPath(identity, { ptl: false, partnerMode: false })).toBe('/help/wizard');
  });

  test('in partner-branded mode the help wizard is skipped for the landing choice', () => {
    const identity = testIdentity({ EnableHelpWizard: true, LandingPage: 'plant search' });
    expect(landingPath(identity, { ptl: true, partnerMode: true })).toBe('/core/landing');
  });

  test('without EnableHelpWizard it is the landing choice', () => {
    const identity = testIdentity({ LandingPage: 'plant search' });
    expect(landingPath(identity, { ptl: false, partnerMode: false })).toBe('/plants/search');
  });
});
