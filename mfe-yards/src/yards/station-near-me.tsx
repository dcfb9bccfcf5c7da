import { useState } from 'react';
import {
  Button,
  errorText,
  isNotFound,
  useKnownDeviceLocation,
  useLazyFindNearestStationQuery,
  type NearestStation,
} from '@thrive/shared';
import ui from '../common/ui.module.css';
import { miles } from './frost-dates';

export const NEAR_ME_BUTTON = 'Choose the station nearest to me';
export const NONE_NEAR_ME = 'No weather station is known near where you are.';
const foundNearMe = (station: NearestStation) =>
  `${station.Name}, ${station.State} is chosen: ${miles(station.DistanceMiles)} from where you are.`;

/**
 * Chooses the station nearest to where the gardener stands (GET WeatherStation/0/
 * FindNearestStation/?lat&lng): for a yard without an address yet, or whose ZIP code's centre
 * is far from the garden. Only offered when the device's location is known (the shell's
 * location permission keeps it); it is chosen, not saved, until "Use this station".
 */
export function StationNearMe({ onFound }: { onFound: (station: NearestStation) => void }) {
  const location = useKnownDeviceLocation();
  const [findNearest, nearest] = useLazyFindNearestStationQuery();
  const [message, setMessage] = useState('');
  if (!location) return null;

  async function chooseNearMe(lat: number, lng: number) {
    setMessage('');
    try {
      const station = await findNearest({ lat, lng }, true).unwrap();
      onFound(station);
      setMessage(foundNearMe(station));
    } catch (error) {
      setMessage(isNotFound(error) ? NONE_NEAR_ME : errorText(error));
    }
  }

  return (
    <div>
      <Button disabled={nearest.isFetching} onClick={() => void chooseNearMe(location.lat, location.lng)}>
        {nearest.isFetching ? 'Finding the nearest station…' : NEAR_ME_BUTTON}
      </Button>
      <p role="status" className={ui.muted}>
        {message}
      </p>
    </div>
  );
}
