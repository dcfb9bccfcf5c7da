import { testIdentity } from '@thrive/shared/testing';
import type { Identity, MenuUrl } from '@thrive/shared/contracts';
import { CARE_TASKS_PATH, menuItems, PEST_MANAGEMENT_URL, SIGN_OUT_ITEM } from './menu-items';

const URLS: MenuUrl[] = [
  { Key: 0, Value: 'https://store.example.org/' },
  { Key: 1, Value: 'https://buzz.example.org/' },
];
const labels = (identity: Partial<Identity>, menuUrls = URLS) =>
  menuItems({ identity: testIdentity(identity), menuUrls, currentYardId: 0 }).map((item) => item.label);

const everything: Partial<Identity> = {
  SuggestPlant: true,
  AllowStore: true,
  ShowPestManagement: true,
  AccessLandscaping: true,
  ShowCommunityForums: true,
  CommunityForumsLink: 'https://forums.example.org/',
};

describe('side menu visibility (SPEC §2.4)', () => {
  test('a full user with every flag sees every item, in SPEC order', () => {
    expect(labels(everything)).toEqual([
      'Launch Pad',
      'My Yard',
      'Care Tasks',
      'Plant ID/Search',
      'Suggest A Plant',
      'Thrive Scorecard',
      'My Favorites',
      'Landscape Design',
      'Pest Management',
      'My Gallery',
      'My Profile',
      'Shop',
      'Request a New Plant',
      'Settings',
      'Suggestions & Feedback',
      'Plant Buzz',
      'Community Forums',
      'About Us',
      'Sign out',
    ]);
  });

  test('search users do not see Launch Pad, My Yard, Landscape Design, Community Forums or the non-search items', () => {
    expect(labels({ ...everything, GotoSearch: true })).toEqual([
      'Plant ID/Search',
      'Suggest A Plant',
      'My Favorites',
      'Suggestions & Feedback',
      'About Us',
      'Sign out',
    ]);
  });

  test('Sign out ends the menu of every signed-in gardener, search users too, and asks in a dialog (issue 30)', () => {
    for (const identity of [{}, everything, { GotoSearch: true }]) {
      const items = menuItems({ identity: testIdentity(identity), menuUrls: URLS, currentYardId: 0 });
      expect(items.at(-1)).toEqual(SIGN_OUT_ITEM);
    }
    expect(SIGN_OUT_ITEM).toEqual({ label: 'Sign out', kind: 'dialog', dialog: 'sign-out' });
  });

  test('Suggest A Plant appears only when the SuggestPlant flag is set', () => {
    expect(labels({ ...everything, SuggestPlant: false })).not.toContain('Suggest A Plant');
  });

  test('Store appears only when AllowStore is set', () => {
    expect(labels({ ...everything, AllowStore: false })).not.toContain('Shop');
  });

  test('Pest Management appears only when ShowPestManagement is set, and opens the fixed page', () => {
    expect(labels({ ...everything, ShowPestManagement: false })).not.toContain('Pest Management');
    const item = menuItems({ identity: testIdentity(everything), menuUrls: URLS, currentYardId: 0 }).find(
      (entry) => entry.label === 'Pest Management',
    );
    expect(item).toEqual({ label: 'Pest Management', kind: 'external', href: PEST_MANAGEMENT_URL });
  });

  test('Landscape Design appears only when AccessLandscaping is set', () => {
    expect(labels({ ...everything, AccessLandscaping: false })).not.toContain('Landscape Design');
  });

  test('SPEC §2.4: Community Forums appears when ShowCommunityForums is set, linked from the identity’s CommunityForumsLink', () => {
    const forums = menuItems({
      identity: testIdentity({
        ShowCommunityForums: true,
        CommunityForumsLink: ' https://forums.example.org/ ',
      }),
      menuUrls: [],
      currentYardId: 0,
    }).find((item) => item.label === 'Community Forums');
    expect(forums).toEqual({
      label: 'Community Forums',
      kind: 'external',
      href: 'https://forums.example.org/',
    });
    expect(labels({ ...everything, ShowCommunityForums: false })).not.toContain('Community Forums');
    expect(labels({ ...everything, GotoSearch: true })).not.toContain('Community Forums');
  });

  test('SPEC §2.3 "only if the URL is non-empty": an item whose link is empty or blank is left out', () => {
    expect(labels({ ...everything, CommunityForumsLink: '' })).not.toContain('Community Forums');
    expect(labels({ ...everything, CommunityForumsLink: '   ' })).not.toContain('Community Forums');
    const blank: MenuUrl[] = [
      { Key: 0, Value: ' ' },
      { Key: 1, Value: '' },
    ];
    expect(labels(everything, blank)).not.toContain('Shop');
    expect(labels(everything, blank)).not.toContain('Plant Buzz');
  });

  test('Care Tasks opens the task list, for non-search users only', () => {
    const item = menuItems({ identity: testIdentity({}), menuUrls: [], currentYardId: 0 }).find(
      (entry) => entry.label === 'Care Tasks',
    );
    expect(item).toEqual({ label: 'Care Tasks', kind: 'route', to: CARE_TASKS_PATH });
    expect(CARE_TASKS_PATH).toBe('/tasks');
    expect(labels({ GotoSearch: true })).not.toContain('Care Tasks');
  });

  test('Plant Buzz appears only when a menu url with key 1 exists', () => {
    expect(labels(everything, [{ Key: 0, Value: 'https://store.example.org/' }])).not.toContain('Plant Buzz');
  });
});

