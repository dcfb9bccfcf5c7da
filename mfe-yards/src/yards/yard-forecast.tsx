import { errorText, LoadError, Loading, useGetYardWeatherQuery } from '@thrive/shared';
import type { YardWeather } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { dayName, fahrenheit, rainInches, updatedAt } from './weather-units';
import styles from './weather.module.css';

/** Why there is no forecast to show, in the gardener's words; null when there is one. */
function missingText({ Status: status, LastFailedAt }: YardWeather): string | null {
  if (status === 'unreachable')
    return `The weather service could not be reached (last tried ${updatedAt(LastFailedAt ?? '')}). Watering follows the station’s normals until it answers; it is asked again every half hour.`;
  if (status === 'pending')
    return 'The forecast and the rain of the last week show here within a minute of the yard getting its ZIP code (reload the page to see them). Until then, watering follows the station’s normals.';
  if (status === 'uncovered')
    return 'The weather service has no forecast for this place, so watering follows the station’s normals.';
  return null;
}

/**
 * The yard's next days and last week of rain, beside its station's normals: what moves its
 * watering (rain postpones it, a heat wave brings it forward). Nothing on a server that asks
 * no weather service, where the normals alone decide.
 */
export function YardForecast({ yardId }: { yardId: number }) {
  const weather = useGetYardWeatherQuery(yardId);
  if (weather.isLoading) return <Loading label="Loading the forecast…" />;
  if (weather.error || !weather.data)
    return <LoadError message={errorText(weather.error)} onRetry={() => void weather.refetch()} />;
  const { Status, Forecast, PastDays, UpdatedAt, LastFailedAt } = weather.data;
  if (Status === 'off') return null;
  const missing = missingText(weather.data);
  if (missing) return <p className={ui.muted}>{missing}</p>;
  const weekRain = PastDays.reduce((sum, day) => sum + day.RainMm, 0);
  return (
    <div className={styles.forecast}>
      {Forecast.length > 0 && (
        <table className={styles.forecastTable}>
          <caption className={styles.forecastCaption}>The next days</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">High</th>
              <th scope="col">Low</th>
              <th scope="col">Rain</th>
            </tr>
          </thead>
          <tbody>
            {Forecast.map((day) => (
              <tr key={day.Date}>
                <th scope="row">{dayName(day.Date)}</th>
                <td>{day.HighC === null ? '–' : fahrenheit(day.HighC)}</td>
                <td>{day.LowC === null ? '–' : fahrenheit(day.LowC)}</td>
                <td>{rainInches(day.RainMm)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.weekRain}>
        Rain in the last 7 days: <strong>{rainInches(weekRain)}</strong>
      </p>
      {UpdatedAt && <p className={styles.attribution}>Weather updated {updatedAt(UpdatedAt)}.</p>}
      {LastFailedAt && (
        <p className={styles.attribution}>
          The weather service could not be reached {updatedAt(LastFailedAt)}: this is the last report it gave.
        </p>
      )}
    </div>
  );
}
