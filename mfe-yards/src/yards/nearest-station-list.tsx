import { useMemo } from 'react';
import type { WeatherStation, Yard } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { miles } from './frost-dates';
import { nearestStations } from './nearest-stations';
import styles from './weather.module.css';

interface Props {
  yard: Pick<Yard, 'Id' | 'Latitude' | 'Longitude'>;
  stations: readonly WeatherStation[];
  choice: string | null;
  onChoose: (stationId: string) => void;
}

/** The stations nearest the yard as radio buttons: choosing without the map's markers. */
export function NearestStationList({ yard, stations, choice, onChoose }: Props) {
  const { Latitude: latitude, Longitude: longitude } = yard;
  const nearest = useMemo(
    () => (latitude === null || longitude === null ? [] : nearestStations(stations, { latitude, longitude })),
    [stations, latitude, longitude],
  );
  return (
    <fieldset className={styles.nearest}>
      <legend className={styles.legend}>Nearest stations with frost dates</legend>
      {nearest.length === 0 ? (
        <p className={ui.muted}>Set the yard’s address or ZIP code to list the stations nearest to it.</p>
      ) : (
        <ul className={styles.stationList}>
          {nearest.map(({ station, miles: distance }) => (
            <li key={station.StationID}>
              <label className={styles.stationOption}>
                <input
                  type="radio"
                  name={`yard-${yard.Id}-station`}
                  value={station.StationID}
                  checked={choice === station.StationID}
                  onChange={() => onChoose(station.StationID)}
                />
                <span>
                  {`${station.Name}, ${station.State},`} <span className={ui.muted}>{miles(distance)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
