import { plantSearchFilterSchema, type LengthUnit } from '@thrive/shared/contracts';
import {
  hardinessSource,
  LIST_FILTERS,
  pickFilters,
  type ListFilter,
  type SearchFilters,
} from './search-criteria';

/** Radius choices of a ZIP search, in miles (the contract allows up to 250). */
export const RADIUS_MILES = [10, 25, 50, 100, 250] as const;
const DEFAULT_RADIUS = 25;

/** A size range while typed: text, so "1." stays on screen. */
export interface SizeText {
  Min: string;
  Max: string;
  Unit: LengthUnit;
}

/** The slider's form: the filters as the gardener edits them before Apply. */
export interface FilterDraft extends Record<ListFilter, number[]> {
  hardiness: 'any' | 'yard' | 'zip';
  YardId: number;
  ZipCode: string;
  IsRadiusSelected: boolean;
  Radius: number;
  AdultHeight: SizeText;
  AdultSpread: SizeText;
}

const sizeText = (range: SearchFilters['AdultHeight']): SizeText => ({
  Min: range?.Min === null || range?.Min === undefined ? '' : String(range.Min),
  Max: range?.Max === null || range?.Max === undefined ? '' : String(range.Max),
  Unit: range?.Unit ?? 'ft',
});

export function toDraft(filters: SearchFilters): FilterDraft {
  const lists = Object.fromEntries(LIST_FILTERS.map((list) => [list, [...filters[list]]])) as Record<
    ListFilter,
    number[]
  >;
  return {
    ...lists,
    hardiness: hardinessSource(filters),
    YardId: filters.YardId,
    ZipCode: filters.ZipCode,
    IsRadiusSelected: filters.IsRadiusSelected,
    Radius: filters.Radius || DEFAULT_RADIUS,
    AdultHeight: sizeText(filters.AdultHeight),
    AdultSpread: sizeText(filters.AdultSpread),
  };
}

const SIZE_LABELS = { AdultHeight: 'Adult height', AdultSpread: 'Adult spread' } as const;

/** Blank ends are open; a range with both ends blank is no filter. */
function sizeRange(text: SizeText) {
  const number = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
  const Min = number(text.Min);
  const Max = number(text.Max);
  if (Min === null && Max === null) return null;
  return { Min, Max, Unit: text.Unit };
}

export type DraftResult = { filters: SearchFilters; error: null } | { filters: null; error: string };

/**
 * The filters a draft applies, checked by the same contract the server uses, so the
 * gardener reads its message next to the filters before any call (SPEC §5 style).
 */
export function fromDraft(draft: FilterDraft): DraftResult {
  for (const key of ['AdultHeight', 'AdultSpread'] as const) {
    const range = sizeRange(draft[key]);
    if (range && [range.Min, range.Max].some((end) => end !== null && !Number.isFinite(end))) {
      return { filters: null, error: `${SIZE_LABELS[key]}: enter sizes as numbers.` };
    }
  }
  if (draft.hardiness === 'yard' && draft.YardId <= 0) {
    return { filters: null, error: 'Hardiness: choose one of your yards.' };
  }
  if (draft.hardiness === 'zip' && !draft.ZipCode.trim()) {
    return { filters: null, error: 'Hardiness: enter a ZIP code.' };
  }
  const candidate = {
    ...Object.fromEntries(LIST_FILTERS.map((list) => [list, draft[list]])),
    YardId: draft.hardiness === 'yard' ? draft.YardId : 0,
    ZipCode: draft.hardiness === 'zip' ? draft.ZipCode.trim() : '',
    IsRadiusSelected: draft.hardiness === 'zip' && draft.IsRadiusSelected,
    Radius: draft.hardiness === 'zip' && draft.IsRadiusSelected ? draft.Radius : 0,
    AdultHeight: sizeRange(draft.AdultHeight),
    AdultSpread: sizeRange(draft.AdultSpread),
  };
  const parsed = plantSearchFilterSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    const prefix =
      field === 'AdultHeight' || field === 'AdultSpread'
        ? `${SIZE_LABELS[field]}: `
        : field === 'ZipCode' || field === 'Radius'
          ? 'Hardiness: '
          : '';
    return { filters: null, error: `${prefix}${issue?.message ?? 'Check the filters.'}` };
  }
  return { filters: pickFilters(parsed.data), error: null };
}
