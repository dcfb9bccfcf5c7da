import type { Identity, MenuUrl } from '@thrive/shared/contracts';
import { menuLink } from './menu-link';
import { menuPlantBuzzUrl, storeUrl } from './menu-url-keys';
import { myYardMenuTarget } from './yard-destination';

/** The fixed pest-management page on the product website (SPEC §2.4). */
export const PEST_MANAGEMENT_URL = 'https://thrive.garden/pest-management';

/** The dialogs a menu item opens. */
export type MenuDialog = 'request-plant' | 'sign-out';

export type MenuItem =
  | { label: string; kind: 'route'; to: string; clearsSuggestDraft?: boolean }
  | { label: string; kind: 'external'; href: string }
  | { label: string; kind: 'dialog'; dialog: MenuDialog };

/** The care task list (mfe-tasks owns the tasks segment). */
export const CARE_TASKS_PATH = '/tasks';

/** Ours, not SPEC's (issue 30): last, for every signed-in gardener, search users too. */
export const SIGN_OUT_ITEM: MenuItem = { label: 'Sign out', kind: 'dialog', dialog: 'sign-out' };

interface MenuFacts {
  identity: Identity;
  menuUrls: readonly MenuUrl[];
  /** The yard last viewed, else the default yard, else 0, for the Thrive Scorecard item. */
  currentYardId: number;
}

/** An item for a configured link: in the app for a path, in a new tab for a web address. */
function linkItem(label: string, url: string): MenuItem | false {
  const link = menuLink(url);
  if (!link) return false;
  return link.kind === 'route'
    ? { label, kind: 'route', to: link.to }
    : { label, kind: 'external', href: link.href };
}

/** SPEC §2.3 "only if the URL is non-empty", for every item: an item with nowhere to go is left out. */
const hasDestination = (item: MenuItem) =>
  item.kind === 'route' ? item.to.trim() !== '' : item.kind === 'external' ? item.href.trim() !== '' : true;

/**
 * SPEC §2.4, in menu order, with its visibility rules: search users (GotoSearch) lose Launch
 * Pad, My Yard, Landscape Design, Community Forums and every item shown only to non-search
 * users (Thrive, Pest Management, Gallery, Profile, Store, Request a Plant, Settings, Plant
 * Buzz); the other items follow their flags or links. Care Tasks (ours: the task list is
 * otherwise hard to find) follows My Yard for non-search users. Sign out ends the list.
 */
export function menuItems({ identity, menuUrls, currentYardId }: MenuFacts): MenuItem[] {
  const full = !identity.GotoSearch;
  const items: (MenuItem | false)[] = [
    full && { label: 'Launch Pad', kind: 'route', to: '/core/landing' },
    full && { label: 'My Yard', kind: 'route', to: myYardMenuTarget(identity) },
    full && { label: 'Care Tasks', kind: 'route', to: CARE_TASKS_PATH },
    { label: 'Plant ID/Search', kind: 'route', to: '/plants/search?m=1' },
    identity.SuggestPlant && {
      label: 'Suggest A Plant',
      kind: 'route',
      to: '/plants/suggest',
      clearsSuggestDraft: true,
    },
    full && { label: 'Thrive Scorecard', kind: 'route', to: `/thrive/table/${currentYardId}` },
    { label: 'My Favorites', kind: 'route', to: '/users/favorites' },
    full && identity.AccessLandscaping && { label: 'Landscape Design', kind: 'route', to: '/styles' },
    full &&
      identity.ShowPestManagement && {
        label: 'Pest Management',
        kind: 'external',
        href: PEST_MANAGEMENT_URL,
      },
    full && { label: 'My Gallery', kind: 'route', to: '/users/gallery' },
    full && { label: 'My Profile', kind: 'route', to: '/users/profile' },
    full && identity.AllowStore && linkItem('Shop', storeUrl(menuUrls)),
    full && { label: 'Request a New Plant', kind: 'dialog', dialog: 'request-plant' },
    full && { label: 'Settings', kind: 'route', to: '/users/settings' },
    { label: 'Suggestions & Feedback', kind: 'route', to: '/help/feedback' },
    full && linkItem('Plant Buzz', menuPlantBuzzUrl(menuUrls)),
    full && identity.ShowCommunityForums && linkItem('Community Forums', identity.CommunityForumsLink),
    { label: 'About Us', kind: 'route', to: '/help/aboutus' },
    SIGN_OUT_ITEM,
  ];
  return items.filter((item): item is MenuItem => item !== false && hasDestination(item));
}
