import { useParams } from 'react-router-dom';
import { Droplets, Sun } from 'lucide-react';
import { PlantThumbnail, useGetPublicYardQuery } from '@thrive/shared';
import type { PublicYard } from '@thrive/shared/contracts';
import { YardsPage } from '../common/yards-page';
import { EmptyState, LoadError, Loading } from '@thrive/shared';
import { errorText, isNotFound } from '@thrive/shared';
import { ThriveScoreIcon } from '@thrive/shared';
import { countPlants } from '../common/score-counts';
import { ScoreSummaryBar } from '../common/score-summary-bar';
import ui from '../common/ui.module.css';
import { BrandBar } from './brand-bar';
import { PublicGlance } from './public-glance';
import styles from './public.module.css';

export const PUBLIC_TITLE = 'Public Yard';
const NOT_PUBLIC_MESSAGE = 'This yard is not public.';

function PublicZone({ zone }: { zone: PublicYard['Zones'][number] }) {
  return (
    <section className={ui.section} aria-labelledby={`public-zone-${zone.Id}`}>
      <h3 id={`public-zone-${zone.Id}`} className={ui.sectionTitle}>
        {zone.Name}
      </h3>
      <p className={styles.conditions}>
        <span>
          <Sun aria-hidden="true" size={16} /> Sun: {zone.SunRequirementName || 'Not set'}
        </span>
        <span>
          <Droplets aria-hidden="true" size={16} /> Water: {zone.WaterRequirementName || 'Not set'}
        </span>
      </p>
      {zone.Plants.length === 0 ? (
        <p className={ui.muted}>No plants in this zone yet.</p>
      ) : (
        <>
          <ScoreSummaryBar counts={countPlants(zone.Plants)} />
          <ul className={styles.plants}>
            {zone.Plants.map((plant) => (
              <li key={plant.PlantId} className={styles.plant}>
                <PlantThumbnail src={plant.Thumbnail} className={styles.picture} />
                <span className={styles.names}>
                  <span className={styles.common}>{plant.CommonName}</span>{' '}
                  <span className={styles.botanical}>{plant.BotanicalName}</span>
                </span>
                <ThriveScoreIcon
                  kind="overall"
                  score={plant.Overall.Score}
                  tooltip={plant.Overall.Tooltip}
                  subject={plant.CommonName}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * A yard its gardener made public, read without a session (SPEC §2.1 "public"), under a brand
 * bar of its own (the shell shows no chrome there). The answer carries the names of its sun,
 * water and hardiness zone (a visitor cannot look them up) and the plants' catalogue pictures;
 * nothing private: no address, notes, email or the gardener's photos.
 */
export function PublicYardPage() {
  const id = Number(useParams().id);
  const yard = useGetPublicYardQuery(id, { skip: !(id > 0) });
  const town = yard.data ? [yard.data.City, yard.data.State].filter(Boolean).join(', ') : '';
  return (
    <>
      <BrandBar />
      <YardsPage title={PUBLIC_TITLE} heading={yard.data?.Name ?? PUBLIC_TITLE}>
        {!(id > 0) || isNotFound(yard.error) ? (
          <EmptyState title={NOT_PUBLIC_MESSAGE} />
        ) : yard.isLoading ? (
          <Loading label="Loading the yard…" />
        ) : yard.error || !yard.data ? (
          <LoadError message={errorText(yard.error)} onRetry={() => void yard.refetch()} />
        ) : (
          <>
            <dl className={ui.facts}>
              {town && (
                <>
                  <dt>Town</dt>
                  <dd>{town}</dd>
                </>
              )}
              <dt>Hardiness zone</dt>
              <dd>{yard.data.HardinessZoneName || 'Not set'}</dd>
            </dl>
            {yard.data.Zones.length === 0 ? (
              <p className={ui.muted}>This yard has no zones yet.</p>
            ) : (
              <>
                <PublicGlance yard={yard.data} />
                {yard.data.Zones.map((zone) => (
                  <PublicZone key={zone.Id} zone={zone} />
                ))}
              </>
            )}
          </>
        )}
      </YardsPage>
    </>
  );
}
