/** Thrive score values (SPEC §4 "Value enumerations"). */
export const THRIVE_SCORE = {
  /** -1: insufficient information. */
  Unknown: -1,
  /** 0: poor. */
  Poor: 0,
  /** 1: good. */
  Good: 1,
  /** 2: borderline, for the overall score only. */
  Borderline: 2,
} as const;

export type ThriveScore = (typeof THRIVE_SCORE)[keyof typeof THRIVE_SCORE];

/** A sun, water or freeze score: never borderline (SPEC §4). */
export type FactorScore = Exclude<ThriveScore, typeof THRIVE_SCORE.Borderline>;

/** An id of 0 is a value that is not set: its score is unknown (SPEC §5). */
export const NOT_SET_ID = 0;

/** Sun requirement 7, "Sun to Shade": a full-range value that suits any sun (SPEC §5, DESIGN §7). */
export const FULL_RANGE_SUN_ID = 7;
