import type { PlantSymptom } from '@thrive/shared/contracts';
import type { PlantScorecard } from '@thrive/shared/thrive';

/** A catalogue plant as the assessment cites it: names as in the reference lists ('' when not known). */
export interface HealthPlant {
  commonName: string;
  botanicalName: string;
  genus: string;
  sun: string;
  altSun: string;
  /** Water requirement id (1 Dry .. 5 Wet, 0 not known) and name. */
  waterId: number;
  water: string;
  zoneLow: string;
  zoneHigh: string;
}

/** The yard's frost dates (MM-DD) as the care calendar counts from them. */
export interface HealthFrost {
  lastSpring: string | null;
  firstFall: string | null;
  frostFree: boolean;
  /** One sentence saying where the dates come from. */
  explanation: string;
}

/** The gardener's zone the plant grows in, its yard, and the plant's SPEC §5 scores there. */
export interface HealthPlace {
  zoneName: string;
  yardName: string;
  sun: string;
  waterId: number;
  water: string;
  /** The yard's hardiness zone label ('7b'), '' when not known. */
  hardinessZone: string;
  scores: PlantScorecard;
  frost: HealthFrost | null;
  /** The yard's position, for a service that uses it; null when the yard has none. */
  coordinates: { latitude: number; longitude: number } | null;
}

/** A pest our data links to the plant's genus (lists/pests.json). */
export interface HealthPest {
  id: number;
  name: string;
  scientificName: string;
}

/** One of the plant's own care tips, with the category and Group it belongs to. */
export interface HealthCareTip {
  category: string;
  group: string | null;
  body: string;
}

/** Everything the assessment reasons from, loaded once; the reasoning itself is pure. */
export interface HealthContext {
  plant: HealthPlant;
  /** null when a catalogue plant is assessed without a zone. */
  place: HealthPlace | null;
  pests: HealthPest[];
  careTips: HealthCareTip[];
  /** The server's today, yyyy-mm-dd. */
  today: string;
  /** What the gardener ticked, each once, in the order of the request. */
  symptoms: PlantSymptom[];
}
