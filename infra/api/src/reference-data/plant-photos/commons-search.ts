import { z } from 'zod';
import { authorOf, openLicence } from './open-licences';
import { DOWNLOAD_WIDTH, type PhotoSource } from './photo-source';
import { requestJson, SourceError } from './source-requests';

/** Files asked for per plant: the best few matches are enough to find one we may keep. */
const CANDIDATES_PER_PLANT = 10;
/** Bitmaps the app shows as they are; TIFF, SVG, PDF, video ... are skipped. */
const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** A file we may keep: where to download it and how to credit it. */
export interface CommonsPhoto {
  /** `commons:<page id>`: the file's own id at the source, which survives a rename. */
  sourceId: string;
  title: string;
  downloadUrl: string;
  sourceUrl: string;
  author: string;
  licence: string;
  licenceUrl: string;
}

/** Why a file found was not kept. */
export type SkipReason = 'not a JPEG, PNG or WebP' | 'not an open licence' | 'no author named';

export interface CommonsSearchResult {
  photos: CommonsPhoto[];
  skipped: SkipReason[];
}

const metadataValue = z.object({ value: z.unknown() }).optional();
const pageSchema = z.object({
  pageid: z.number().optional(),
  title: z.string().default(''),
  /** The rank of the page among the search's results (pages come in no useful order). */
  index: z.number().default(Number.MAX_SAFE_INTEGER),
  imageinfo: z
    .array(
      z.object({
        url: z.string().optional(),
        thumburl: z.string().optional(),
        descriptionurl: z.string().optional(),
        mime: z.string().default(''),
        extmetadata: z
          .object({ Artist: metadataValue, LicenseShortName: metadataValue, LicenseUrl: metadataValue })
          .default({}),
      }),
    )
    .default([]),
});
const answerSchema = z.object({
  error: z.object({ code: z.string().default(''), info: z.string().default('') }).optional(),
  query: z.object({ pages: z.array(pageSchema).default([]) }).optional(),
});
type CommonsPage = z.infer<typeof pageSchema>;

const text = (field: { value: unknown } | undefined) => (typeof field?.value === 'string' ? field.value : '');

/** A web address as kept: a protocol-relative one (`//creativecommons.org/...`) gets https; others none. */
export function webAddress(address: string | undefined): string {
  const trimmed = address?.trim() ?? '';
  const absolute = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  return /^https?:\/\/\S+$/i.test(absolute) ? absolute : '';
}

/**
 * What to search for: the species. A cultivar's name in quotes ('Endless Summer') or "spp."
 * rarely appears in file descriptions, while the species' photos show the plant.
 */
export function searchName(botanicalName: string): string {
  return botanicalName
    .replace(/['‘’"“”][^'‘’"“”]*['‘’"“”]/g, ' ')
    .replace(/\b(spp?|cv)\.(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The MediaWiki action API query: files (namespace 6) matching the name, with their metadata. */
function searchAddress(source: PhotoSource, botanicalName: string): string {
  const params = new URLSearchParams({
    action: 'query',
    format: 'json',
    formatversion: '2',
    generator: 'search',
    gsrnamespace: '6',
    gsrsearch: `"${searchName(botanicalName)}" filetype:bitmap`,
    gsrlimit: String(CANDIDATES_PER_PLANT),
    prop: 'imageinfo',
    iiprop: 'url|extmetadata|mime',
    iiurlwidth: String(DOWNLOAD_WIDTH),
    iiextmetadatafilter: 'Artist|LicenseShortName|LicenseUrl',
  });
  return `${source.apiUrl}?${params}`;
}

/** A page of the answer as a photo we keep, or why not. */
function photoOf(page: CommonsPage): CommonsPhoto | SkipReason {
  const info = page.imageinfo[0];
  const downloadUrl = webAddress(info?.thumburl ?? info?.url);
  if (!info || !downloadUrl || page.pageid === undefined || !KEPT_TYPES.has(info.mime))
    return 'not a JPEG, PNG or WebP';
  const licence = openLicence(text(info.extmetadata.LicenseShortName));
  if (!licence) return 'not an open licence';
  const author = authorOf(text(info.extmetadata.Artist));
  if (!author && licence.attributionRequired) return 'no author named';
  return {
    sourceId: `commons:${page.pageid}`,
    title: page.title,
    downloadUrl,
    sourceUrl:
      webAddress(info.descriptionurl) ||
      `https://commons.wikimedia.org/wiki/${encodeURI(page.title.replaceAll(' ', '_'))}`,
    author,
    licence: licence.name,
    licenceUrl: webAddress(text(info.extmetadata.LicenseUrl)),
  };
}

/**
 * Photos of a plant on Commons that we may keep, best match first, and why the others were
 * skipped.
 * @throws SourceUnreachable when Commons gave no answer; SourceError for an answer we cannot use.
 */
export async function searchCommons(
  source: PhotoSource,
  botanicalName: string,
): Promise<CommonsSearchResult> {
  const parsed = answerSchema.safeParse(await requestJson(searchAddress(source, botanicalName), source));
  if (!parsed.success) throw new SourceError('Commons answered in a form this importer does not know');
  if (parsed.data.error)
    throw new SourceError(
      `Commons refused the search: ${parsed.data.error.code} ${parsed.data.error.info}`.trim(),
    );
  const pages = [...(parsed.data.query?.pages ?? [])].sort((a, b) => a.index - b.index);
  const result: CommonsSearchResult = { photos: [], skipped: [] };
  for (const page of pages) {
    const photo = photoOf(page);
    if (typeof photo === 'string') result.skipped.push(photo);
    else result.photos.push(photo);
  }
  return result;
}
