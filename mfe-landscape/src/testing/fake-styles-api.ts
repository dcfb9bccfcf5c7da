import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupTestServer } from '@thrive/shared/testing';
import type { PlantListItem } from '@thrive/shared/contracts';
import {
  STYLE_FILTER_LISTS,
  type LandscapeStyleDetails,
  type LandscapeStyleImage,
  type LandscapeStyleProfile,
  type StyleFilterList,
} from '@thrive/shared/landscape';
import { ATTRIBUTES, CONDITIONS, palettePlant, someStyles, styleImages } from './style-fixtures';

/** What the fake answers; each test changes what it is about (fresh before each test). */
export interface FakeStylesData {
  styles: LandscapeStyleDetails[];
  /** Palette plants by style id (a style not here has an empty palette). */
  palettes: Record<number, PlantListItem[]>;
  /** Pictures by style id (a style not here has its plan only). */
  images: Record<number, LandscapeStyleImage[]>;
  /** When set, the style search answers with this status and message. */
  searchFailure: { status: number; message: string } | null;
}

function freshData(): FakeStylesData {
  const styles = someStyles();
  return {
    styles,
    palettes: {
      3: [
        palettePlant(),
        palettePlant({ Id: 22, CommonName: 'Foxglove', BotanicalName: 'Digitalis purpurea' }),
      ],
    },
    images: { 3: styleImages(3, 'Cottage Garden') },
    searchFailure: null,
  };
}

/** The ids a style has in one Design filter list (hz: every zone of its range). */
function styleIds(profile: LandscapeStyleProfile, list: StyleFilterList): number[] {
  const ids = (items: { Id: number }[]) => items.map((item) => item.Id);
  switch (list) {
    case 'hz': {
      const low = profile.HardinessZoneLow?.Id ?? 0;
      const high = profile.HardinessZoneHigh?.Id ?? -1;
      return Array.from({ length: Math.max(0, high - low + 1) }, (_, index) => low + index);
    }
    case 'sr':
      return ids(profile.SunRequirements);
    case 'wr':
      return ids(profile.WaterRequirements);
    case 'gr':
      return ids(profile.GrowthRates);
    case 'ef':
      return ids(profile.Effort);
    case 'at':
      return ids(profile.Attractants);
    case 'co':
      return ids(profile.Costs);
  }
}

const commaIds = (text: string | null) => (text ? text.split(',').map(Number) : []);

/** The fake's search: text in the name or description, any id of each list, the sort, one page. */
function search(data: FakeStylesData, params: URLSearchParams) {
  const k = (params.get('k') ?? '').toLowerCase();
  let found = data.styles.filter(
    (style) => !k || style.Name.toLowerCase().includes(k) || style.Description.toLowerCase().includes(k),
  );
  for (const list of STYLE_FILTER_LISTS) {
    const wanted = commaIds(params.get(list));
    if (wanted.length)
      found = found.filter((style) => styleIds(style.Profile, list).some((id) => wanted.includes(id)));
  }
  const sort = params.get('s') ?? 'Name ASC';
  const byName = (a: LandscapeStyleDetails, b: LandscapeStyleDetails) => a.Name.localeCompare(b.Name);
  found = [...found].sort((a, b) => {
    if (sort === 'Name DESC') return byName(b, a);
    if (sort === 'PlantCount DESC') return b.PlantCount - a.PlantCount || byName(a, b);
    if (sort === 'PlantCount ASC') return a.PlantCount - b.PlantCount || byName(a, b);
    return byName(a, b);
  });
  const i = Number(params.get('i') ?? 0);
  const c = Number(params.get('c') ?? 25);
  const Items = found.slice(i * c, i * c + c).map(({ Tips: _tips, ...item }) => item);
  return { Items, TotalRows: found.length, i, c };
}

/**
 * The landscape styles calls faked at the fetch level: `data` is what they answer, `searches()`
 * the query of every style search (each as URLSearchParams), `calls` every path asked for.
 */
export function setupFakeStylesApi(...moreHandlers: RequestHandler[]) {
  const server = setupTestServer();
  const data = freshData();
  const calls: string[] = [];
  const searchParams: URLSearchParams[] = [];
  const styleOf = (id: unknown) => data.styles.find((style) => style.Id === Number(id));
  const noSuchStyle = () => HttpResponse.json({ message: 'There is no such style.' }, { status: 404 });

  beforeEach(() => {
    Object.assign(data, freshData());
    calls.length = 0;
    searchParams.length = 0;
    server.use(
      http.get('/api/Common/0/GrowingConditions', () => HttpResponse.json(CONDITIONS)),
      http.get('/api/Common/0/PlantAttributes', () => HttpResponse.json(ATTRIBUTES)),
      http.get('/api/LandscapeStyles/0/Search/', ({ request }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        searchParams.push(url.searchParams);
        if (data.searchFailure)
          return HttpResponse.json(
            { message: data.searchFailure.message },
            { status: data.searchFailure.status },
          );
        return HttpResponse.json(search(data, url.searchParams));
      }),
      http.get('/api/LandscapeDesign/:id/Profile/', ({ params }) => {
        const style = styleOf(params.id);
        return style ? HttpResponse.json(style) : noSuchStyle();
      }),
      http.get('/api/LandscapeStyles/:id/PlantSearch/', ({ request, params }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        if (!styleOf(params.id)) return noSuchStyle();
        const plants = data.palettes[Number(params.id)] ?? [];
        const i = Number(url.searchParams.get('i') ?? 0);
        const c = Number(url.searchParams.get('c') ?? 25);
        return HttpResponse.json({ Items: plants.slice(i * c, i * c + c), TotalRows: plants.length, i, c });
      }),
      http.get('/api/LandscapeStyles/:id/Images/', ({ request, params }) => {
        const url = new URL(request.url);
        calls.push(url.pathname + url.search);
        const style = styleOf(params.id);
        if (!style) return noSuchStyle();
        return HttpResponse.json({
          Images: data.images[style.Id] ?? styleImages(style.Id, style.Name).slice(0, 1),
        });
      }),
      ...moreHandlers,
    );
  });

  return {
    server,
    data,
    calls,
    /** The query of every style search but the filter panel's own (which asks for c=50). */
    searches: () => searchParams.filter((params) => params.get('c') !== '50'),
  };
}
