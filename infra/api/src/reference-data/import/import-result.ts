/** A row left out of an import, and why (the first ones are reported). */
export interface RowReject {
  line: number;
  reason: string;
}

/** What one import did: `read = loaded + rejected (+ matchedCurated + merged for plants)`. */
export interface ImportResult {
  dataset: string;
  file: string;
  read: number;
  loaded: number;
  rejected: number;
  /** The first REJECTS_REPORTED rejects. */
  rejects: RowReject[];
  /** USDA plants: rows skipped because our curated catalogue has that plant. */
  matchedCurated?: number;
  /** USDA plants: rows another row of their species stands for (usda-catalogue-plan.ts). */
  merged?: number;
  /** USDA plants an earlier import held and this one does not: removed, or kept because in use. */
  staleRemoved?: number;
  staleInUse?: number;
  /** Frost normals: stations the stations file lacked, created from the frost row. */
  stationsCreated?: number;
}

export const REJECTS_REPORTED = 10;

/** Long files report progress every this many rows. */
export const PROGRESS_EVERY = 10_000;

export interface ImportProgress {
  dataset: string;
  file: string;
  read: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
}
