import type { Identity, LinkKind, MenuUrl } from '@thrive/shared/contracts';
import { launchPadLinks } from './menu-url-keys';
import { myYardTileTarget } from './yard-destination';

/** Link kinds of SPEC §4 recorded when a tile is used. */
export const TILE_LINK_KINDS = {
  MyYard: 9,
  PlantIDSearch: 10,
  SuggestAPlant: 11,
  ThriveScorecard: 12,
  AskanExpert: 13,
  LandscapeDesign: 14,
  MyFavoritePlants: 15,
  PlantBuzz: 16,
  FeaturedPlants: 42,
} as const;

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
}

const common = {
  search: { id: 'search', label: 'Plant ID & Search', kind: 'route', to: '/plants/search', linkKind: 10 },
  suggest: {
    id: 'suggest',
    label: 'Suggest a Plant',
    kind: 'route',
    to: '/plants/suggest',
    linkKind: 11,
    clearsSuggestDraft: true,
  },
  favorites: {
    id: 'favorites',
    label: 'My Favorite Plants',
    kind: 'route',
    to: '/users/favorites',
    linkKind: 15,
  },
  expert: { id: 'expert', label: 'Ask the Expert', kind: 'route', to: '/help/questions', linkKind: 13 },
} satisfies Record<string, Tile>;

/** SPEC §2.3 standard layout: the grid of tiles with their destinations and visibility. */
export function standardTiles({ identity, menuUrls }: TileFacts): Tile[] {
  const { plantBuzz, tutorialVideos } = launchPadLinks(menuUrls);
  const tiles: (Tile | false)[] = [
    { id: 'yard', label: 'My Yard', kind: 'route', to: myYardTileTarget(identity), linkKind: 9 },
    common.search,
    common.suggest,
    { id: 'thrive', label: 'Thrive Scorecard', kind: 'route', to: '/thrive/table/0', linkKind: 12 },
    common.expert,
    // SPEC §6: AccessLandscaping shows Landscape Design; without it the area is hidden.
    identity.AccessLandscaping && {
      id: 'landscape',
      label: 'Landscape Design',
      kind: 'route',
      to: '/styles',
      linkKind: 14,
    },
    common.favorites,
    plantBuzz !== '' && { id: 'buzz', label: 'Plant Buzz', kind: 'external', href: plantBuzz, linkKind: 16 },
    tutorialVideos !== '' && {
      id: 'videos',
      label: 'Tutorial Videos',
      kind: 'external',
      href: tutorialVideos,
    },
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}

/** SPEC §2.3 lite layout: big buttons; Featured Plants only when a sponsor is selected. */
export function liteTiles({ selectedSponsorId }: TileFacts): Tile[] {
  const tiles: (Tile | false)[] = [
    common.search,
    common.suggest,
    selectedSponsorId > 0 && {
      id: 'featured',
      label: 'Featured Plants',
      kind: 'route',
      to: `/plants/featured?pid=${selectedSponsorId}`,
      linkKind: 42,
    },
    common.favorites,
    common.expert,
  ];
  return tiles.filter((tile): tile is Tile => tile !== false);
}
