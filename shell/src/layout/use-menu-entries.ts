import { useMemo, useState } from 'react';
import { selectIdentity, useAppSelector, useGetMenuUrlsQuery } from '@thrive/shared';
import type { MenuUrl } from '@thrive/shared/contracts';
import { HOME_PATH } from '../common/home-path';
import { menuItems, type MenuItem } from '../navigation/menu-items';
import { useCurrentYardId } from '../navigation/use-current-yard';

const NO_MENU_URLS: MenuUrl[] = [];

/**
 * Nobody is signed in until a sign-in link is opened (SPEC §1): only pages that need no
 * gardener are offered then. Our choice; SPEC's menu is the signed-in one.
 */
const SIGNED_OUT_MENU: MenuItem[] = [
  { label: 'Launch Pad', kind: 'route', to: HOME_PATH },
  { label: 'Plant ID/Search', kind: 'route', to: '/plants/search?m=1' },
  { label: 'About Us', kind: 'route', to: '/help/aboutus' },
];

/**
 * The side menu of SPEC §2.4 for the signed-in gardener; Thrive Scorecard opens their current
 * yard (the one last viewed, else the default one). The menu urls (store, Plant Buzz) are
 * asked for when the menu first opens, not on every page load; the answer is then kept for
 * the visit.
 */
export function useMenuEntries(menuOpen: boolean): MenuItem[] {
  const identity = useAppSelector(selectIdentity);
  const [wanted, setWanted] = useState(menuOpen);
  if (menuOpen && !wanted) setWanted(true);
  const currentYardId = useCurrentYardId(identity);
  const { data: menuUrls = NO_MENU_URLS } = useGetMenuUrlsQuery(undefined, { skip: !identity || !wanted });
  return useMemo(
    () => (identity ? menuItems({ identity, menuUrls, currentYardId }) : SIGNED_OUT_MENU),
    [identity, menuUrls, currentYardId],
  );
}
