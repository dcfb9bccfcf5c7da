import type { Yard, YardFrostDates } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { miles, monthDay } from './frost-dates';
import styles from './weather.module.css';
import { chooserOf } from './whose-choice';

const NOT_KNOWN = 'Not known yet';

function sourceText(dates: YardFrostDates): string {
  if (dates.Source === 'station') return 'The weather station’s NOAA normals';
  if (dates.Source === 'zone') return `Hardiness zone ${dates.HardinessZone}`;
  return NOT_KNOWN;
}

/** A yard's frost dates and where they come from; the care tasks are dated from them. */
export function FrostDateFacts({ dates, yard }: { dates: YardFrostDates; yard: Pick<Yard, 'Sharing'> }) {
  return (
    <>
      <dl className={ui.facts}>
        {dates.StationID && (
          <>
            <dt>Weather station</dt>
            <dd>
              {[dates.StationName, dates.StationState].filter(Boolean).join(', ')}
              {dates.StationChosen ? ` (chosen by ${chooserOf(yard)})` : ' (the nearest)'}
            </dd>
            {dates.DistanceMiles !== null && (
              <>
                <dt>Distance</dt>
                <dd>{miles(dates.DistanceMiles)} from the yard</dd>
              </>
            )}
          </>
        )}
        <dt>Last spring frost</dt>
        <dd>{dates.LastSpringFrost ? monthDay(dates.LastSpringFrost) : NOT_KNOWN}</dd>
        <dt>First fall frost</dt>
        <dd>{dates.FirstFallFrost ? monthDay(dates.FirstFallFrost) : NOT_KNOWN}</dd>
        <dt>Dates from</dt>
        <dd>{sourceText(dates)}</dd>
      </dl>
      {dates.FrostFree && (
        <p className={styles.note}>
          No freeze is expected here in most years: the dates frame the cool season.
        </p>
      )}
      {dates.Explanation && <p className={ui.muted}>{dates.Explanation}</p>}
      {dates.Attribution && <p className={styles.attribution}>{dates.Attribution}</p>}
    </>
  );
}
