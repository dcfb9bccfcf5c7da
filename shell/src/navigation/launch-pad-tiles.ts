import { LINK_KINDS, type Identity, type LinkKind, type MenuUrl } from '@thrive/shared/contracts';
import { menuLink } from './menu-link';
import { launchPadLinks } from './menu-url-keys';
import { myYardTileTarget } from './yard-destination';

export type Tile =
  | {
      id: string;
      label: string;
      kind: 'route';
      to: string;
      linkKind?: LinkKind;
      clearsSuggestDraft?: boolean;
    }
  | { id: string; label: string; kind: 'external'; href: string; linkKind?: LinkKind };

interface TileFacts {
  identity: Identity;
  menuUrls: readonly MenuUrl[];
  /** The selected sponsor's id (Id above 0 and IsSelected), else 0. */
  selectedSponsorId: number;
  /** Whether the selected sponsor's Desc is "1" (SPEC §6: it enables Ask Expert). */
  sponsorEnablesExpert?: boolean;
  /** The expert persona's name (SPEC §2.3 "Ask the expert persona"); null while unknown. */
  expertName?: string | null;
}

/** The Ask tile's label while the persona's name is not known (loading, or the call failed). */
export const ASK_THE_EXPERT = 'Ask the Expert';

/** SPEC §2.3 "Ask the expert persona": the tile names who answers. */
export const askTileLabel = (expertName: string | null | undefined) => {
  const name = expertName?.trim();
  return name ? `Ask ${name}` : ASK_THE_EXPERT;
};

const common = {
  search: {
    id: 'search',
    label: 'Plant ID & Search',
    kind: 'route',
    to: '/plants/search',
    linkKind: LINK_KINDS.PlantIDSearch,
  },
  suggest: {
    id: 'suggest',
    label: 'Suggest a Plant',
    kind: 'route',
    to: '/plants/suggest',
    linkKind: LINK_KINDS.SuggestAPlant,
    clearsSuggestDraft: true,
  },
  favorites: {
    id: 'favorites',
    label: 'My Favorite Plants',
    kind: 'route',
    to: '/users/favorites',
    linkKind: LINK_KINDS.MyFavoritePlants,
  },
} satisfies Record<string, Tile>;

const expertTile = (expertName: string | null | undefined): Tile => ({
  id: 'expert',
  label: askTileLabel(expertName),
  kind: 'route',
  to: '/help/questions',
  linkKind: LINK_KINDS.AskanExpert,
});

/** A tile for a configured link (SPEC §2.3: only if the URL is non-empty); a path opens in the app. */
function linkTile(id: string, label: string, url: string, linkKind?: LinkKind): Tile | false {
  const link = menuLink(url);
  if (!link) return false;
  return link.kind === 'route'
    ? { id, label, kind: 'route', to: link.to, linkKind }
    : { id, label, kind: 'external', href: link.href, linkKind };
}

/** SPEC §2.3 standard layout: the grid of tiles with their destinations and visibility. */
export function standardTiles({ identity, menuUrls, expertName }: TileFacts): Tile[] {
  const { plantBuzz, tutorialVideos } = launchPadLinks(menuUrls);
  const tiles: (Tile | false)[] = [
    {
      id: 'yard',
      label: 'My Yard',
      kind: 'route',
      to: myYardTileTarget(identity),
      linkKind: LINK_KINDS.MyYard,
    },
    common.search,
    common.suggest,
    {
      id: 'thrive',
      label: 'Thrive Scorecard',
      kind: 'route',
      to: '/thrive/table/0',
      linkKind: LINK_KINDS.ThriveScorecard,
    },
    expertTile(expertName),
    // SPEC §6: AccessLandscaping shows Landscape Design; without it the area is hidden.
    identity.AccessLandscaping && {
      id: 'landscape',
      label: 'Landscape Design',
      kind: 'route',
      to: '/styles',
      linkKind: LINK_KINDS.LandscapeDesign,
    },
    common.favorites,
    linkTile('buzz', 'Plant Buzz', plantBuzz, LINK_KINDS.PlantBuzz),
    linkTile('videos', 'Tutorial Videos', tutorialVideos),
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}

/**
 * SPEC §2.3 lite layout: big buttons; Featured Plants only when a sponsor is selected. SPEC
 * §6 "Sponsor Desc equal to 1: enables Ask Expert": on a sponsor's launch pad the Ask button
 * shows only when that sponsor enables it. With no sponsor selected our own expert answers.
 */
export function liteTiles({
  selectedSponsorId,
  sponsorEnablesExpert = false,
  expertName,
}: TileFacts): Tile[] {
  const expertOffered = selectedSponsorId === 0 || sponsorEnablesExpert;
  const tiles: (Tile | false)[] = [
    common.search,
    common.suggest,
    selectedSponsorId > 0 && {
      id: 'featured',
      label: 'Featured Plants',
      kind: 'route',
      to: `/plants/featured?pid=${selectedSponsorId}`,
      linkKind: LINK_KINDS.FeaturedPlants,
    },
    common.favorites,
    expertOffered && expertTile(expertName),
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}
