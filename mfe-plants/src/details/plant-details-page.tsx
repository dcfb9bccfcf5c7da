import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  EmptyState,
  LoadError,
  Loading,
  errorText,
  isNotFound,
  plantDetailsLoadFinished,
  plantDetailsLoadStarted,
  useAppDispatch,
  useCarriedLink,
  useGetPlantQuery,
} from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { useDeviceLocation } from './device-location';
import { PlantDetailsView } from './plant-details-view';
import styles from './details.module.css';

export const PLANT_DETAILS_TITLE = 'Plant Details';
/** SPEC §2.6: the root shell's spinner text while plant details load. */
export const RETRIEVING_PLANT_DETAILS = 'Retrieving plant details...';
export const PLANT_NOT_FOUND = 'We could not find that plant.';

/** A positive whole number from the address, else 0 (not given or not a valid id). */
function idFrom(text: string | null | undefined): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Drives the shell's 'Retrieving plant details...' spinner (SPEC §2.6) while `active`. */
function useRetrievingSpinner(active: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!active) return;
    dispatch(plantDetailsLoadStarted());
    return () => {
      dispatch(plantDetailsLoadFinished());
    };
  }, [active, dispatch]);
}

function NotFound() {
  const carried = useCarriedLink();
  return (
    <EmptyState title={PLANT_NOT_FOUND}>
      <Link to={carried('/plants/search')} className={styles.buttonLink}>
        Back to plant search
      </Link>
    </EmptyState>
  );
}

/**
 * The plant details page (SPEC §2.3-§2.4, §7 GET Users/{uid}/Plant/{id}/?lat&lng&zid): zid is
 * the zone the gardener came from (search carries it), lat and lng the device when known.
 */
export function PlantDetailsPage() {
  const id = idFrom(useParams().id);
  const [search] = useSearchParams();
  const zid = idFrom(search.get('zid'));
  const location = useDeviceLocation();
  const plant = useGetPlantQuery({ id, zid, ...location }, { skip: id === 0 });
  // currentData: another plant's details never show while this one loads (a companion opened).
  const details = plant.currentData;
  const loading = !details && !plant.error && id > 0;
  useRetrievingSpinner(loading);

  let content;
  if (id === 0 || isNotFound(plant.error)) content = <NotFound />;
  else if (details) content = <PlantDetailsView key={details.Id} plant={details} zid={zid} />;
  else if (plant.error)
    content = <LoadError message={errorText(plant.error)} onRetry={() => void plant.refetch()} />;
  else content = <Loading label={RETRIEVING_PLANT_DETAILS} />;

  return <PlantsPage title={details?.CommonName ?? PLANT_DETAILS_TITLE}>{content}</PlantsPage>;
}
