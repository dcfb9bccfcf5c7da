import {
  countText,
  errorText,
  isNotFound,
  LoadError,
  Loading,
  useGetWeatherStationDetailQuery,
} from '@thrive/shared';
import { greatCircleMiles, type WeatherStationDetail } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { miles } from './frost-dates';
import { elevationText, firstFrostText, lastFrostText, noFrostDatesText } from './station-normals';
import styles from './weather.module.css';

export const STATION_DETAIL_TITLE = 'About this station';
export const STATION_GONE = 'This station is no longer in our weather tables.';

interface Props {
  stationId: string;
  /** The yard, to say how far the station is; null when the yard has no location. */
  from: { latitude: number; longitude: number } | null;
}

/**
 * The station chosen in the picker, before the gardener saves it (GET WeatherStation/{id}/
 * Detail): where it is, how high, and its frost normals, so two stations can be compared.
 */
export function StationDetail({ stationId, from }: Props) {
  const detail = useGetWeatherStationDetailQuery(stationId);
  return (
    <section
      className={styles.detail}
      aria-labelledby="station-detail-title"
      aria-busy={detail.isFetching || undefined}
    >
      <h4 id="station-detail-title" className={styles.detailTitle}>
        {STATION_DETAIL_TITLE}
      </h4>
      {isNotFound(detail.error) ? (
        <p className={ui.muted}>{STATION_GONE}</p>
      ) : detail.isError ? (
        <LoadError message={errorText(detail.error)} onRetry={() => void detail.refetch()} />
      ) : !detail.data || detail.data.StationID !== stationId ? (
        <Loading label="Loading the station’s details…" />
      ) : (
        <StationFacts detail={detail.data} from={from} />
      )}
    </section>
  );
}

function StationFacts({ detail, from }: { detail: WeatherStationDetail; from: Props['from'] }) {
  const normals = detail.FrostNormals;
  const noDates = noFrostDatesText(normals);
  const last = normals && lastFrostText(normals);
  const first = normals && firstFrostText(normals);
  const distance = from && greatCircleMiles(from, { latitude: detail.Latitude, longitude: detail.Longitude });
  return (
    <>
      <dl className={ui.facts}>
        <dt>Station</dt>
        <dd>{[detail.Name, detail.State].filter(Boolean).join(', ')}</dd>
        {distance !== null && (
          <>
            <dt>Distance</dt>
            <dd>{miles(distance)} from the yard</dd>
          </>
        )}
        {detail.ElevationM !== null && (
          <>
            <dt>Elevation</dt>
            <dd>{elevationText(detail.ElevationM)}</dd>
          </>
        )}
        {last && (
          <>
            <dt>Last spring frost</dt>
            <dd>{last}</dd>
          </>
        )}
        {first && (
          <>
            <dt>First fall frost</dt>
            <dd>{first}</dd>
          </>
        )}
        {normals && normals.GrowingSeasonDays50 !== null && (
          <>
            <dt>Growing season</dt>
            <dd>{countText(normals.GrowingSeasonDays50, 'day', 'days')} in half of the years</dd>
          </>
        )}
        {normals && normals.GrowingDegreeDays50 !== null && (
          <>
            <dt>Growing degree days</dt>
            <dd>{normals.GrowingDegreeDays50.toLocaleString('en-US')} a year above 50°F</dd>
          </>
        )}
      </dl>
      {noDates && <p className={styles.note}>{noDates}</p>}
      {detail.Source && <p className={styles.attribution}>{detail.Source}</p>}
    </>
  );
}