describe('side menu targets (SPEC §2.4)', () => {
  const target = (label: string, identity: Partial<Identity> = everything, currentYardId = 0) =>
    menuItems({ identity: testIdentity(identity), menuUrls: URLS, currentYardId }).find(
      (item) => item.label === label,
    );

  test('the yards item goes to dashboard with no yards', () => {
    expect(target('My Yard', { YardCount: 0 })).toMatchObject({ to: '/dashboard' });
  });

  test('the yards item goes to yards/view/{DefaultYardId} with exactly one yard and a default', () => {
    expect(target('My Yard', { YardCount: 1, DefaultYardId: 7 })).toMatchObject({ to: '/yards/view/7' });
  });

  test('the yards item goes to yards otherwise', () => {
    expect(target('My Yard', { YardCount: 3, DefaultYardId: 7 })).toMatchObject({ to: '/yards' });
    expect(target('My Yard', { YardCount: 1, DefaultYardId: 0 })).toMatchObject({ to: '/yards' });
  });

  test('plant search adds m=1; suggest clears the stored draft; thrive goes to the current yard', () => {
    expect(target('Plant ID/Search')).toMatchObject({ to: '/plants/search?m=1' });
    expect(target('Suggest A Plant')).toMatchObject({ to: '/plants/suggest', clearsSuggestDraft: true });
    expect(target('Thrive Scorecard', everything, 12)).toMatchObject({ to: '/thrive/table/12' });
  });

  test('a menu url that is an in-app path opens in the app; a web address opens outside it', () => {
    const inApp = (menuUrls: MenuUrl[]) =>
      menuItems({ identity: testIdentity(everything), menuUrls, currentYardId: 0 });
    const items = inApp([
      { Key: 0, Value: '/help/shopping' },
      { Key: 1, Value: '//buzz.example.org/' },
    ]);
    expect(items.find((item) => item.label === 'Shop')).toEqual({
      label: 'Shop',
      kind: 'route',
      to: '/help/shopping',
    });
    // "//host" is a web address without its scheme, not one of our paths.
    expect(items.find((item) => item.label === 'Plant Buzz')).toMatchObject({ kind: 'external' });
  });

  test('store and plant buzz links come from the menu urls and open outside the app', () => {
    expect(target('Shop')).toEqual({ label: 'Shop', kind: 'external', href: 'https://store.example.org/' });
    expect(target('Plant Buzz')).toEqual({
      label: 'Plant Buzz',
      kind: 'external',
      href: 'https://buzz.example.org/',
    });
  });
});
