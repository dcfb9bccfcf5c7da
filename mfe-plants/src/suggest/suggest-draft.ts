import {
  LENGTH_UNITS,
  PLANT_PAGE_SIZE,
  suggestPlantsRequestSchema,
  type LengthUnit,
  type SuggestPlantsRequest,
} from '@thrive/shared/contracts';
import type { ContractForm } from '@thrive/shared/forms';

/** The wish and filter lists of the form, named as the request names them. */
const CHOICE_LISTS = ['Categories', 'Attractants', 'Resistances', 'Tolerances', 'Avoid'] as const;
export type ChoiceList = (typeof CHOICE_LISTS)[number];

/**
 * What the gardener has entered so far. Sizes stay text while typed; a zone of theirs fills
 * sun, water and hardiness (ZoneId), a yard gives the hardiness zone (YardId).
 */
export interface SuggestDraft extends Record<ChoiceList, number[]> {
  ZoneId: number;
  YardId: number;
  SunRequirementId: number;
  WaterRequirementId: number;
  HardinessZoneId: number;
  MaxHeight: string;
  HeightUnit: LengthUnit;
  MaxSpread: string;
  SpreadUnit: LengthUnit;
}

/** The suggest form: the draft as typed, checked as the request it asks for. */
export type SuggestDraftForm = ContractForm<SuggestDraft, SuggestPlantsRequest>;

const DEFAULT_UNIT: LengthUnit = 'ft';

export const EMPTY_DRAFT: SuggestDraft = {
  ZoneId: 0,
  YardId: 0,
  SunRequirementId: 0,
  WaterRequirementId: 0,
  HardinessZoneId: 0,
  MaxHeight: '',
  HeightUnit: DEFAULT_UNIT,
  MaxSpread: '',
  SpreadUnit: DEFAULT_UNIT,
  Categories: [],
  Attractants: [],
  Resistances: [],
  Tolerances: [],
  Avoid: [],
};

/** A largest size typed by the gardener; blank is no limit. NaN is left for the contract to refuse. */
function sizeLimit(text: string, Unit: LengthUnit) {
  const trimmed = text.trim();
  return trimmed === '' ? null : { Min: null, Max: Number(trimmed), Unit };
}

/** The request the draft asks for (page `i`), before the contract checks it. */
export function toRequest(draft: SuggestDraft, i = 0): SuggestPlantsRequest {
  return {
    ZoneId: draft.ZoneId,
    YardId: draft.YardId,
    SunRequirementId: draft.SunRequirementId,
    WaterRequirementId: draft.WaterRequirementId,
    HardinessZoneId: draft.HardinessZoneId,
    MaxHeight: sizeLimit(draft.MaxHeight, draft.HeightUnit),
    MaxSpread: sizeLimit(draft.MaxSpread, draft.SpreadUnit),
    Categories: draft.Categories,
    Attractants: draft.Attractants,
    Resistances: draft.Resistances,
    Tolerances: draft.Tolerances,
    Avoid: draft.Avoid,
    i,
    // Spelled out, so a search restored from storage asks exactly what was asked (one cache entry).
    c: PLANT_PAGE_SIZE,
  };
}

/** The same spot without any limit or wish: what an empty result suggests trying. */
export function withoutLimits(draft: SuggestDraft): SuggestDraft {
  return {
    ...EMPTY_DRAFT,
    ZoneId: draft.ZoneId,
    YardId: draft.YardId,
    SunRequirementId: draft.SunRequirementId,
    WaterRequirementId: draft.WaterRequirementId,
    HardinessZoneId: draft.HardinessZoneId,
  };
}

export function hasLimits(draft: SuggestDraft): boolean {
  return (
    draft.MaxHeight.trim() !== '' ||
    draft.MaxSpread.trim() !== '' ||
    CHOICE_LISTS.some((list) => draft[list].length > 0)
  );
}

// Reading back: storage is written by older builds too, so every field is checked on its own.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const id = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 ? (value as number) : 0);
const ids = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item) && item > 0) : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const unit = (value: unknown): LengthUnit => LENGTH_UNITS.find((known) => known === value) ?? DEFAULT_UNIT;

/** A stored draft, with what is missing or of another shape as if never entered. */
export function restoreDraft(stored: unknown): SuggestDraft {
  if (!isRecord(stored)) return EMPTY_DRAFT;
  return {
    ZoneId: id(stored.ZoneId),
    YardId: id(stored.YardId),
    SunRequirementId: id(stored.SunRequirementId),
    WaterRequirementId: id(stored.WaterRequirementId),
    HardinessZoneId: id(stored.HardinessZoneId),
    MaxHeight: text(stored.MaxHeight),
    HeightUnit: unit(stored.HeightUnit),
    MaxSpread: text(stored.MaxSpread),
    SpreadUnit: unit(stored.SpreadUnit),
    Categories: ids(stored.Categories),
    Attractants: ids(stored.Attractants),
    Resistances: ids(stored.Resistances),
    Tolerances: ids(stored.Tolerances),
    Avoid: ids(stored.Avoid),
  };
}

/** A stored search, only if it is still one the contract accepts. */
export function restoreSubmitted(stored: unknown): SuggestPlantsRequest | null {
  const parsed = suggestPlantsRequestSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
