import {
  CalendarRange,
  Droplets,
  Gauge,
  Leaf,
  MoveHorizontal,
  MoveVertical,
  Palette,
  Sun,
  ThermometerSnowflake,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { PlantDetails } from '@thrive/shared/contracts';
import { FoldSection } from './fold-section';
import { formatSize } from './plant-size';
import styles from './details.module.css';

/** The plant's sun, with its alternate when it also grows in another light. */
function sunText(plant: PlantDetails): string {
  const alternate =
    plant.AltSunRequirementId > 0 && plant.AltSunRequirementId !== plant.SunRequirementId
      ? plant.AltSunRequirementName
      : '';
  return alternate ? `${plant.SunRequirementName} to ${alternate}` : plant.SunRequirementName;
}

/** The hardiness zones it survives in, "5a to 9b"; '' when not known. */
function zoneRangeText(plant: PlantDetails): string {
  if (plant.ZoneLowId <= 0 || plant.ZoneHighId <= 0) return '';
  return plant.ZoneLowId === plant.ZoneHighId
    ? plant.ZoneLowName
    : `${plant.ZoneLowName} to ${plant.ZoneHighName}`;
}

/**
 * The folded section's line, "Full Sun · Medium water · Zones 5a–9b": what decides where the
 * plant can go, from the details already read. '' when the catalogue knows none of it.
 */
export function requirementsSummary(plant: PlantDetails): string {
  const zones =
    plant.ZoneLowId <= 0 || plant.ZoneHighId <= 0
      ? ''
      : plant.ZoneLowId === plant.ZoneHighId
        ? `Zone ${plant.ZoneLowName}`
        : `Zones ${plant.ZoneLowName}–${plant.ZoneHighName}`;
  return [
    plant.SunRequirementId > 0 ? sunText(plant) : '',
    plant.WaterRequirementId > 0 ? `${plant.WaterRequirementName} water` : '',
    zones,
  ]
    .filter(Boolean)
    .join(' · ');
}

function requirements(plant: PlantDetails): [string, LucideIcon, string][] {
  const rows: [string, LucideIcon, string | null][] = [
    ['Sun', Sun, plant.SunRequirementId > 0 ? sunText(plant) : ''],
    ['Water', Droplets, plant.WaterRequirementId > 0 ? plant.WaterRequirementName : ''],
    ['Hardiness zones', ThermometerSnowflake, zoneRangeText(plant)],
    ['Height', MoveVertical, formatSize(plant.AdultHeight)],
    ['Spread', MoveHorizontal, formatSize(plant.AdultSpread)],
    ['Bloom colors', Palette, plant.BloomColors.join(', ')],
    ['Flowers in', CalendarRange, plant.FlowerTimes.map((time) => time.Name).join(', ')],
    ['Growth rate', TrendingUp, plant.GrowthRate],
    ['Leaf retention', Leaf, plant.LeafRetention],
    ['Effort', Gauge, plant.Effort],
  ];
  // A fact the catalogue does not hold is left out rather than shown empty.
  return rows.filter((row): row is [string, LucideIcon, string] => Boolean(row[2]));
}

/** What the plant needs and how it grows (SPEC §3 Plant reference data). */
export function PlantRequirements({ plant }: { plant: PlantDetails }) {
  const rows = requirements(plant);
  return (
    <FoldSection
      id="plant-requirements"
      headingId="plant-requirements"
      title="Requirements"
      summary={requirementsSummary(plant)}
    >
      {rows.length === 0 ? (
        <p className={styles.muted}>The catalogue does not list this plant’s requirements yet.</p>
      ) : (
        <dl className={styles.facts}>
          {rows.map(([label, Icon, value]) => (
            <div key={label} className={styles.fact}>
              <dt>
                <Icon aria-hidden="true" size={18} />
                {label}
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </FoldSection>
  );
}
