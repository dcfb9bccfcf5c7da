import { errorText, useLookUpPostalCodeQuery, useSettledValue } from '@thrive/shared';
import { postalCodeSchema, type GeoAnswer } from '@thrive/shared/contracts';
import styles from './yards.module.css';

/** The ZIP code is looked up once typing pauses this long: not at every key. */
const PLACE_LOOKUP_DELAY_MS = 300;

/** "San Francisco, CA: hardiness zone 10b (35 to 40 °F). Nearest weather station: ..." */
function placeText(place: GeoAnswer): string {
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

export interface PostalCodePlace {
  /** What the gardener is told: looking up, the place, or why there is none; '' before a ZIP code. */
  text: string;
  /** The zone the ZIP code gives ("10b"), '' while none is known. */
  zone: string;
}

/**
 * What the ZIP code being typed gives (GEO), once typing pauses: the town, the hardiness zone
 * the form uses unless one is chosen, and the nearest weather station. Only a whole ZIP code
 * (the contract's rule) is asked about.
 */
export function usePostalCodePlace(postalCode: string): PostalCodePlace {
  const typed = postalCode.trim();
  const asked = useSettledValue(typed, PLACE_LOOKUP_DELAY_MS);
  const wanted = asked === typed && postalCodeSchema.safeParse(asked).success;
  const { data, error, isFetching } = useLookUpPostalCodeQuery(asked, { skip: !wanted });
  if (!wanted) return { text: '', zone: '' };
  if (isFetching) return { text: `Looking up ${asked}…`, zone: '' };
  if (error) return { text: errorText(error), zone: '' };
  if (!data) return { text: '', zone: '' };
  return { text: placeText(data), zone: data.HardinessZoneId > 0 ? data.HardinessZone : '' };
}

/** The place under the ZIP code field: a status region, heard without leaving the field. */
export function PostalCodePlaceStatus({ text }: { text: string }) {
  return (
    <p role="status" className={styles.placePreview}>
      {text}
    </p>
  );
}
