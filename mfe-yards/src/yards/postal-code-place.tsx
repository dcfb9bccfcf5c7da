import { useEffect } from 'react';
import { errorText, useLookUpPostalCodeQuery, useSettledValue } from '@thrive/shared';
import type { GeoAnswer } from '@thrive/shared/contracts';
import styles from './yards.module.css';

/** The ZIP code is looked up once typing pauses this long: not at every key. */
export const PLACE_LOOKUP_DELAY_MS = 300;
const FIVE_DIGITS = /^\d{5}(-\d{4})?$/;

/** "San Francisco, CA: hardiness zone 10b (35 to 40 °F). Nearest weather station: ..." */
export function placeText(place: GeoAnswer): string {
  const town = [place.City, place.State].filter(Boolean).join(', ');
  const zone =
    place.HardinessZoneId > 0
      ? `hardiness zone ${place.HardinessZone} (winter lows ${place.TemperatureRange} °F)`
      : 'no hardiness zone is known for this ZIP code: choose yours below';
  const station = place.WeatherStation
    ? ` Nearest weather station: ${place.WeatherStation.Name} (${Math.round(place.WeatherStation.DistanceMiles)} mi).`
    : '';
  return `${town}: ${zone}.${station}`;
}

interface Props {
  postalCode: string;
  /** The zone the ZIP code gives ("10b"), '' while none is known. */
  onZone(zone: string): void;
}

/**
 * What the ZIP code being typed gives (GEO), as the gardener types it: the town, the
 * hardiness zone the form will use unless one is chosen, and the nearest weather station.
 * A status region, so a screen reader hears it without leaving the field.
 */
export function PostalCodePlace({ postalCode, onZone }: Props) {
  const asked = useSettledValue(postalCode.trim(), PLACE_LOOKUP_DELAY_MS);
  const wanted = FIVE_DIGITS.test(asked) && asked === postalCode.trim();
  const { data, error, isFetching } = useLookUpPostalCodeQuery(asked, { skip: !wanted });
  const place = wanted && !isFetching && !error ? data : undefined;
  const zone = place && place.HardinessZoneId > 0 ? place.HardinessZone : '';
  useEffect(() => onZone(zone), [zone, onZone]);

  let text = '';
  if (wanted && isFetching) text = `Looking up ${asked}…`;
  else if (wanted && error) text = errorText(error);
  else if (place) text = placeText(place);
  return (
    <p role="status" className={styles.placePreview}>
      {text}
    </p>
  );
}
