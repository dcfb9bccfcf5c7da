import { lazy, Suspense, useEffect, type ReactNode } from 'react';
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
  useKnownDeviceLocation,
} from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';

import styles from './details.module.css';

const PLANT_DETAILS_TITLE = 'Plant Details';
/** SPEC §2.6: the root shell's spinner text while plant details load. */
const RETRIEVING_PLANT_DETAILS = 'Retrieving plant details...';
const PLANT_NOT_FOUND = 'We could not find that plant.';

/**
 * The plant's sections bring the widgets of @thrive/shared/plant-details, upcoming-tasks and
 * date-input, which the shell no longer loads with its first screen: they come with the first
 * plant opened, not with the search this area opens on. The page starts loading them while the
 * plant's details are still on their way.
 */
const loadView = () => import(/* webpackChunkName: "plant-details" */ './plant-details-view');
const PlantDetailsView = lazy(() => loadView().then((module) => ({ default: module.PlantDetailsView })));

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
  const location = useKnownDeviceLocation();
  const plant = useGetPlantQuery({ id, zid, ...location }, { skip: id === 0 });
  // currentData: another plant's details never show while this one loads (a companion opened).
  const details = plant.currentData;
  const loading = !details && !plant.error && id > 0;
  useRetrievingSpinner(loading);
  useEffect(() => {
    void loadView();
  }, []);

  const page = (content: ReactNode) => <PlantsPage title={PLANT_DETAILS_TITLE}>{content}</PlantsPage>;
  const retrieving = page(<Loading label={RETRIEVING_PLANT_DETAILS} />);
  if (id === 0 || isNotFound(plant.error)) return page(<NotFound />);
  // The plant's name heads the page once its sections can show, not before.
  if (details)
    return (
      <Suspense fallback={retrieving}>
        <PlantsPage title={details.CommonName}>
          <PlantDetailsView key={details.Id} plant={details} zid={zid} />
        </PlantsPage>
      </Suspense>
    );
  if (plant.error)
    return page(<LoadError message={errorText(plant.error)} onRetry={() => void plant.refetch()} />);
  return retrieving;
}
