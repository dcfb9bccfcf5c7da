import { z } from 'zod';

/**
 * SPEC §7 "GET of a static tool-tips JSON file": shell/public/assets/tool-tips.json, which
 * the build copies to the shell's assets and the gateway serves beside index.html.
 */
export const PAGE_TIPS_URL = '/assets/tool-tips.json';

/** SPEC §9 "Tooltip initialisation delay 500 ms": off the first screen's critical path. */
export const PAGE_TIPS_DELAY_MS = 500;

const pageTipSchema = z.object({
  /** The dialog's title: the page's name. */
  title: z.string().trim().min(1),
  paragraphs: z.array(z.string().trim().min(1)).min(1),
});
export type PageTip = z.infer<typeof pageTipSchema>;

/** The file: a tip per route pattern, `/yards/view/:id` style (a `:name` stands for one segment). */
export const pageTipsSchema = z.record(z.string().regex(/^\/[^?#]*$/), pageTipSchema);
export type PageTips = z.infer<typeof pageTipsSchema>;

export async function fetchPageTips(signal?: AbortSignal): Promise<PageTips> {
  const response = await fetch(PAGE_TIPS_URL, { signal });
  if (!response.ok) {
    throw new Error(`${PAGE_TIPS_URL} answered ${response.status} ${response.statusText}`.trim());
  }
  return pageTipsSchema.parse(await response.json());
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** How well `pattern` matches `path`: null if not at all, else its number of fixed segments. */
function matchStrength(pattern: string, path: string): number | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(path);
  if (wanted.length !== actual.length) return null;
  let fixed = 0;
  for (const [i, segment] of wanted.entries()) {
    if (segment.startsWith(':')) continue;
    if (segment.toLowerCase() !== actual[i]!.toLowerCase()) return null;
    fixed += 1;
  }
  return fixed;
}

/**
 * The pages the tips file has a tip for (a test keeps this list equal to the file's keys).
 * Known before the file arrives, so that the toolbar row with the info button is laid out on
 * the first frame and nothing moves down when the tips come PAGE_TIPS_DELAY_MS later.
 */
export const PAGES_WITH_TIPS: readonly string[] = [
  '/core/landing',
  '/yards',
  '/yards/view/:id',
  '/zones/view/:id',
  '/dashboard',
  '/plants/search',
  '/plants/details/:id',
  '/plants/suggest',
  '/thrive/table/:yardId',
  '/tasks',
  '/styles',
  '/users/favorites',
  '/users/gallery',
  '/users/profile',
  '/users/settings',
];

/**
 * The pattern among `patterns` that matches `pathname`, the most specific one (most fixed
 * segments) when several do: `/styles/designs` wins over `/styles/:id`.
 */
export function patternFor(patterns: Iterable<string>, pathname: string): string | null {
  let best: { pattern: string; strength: number } | null = null;
  for (const pattern of patterns) {
    const strength = matchStrength(pattern, pathname);
    if (strength !== null && (!best || strength > best.strength)) best = { pattern, strength };
  }
  return best?.pattern ?? null;
}

/** The tip of the page at `pathname`, or null when there is none (or no tips yet). */
export function pageTipFor(tips: PageTips | null, pathname: string): PageTip | null {
  const pattern = patternFor(Object.keys(tips ?? {}), pathname);
  return pattern === null ? null : (tips?.[pattern] ?? null);
}
