import { Suspense, useEffect, useState } from 'react';
import {
  Button,
  EmptyState,
  errorText,
  LoadError,
  Loading,
  notify,
  useGetMapSettingsQuery,
  useGetWeatherStationsQuery,
  useSetYardWeatherStationMutation,
} from '@thrive/shared';
import type { Yard, YardFrostDates } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { LazyWeatherStationMap } from './lazy-weather-map';
import { NearestStationList } from './nearest-station-list';
import { StationDetail } from './station-detail';
import { StationNearMe } from './station-near-me';
import styles from './weather.module.css';

/** SPEC §8 "Weather station load failure": this toast, verbatim. */
const STATION_LOAD_FAILED = 'An error has occurred while contacting server.';

const yardPoint = ({ Latitude: latitude, Longitude: longitude }: Yard) =>
  latitude === null || longitude === null ? null : { latitude, longitude };

interface Props {
  yard: Yard;
  /** The station the yard's dates come from now, selected on the map at first. */
  currentId: string | null;
  onCancel: () => void;
  /** The station was saved: its answer is the yard's new frost dates. */
  onChosen: (dates: YardFrostDates) => void;
}

/**
 * The station map (SPEC §2.6), the nearest stations and the one nearest to the gardener, to
 * choose the yard's station; the chosen one's details beside them to compare before saving.
 */
export function StationPicker({ yard, currentId, onCancel, onChosen }: Props) {
  const stations = useGetWeatherStationsQuery({ frostOnly: true });
  const tiles = useGetMapSettingsQuery();
  const [save, saving] = useSetYardWeatherStationMutation();
  const [choice, setChoice] = useState(currentId);
  const [saveError, setSaveError] = useState('');

  useEffect(() => {
    if (stations.isError) notify({ message: STATION_LOAD_FAILED, variant: 'error' });
  }, [stations.isError]);

  async function confirm() {
    if (!choice) return;
    setSaveError('');
    try {
      onChosen(await save({ yardId: yard.Id, StationID: choice }).unwrap());
    } catch (error) {
      setSaveError(errorText(error));
    }
  }

  if (stations.isLoading || tiles.isLoading) return <Loading label="Loading the weather stations…" />;
  if (stations.error || !stations.data)
    return <LoadError message={errorText(stations.error)} onRetry={() => void stations.refetch()} />;
  if (!stations.data.length)
    return (
      <EmptyState title="No weather stations yet">
        <p className={ui.muted}>
          The NOAA station tables are not imported, so the frost dates come from the yard’s hardiness zone.
        </p>
        <Button onClick={onCancel}>Close</Button>
      </EmptyState>
    );

  return (
    <div className={styles.picker}>
      <Suspense fallback={<Loading label="Loading the map…" />}>
        <LazyWeatherStationMap
          stations={stations.data}
          selectedId={choice}
          onSelect={(station) => setChoice(station.StationID)}
          // Without the settings the map still works, over the US outline alone.
          tiles={tiles.data ?? null}
        />
      </Suspense>
      <NearestStationList yard={yard} stations={stations.data} choice={choice} onChoose={setChoice} />
      <StationNearMe onFound={(station) => setChoice(station.StationID)} />
      {choice && <StationDetail stationId={choice} from={yardPoint(yard)} />}
      {saveError && (
        <p className={styles.error} role="alert">
          {saveError}
        </p>
      )}
      <div className={styles.buttons}>
        <Button
          variant="primary"
          disabled={!choice || choice === currentId || saving.isLoading}
          onClick={() => void confirm()}
        >
          {saving.isLoading ? 'Saving…' : 'Use this station'}
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </div>
  );
}
