import { Link, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  errorText,
  LoadError,
  Loading,
  useCarriedLink,
  useGetYardsQuery,
  useGetZonePlantsQuery,
} from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { HealthForm } from './health-form';
import { healthPlantChoices } from './health-plant-choices';
import styles from './health.module.css';

const HEALTH_TITLE = 'Plant health check';

/** Every plant of every yard (ZonePlants/0?yid=0). */
const ALL_PLANTS = { zoneId: 0, yardId: 0 };

function HealthScreen() {
  const [params] = useSearchParams();
  const carried = useCarriedLink();
  const plants = useGetZonePlantsQuery(ALL_PLANTS);
  const yards = useGetYardsQuery();
  const asked = Number(params.get('pz') ?? 0);
  const wanted = Number.isSafeInteger(asked) && asked > 0 ? asked : 0;

  if (plants.isLoading || yards.isLoading) return <Loading label="Loading your plants…" />;
  if (plants.error || yards.error || !plants.data || !yards.data)
    return (
      <LoadError
        message={errorText(plants.error ?? yards.error)}
        onRetry={() => {
          void plants.refetch();
          void yards.refetch();
        }}
      />
    );
  if (plants.data.length === 0)
    return (
      <EmptyState title="You have no plants in your zones yet">
        <p>Add plants to a zone of your yard, then check on them here.</p>
        <Link className={styles.action} to={carried('/plants/search')}>
          Find plants to add
        </Link>
      </EmptyState>
    );
  const known = plants.data.some((plant) => plant.Id === wanted);
  return (
    <>
      {wanted > 0 && !known && (
        <p className={styles.notice}>That plant is no longer in one of your zones. Choose another.</p>
      )}
      <HealthForm
        key={wanted}
        choices={healthPlantChoices(plants.data, yards.data)}
        plants={plants.data}
        initialPlantZoneId={known ? wanted : 0}
      />
    </>
  );
}

/** Route `images/health`: what ails a plant, from a photo and its symptoms. */
export function HealthPage() {
  return (
    <PlantsPage title={HEALTH_TITLE}>
      <p className={styles.intro}>
        Tell us what you see on one of your plants. We weigh it against what the plant needs, where it grows
        and the pests that attack it, and suggest the likely causes and what to do.
      </p>
      <HealthScreen />
    </PlantsPage>
  );
}
