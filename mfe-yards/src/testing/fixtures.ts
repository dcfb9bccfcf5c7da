import type {
  GrowingConditions,
  PublicYard,
  ThriveFactor,
  ThriveOverall,
  Yard,
  YardMembers,
  Zone,
  ZonePlant,
} from '@thrive/shared/contracts';
import { referenceConditions } from '@thrive/shared/testing';
import { THRIVE_TOOLTIPS } from '@thrive/shared/thrive';

/** Reference lists as Common/0/GrowingConditions answers them, by the ids the tests pick from. */
export const CONDITIONS: GrowingConditions = referenceConditions({
  SunRequirements: [1, 3, 6],
  WaterRequirements: [1, 3, 5],
  HardinessZones: [13, 14, 15],
  Fertilizers: [1, 2],
});

export function yard(overrides: Partial<Yard> = {}): Yard {
  return {
    Id: 5,
    Name: 'Front yard',
    Address: '',
    City: 'Raleigh',
    State: 'NC',
    PostalCode: '27601',
    Latitude: 35.77,
    Longitude: -78.63,
    HardinessZoneId: 14,
    HardinessZoneManual: false,
    IsPublic: false,
    IsDefault: true,
    ZoneCount: 2,
    ...overrides,
  };
}

/** Yard 5 as its owner sees it shared: Ann owns it, Bob gardens and Cy looks; one link is open. */
export function yardMembers(overrides: Partial<YardMembers> = {}): YardMembers {
  return {
    YardId: 5,
    OwnerName: 'Ann',
    Role: 'owner',
    Members: [
      { UserId: 61, Name: 'Bob', Role: 'gardener', JoinedAt: '2026-05-01T12:00:00.000Z' },
      { UserId: 62, Name: 'Cy', Role: 'viewer', JoinedAt: '2026-05-02T12:00:00.000Z' },
    ],
    Invitations: [{ Id: 400, Email: '', Role: 'viewer', ExpiresAt: '2026-06-05T12:00:00.000Z' }],
    ...overrides,
  };
}

export function zone(overrides: Partial<Zone> = {}): Zone {
  return {
    Id: 8,
    YardId: 5,
    YardName: 'Front yard',
    Name: 'Border bed',
    SunRequirementId: 6,
    WaterRequirementId: 3,
    YardHardinessZoneId: 14,
    Notes: '',
    PlantCount: 2,
    ...overrides,
  };
}

const good = (Tooltip: string = THRIVE_TOOLTIPS.sun.good): ThriveFactor => ({
  Score: 1,
  Direction: null,
  Tooltip,
});
export const overall = (Score: ThriveOverall['Score']): ThriveOverall => ({
  Score,
  Tooltip:
    Score === 1
      ? THRIVE_TOOLTIPS.overall.good
      : Score === 2
        ? THRIVE_TOOLTIPS.overall.borderline
        : Score === 0
          ? THRIVE_TOOLTIPS.overall.poor
          : THRIVE_TOOLTIPS.unknown,
});

export function zonePlant(overrides: Partial<ZonePlant> = {}): ZonePlant {
  return {
    Id: 101,
    ZoneId: 8,
    ZoneName: 'Border bed',
    YardId: 5,
    PlantId: 2001,
    CommonName: 'Lavender',
    BotanicalName: 'Lavandula angustifolia',
    Thumbnail: '',
    FertilizerId: 0,
    FertilizerName: '',
    Sun: good(),
    Water: good(THRIVE_TOOLTIPS.water.good),
    Freeze: good(THRIVE_TOOLTIPS.freeze.good),
    Overall: overall(1),
    ...overrides,
  };
}

export function publicYard(): PublicYard {
  return {
    Id: 5,
    Name: 'Front yard',
    City: 'Raleigh',
    State: 'NC',
    HardinessZoneId: 14,
    HardinessZoneName: '7b',
    Zones: [
      {
        Id: 8,
        Name: 'Border bed',
        SunRequirementId: 1,
        SunRequirementName: 'Full Shade',
        WaterRequirementId: 3,
        WaterRequirementName: 'Medium',
        Plants: [
          {
            PlantId: 2001,
            CommonName: 'Lavender',
            BotanicalName: 'Lavandula angustifolia',
            Thumbnail: '/api/Plants/2001/Illustration.svg?v=a1',
            Overall: overall(1),
          },
          {
            PlantId: 2002,
            CommonName: 'Hosta',
            BotanicalName: 'Hosta sieboldiana',
            // No picture at all: the SPEC §8 fallback.
            Thumbnail: '',
            Overall: overall(0),
          },
        ],
      },
    ],
  };
}
