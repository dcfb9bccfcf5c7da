import { testIdentity } from '@thrive/shared/testing';
import type { Identity, MenuUrl } from '@thrive/shared/contracts';
import { ASK_THE_EXPERT, askTileLabel, liteTiles, standardTiles, type Tile } from './launch-pad-tiles';

const SHOWN: MenuUrl[] = [
  { Key: 39, Value: 'https://buzz.example.org/' },
  { Key: 99, Value: 'TRUE' },
  { Key: 97, Value: 'https://videos.example.org/' },
  { Key: 98, Value: 'true' },
];
const facts = (identity: Partial<Identity> = {}, menuUrls = SHOWN, selectedSponsorId = 0) => ({
  identity: testIdentity(identity),
  menuUrls,
  selectedSponsorId,
});
const byId = (tiles: Tile[], id: string) => tiles.find((tile) => tile.id === id);

describe('launch pad standard tiles (SPEC §2.3)', () => {
  test('every tile in order when Plant Buzz and Tutorial Videos are enabled', () => {
    expect(standardTiles(facts({ AccessLandscaping: true })).map((tile) => tile.label)).toEqual([
      'My Yard',
      'Plant ID & Search',
      'Suggest a Plant',
      'Thrive Scorecard',
      'Ask the Expert',
      'Landscape Design',
      'My Favorite Plants',
      'Plant Buzz',
      'Tutorial Videos',
    ]);
  });

  test('SPEC §6 AccessLandscaping: without it there is no Landscape Design tile', () => {
    expect(standardTiles(facts({ AccessLandscaping: false })).map((tile) => tile.id)).not.toContain(
      'landscape',
    );
  });

  test('My Yard goes to yards/setup when the user has no yards', () => {
    expect(byId(standardTiles(facts({ YardCount: 0 })), 'yard')).toMatchObject({ to: '/yards/setup' });
  });

  test('My Yard goes to yards/view/{defaultYardId} with exactly one yard and DefaultYardId above 0', () => {
    expect(byId(standardTiles(facts({ YardCount: 1, DefaultYardId: 4 })), 'yard')).toMatchObject({
      to: '/yards/view/4',
    });
  });

  test('My Yard goes to yards otherwise', () => {
    expect(byId(standardTiles(facts({ YardCount: 2, DefaultYardId: 4 })), 'yard')).toMatchObject({
      to: '/yards',
    });
  });

  test('tile destinations: favorites, search, suggest (clearing the stored filter), thrive, landscape, expert', () => {
    const tiles = standardTiles(facts({ AccessLandscaping: true }));
    expect(byId(tiles, 'favorites')).toMatchObject({ to: '/users/favorites' });
    expect(byId(tiles, 'search')).toMatchObject({ to: '/plants/search' });
    expect(byId(tiles, 'suggest')).toMatchObject({ to: '/plants/suggest', clearsSuggestDraft: true });
    expect(byId(tiles, 'thrive')).toMatchObject({ to: '/thrive/table/0' });
    expect(byId(tiles, 'landscape')).toMatchObject({ to: '/styles' });
    expect(byId(tiles, 'expert')).toMatchObject({ to: '/help/questions' });
  });

  test('Plant Buzz and Tutorial Videos open external URLs, only when the show flag is "true" (any case)', () => {
    const tiles = standardTiles(facts());
    expect(byId(tiles, 'buzz')).toMatchObject({ kind: 'external', href: 'https://buzz.example.org/' });
    expect(byId(tiles, 'videos')).toMatchObject({ kind: 'external', href: 'https://videos.example.org/' });
    const hidden = SHOWN.map((url) => (url.Key === 99 || url.Key === 98 ? { ...url, Value: 'false' } : url));
    expect(standardTiles(facts({}, hidden)).map((tile) => tile.id)).not.toContain('buzz');
    expect(standardTiles(facts({}, hidden)).map((tile) => tile.id)).not.toContain('videos');
  });

  test('Plant Buzz and Tutorial Videos are hidden when the URL is empty, even when enabled', () => {
    const empty = SHOWN.map((url) => (url.Key === 39 || url.Key === 97 ? { ...url, Value: ' ' } : url));
    const ids = standardTiles(facts({}, empty)).map((tile) => tile.id);
    expect(ids).not.toContain('buzz');
    expect(ids).not.toContain('videos');
  });
});

describe('launch pad lite tiles (SPEC §2.3)', () => {
  test('without a selected sponsor: search, suggest, favorites and the expert, no Featured Plants', () => {
    expect(liteTiles(facts()).map((tile) => tile.label)).toEqual([
      'Plant ID & Search',
      'Suggest a Plant',
      'My Favorite Plants',
      'Ask the Expert',
    ]);
  });

  test('Featured Plants shows only when a sponsor is selected, with pid = the sponsor id', () => {
    const featured = byId(liteTiles(facts({}, SHOWN, 5)), 'featured');
    expect(featured).toMatchObject({ to: '/plants/featured?pid=5', linkKind: 42 });
  });
});

describe('the Ask tile (SPEC §2.3 "Ask the expert persona", §6)', () => {
  test('SPEC §2.3: it names the expert persona; while the name is unknown it asks the expert', () => {
    expect(byId(standardTiles({ ...facts(), expertName: 'Hazel Moreno' }), 'expert')).toMatchObject({
      label: 'Ask Hazel Moreno',
      to: '/help/questions',
    });
    expect(askTileLabel(null)).toBe(ASK_THE_EXPERT);
    expect(askTileLabel('  ')).toBe('Ask the Expert');
  });

  test('SPEC §6: in the lite layout a selected sponsor shows it only when its Desc is 1', () => {
    const ids = (selectedSponsorId: number, sponsorEnablesExpert: boolean) =>
      liteTiles({ ...facts({ GotoSearch: true }, SHOWN, selectedSponsorId), sponsorEnablesExpert }).map(
        (tile) => tile.id,
      );
    expect(ids(7, false)).not.toContain('expert');
    expect(ids(7, true)).toContain('expert');
    // No sponsor selected: no sponsor to enable it, and our own expert answers.
    expect(ids(0, false)).toContain('expert');
  });

  test('SPEC §6: the standard layout keeps it whatever the sponsor', () => {
    expect(
      standardTiles({ ...facts({}, SHOWN, 7), sponsorEnablesExpert: false }).map((tile) => tile.id),
    ).toContain('expert');
  });
});

describe('link tiles', () => {
  test('a Plant Buzz or Tutorial Videos address that is an in-app path opens in the app', () => {
    const tiles = standardTiles(
      facts({}, [
        { Key: 39, Value: '/help/buzz' },
        { Key: 99, Value: 'true' },
        { Key: 97, Value: 'https://videos.example.org/' },
        { Key: 98, Value: 'true' },
      ]),
    );
    expect(byId(tiles, 'buzz')).toMatchObject({ kind: 'route', to: '/help/buzz', linkKind: 16 });
    expect(byId(tiles, 'videos')).toMatchObject({ kind: 'external', href: 'https://videos.example.org/' });
  });

  test('SPEC §2.3 "only if the URL is non-empty": a blank address shows no tile', () => {
    const tiles = standardTiles(
      facts({}, [
        { Key: 39, Value: '  ' },
        { Key: 99, Value: 'true' },
      ]),
    );
    expect(byId(tiles, 'buzz')).toBeUndefined();
  });
});
