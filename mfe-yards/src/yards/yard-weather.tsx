import { useEffect, useId, useRef, useState } from 'react';
import { Button, errorText, LoadError, Loading, useGetYardFrostDatesQuery } from '@thrive/shared';
import type { Yard, YardFrostDates } from '@thrive/shared/contracts';
import ui from '../common/ui.module.css';
import { FrostDateFacts } from './frost-date-facts';
import { NearestStationHint } from './nearest-station-hint';
import { StationPicker } from './station-picker';
import { YardForecast } from './yard-forecast';
import styles from './weather.module.css';

const chosenText = (dates: YardFrostDates) =>
  dates.Source === 'station'
    ? `The frost dates now come from ${dates.StationName}. Your task dates follow them.`
    : 'The station was saved. Its normals give no frost dates, so they come from the hardiness zone.';

/**
 * The yard's forecast and last week of rain (what moves its watering), its frost dates,
 * counted from its weather station's NOAA normals (the nearest by default) or its hardiness
 * zone, and the map to choose another station: the station is the
 * yard's own setting, so only its owner (`canChooseStation`) sees the choice.
 */
export function YardWeather({ yard, canChooseStation }: { yard: Yard; canChooseStation: boolean }) {
  const dates = useGetYardFrostDatesQuery(yard.Id);
  const [picking, setPicking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const changeId = useId();
  const pickerId = useId();

  // Focus goes back to "Change station" when the picker closes, not to the page's start.
  const wasPicking = useRef(false);
  useEffect(() => {
    if (wasPicking.current && !picking) document.getElementById(changeId)?.focus();
    wasPicking.current = picking;
  }, [picking, changeId]);

  return (
    <section className={ui.section} aria-labelledby="yard-weather-title">
      <h3 id="yard-weather-title" className={ui.sectionTitle}>
        Weather and frost dates
      </h3>
      {dates.isLoading ? (
        <Loading label="Loading the frost dates…" />
      ) : dates.error || !dates.data ? (
        <LoadError message={errorText(dates.error)} onRetry={() => void dates.refetch()} />
      ) : (
        <>
          <YardForecast yardId={yard.Id} />
          <FrostDateFacts dates={dates.data} yard={yard} />
          {canChooseStation && (
            <NearestStationHint
              yard={yard}
              dates={dates.data}
              onChosen={(chosen) => {
                setPicking(false);
                setAnnouncement(chosenText(chosen));
                // The hint and its button are gone: focus stays in the section.
                document.getElementById(changeId)?.focus();
              }}
            />
          )}
        </>
      )}
      {canChooseStation && (
        <>
          <div className={styles.buttons}>
            <Button
              id={changeId}
              aria-expanded={picking}
              aria-controls={picking ? pickerId : undefined}
              onClick={() => {
                setAnnouncement('');
                setPicking(!picking);
              }}
            >
              Change station
            </Button>
          </div>
          {picking && (
            <div id={pickerId}>
              <StationPicker
                yard={yard}
                currentId={dates.data?.StationID ?? null}
                onCancel={() => setPicking(false)}
                onChosen={(chosen) => {
                  setAnnouncement(chosenText(chosen));
                  setPicking(false);
                }}
              />
            </div>
          )}
        </>
      )}
      <p role="status" className={ui.muted}>
        {announcement}
      </p>
    </section>
  );
}
