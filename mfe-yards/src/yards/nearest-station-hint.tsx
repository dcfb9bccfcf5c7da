import { useState } from 'react';
import {
  Button,
  errorText,
  useGetNearestStationToYardQuery,
  useSetYardWeatherStationMutation,
} from '@thrive/shared';
import type { Yard, YardFrostDates } from '@thrive/shared/contracts';
import { miles } from './frost-dates';
import styles from './weather.module.css';

export const USE_NEAREST_BUTTON = 'Use the nearest station';
const nearestText = (name: string, distance: number) =>
  `The nearest station with frost dates is ${name}, ${miles(distance)} from the yard.`;

interface Props {
  yard: Yard;
  dates: YardFrostDates;
  /** The nearest station was saved: its answer is the yard's new frost dates. */
  onChosen: (dates: YardFrostDates) => void;
}

/**
 * For a yard whose station the gardener chose by hand: the nearest station with frost dates
 * (GET WeatherStation/{yardId}/NearestStation) when it is another one, and a way back to it.
 * Nothing otherwise, nor when the yard has no location or the load fails: it is only a hint.
 */
export function NearestStationHint({ yard, dates, onChosen }: Props) {
  const chosenByHand = dates.StationChosen && dates.StationID !== null;
  const nearest = useGetNearestStationToYardQuery(yard.Id, { skip: !chosenByHand });
  const [save, saving] = useSetYardWeatherStationMutation();
  const [saveError, setSaveError] = useState('');
  const station = nearest.data;
  if (!chosenByHand || !station || station.StationID === dates.StationID) return null;

  async function switchToNearest(StationID: string) {
    setSaveError('');
    try {
      onChosen(await save({ yardId: yard.Id, StationID }).unwrap());
    } catch (error) {
      setSaveError(errorText(error));
    }
  }

  const name = [station.Name, station.State].filter(Boolean).join(', ');
  return (
    <div className={styles.nearestHint}>
      <p>{nearestText(name, station.DistanceMiles)}</p>
      {saveError && (
        <p className={styles.error} role="alert">
          {saveError}
        </p>
      )}
      <Button disabled={saving.isLoading} onClick={() => void switchToNearest(station.StationID)}>
        {saving.isLoading ? 'Saving…' : USE_NEAREST_BUTTON}
      </Button>
    </div>
  );
}
