import { useId } from 'react';
import { Link } from 'react-router-dom';
import { PlantThumbnail, useCarriedLink } from '@thrive/shared';
import { plantDetailsPath } from '@thrive/shared/plant-list';
import type { PhotoIdentification, PhotoIdentificationResult } from '@thrive/shared/contracts';
import { AddToZoneLink } from './key-candidates';
import styles from './identify.module.css';

export const PHOTO_RESULTS_LABEL = 'What the photo service found';

/** "91% likely": the service's confidence as a gardener reads it. */
const likelihood = (score: number) => `${Math.round(score * 100)}% likely`;

function PhotoResult({ result }: { result: PhotoIdentificationResult }) {
  const carried = useCarriedLink();
  const nameId = useId();
  const plant = result.Plant;
  const name = plant?.CommonName ?? (result.CommonName || result.BotanicalName);
  return (
    <article className={styles.result} aria-labelledby={nameId}>
      <PlantThumbnail src={plant?.Thumbnail ?? ''} className={styles.resultImage} />
      <div className={styles.resultBody}>
        <h4 id={nameId} className={styles.resultName}>
          {plant ? <Link to={carried(plantDetailsPath(plant.Id))}>{name}</Link> : name}
        </h4>
        <p className={styles.botanical}>{result.BotanicalName}</p>
        <p className={styles.score}>
          <span className={styles.scoreBar} aria-hidden="true">
            <span style={{ width: `${Math.round(result.Score * 100)}%` }} />
          </span>
          {likelihood(result.Score)}
        </p>
        {plant ? (
          <AddToZoneLink plantId={plant.Id} plantName={plant.CommonName} />
        ) : (
          <p className={styles.note}>
            Not in our catalogue.{' '}
            <Link
              to={carried(`/plants/search?k=${encodeURIComponent(result.BotanicalName)}`)}
              aria-label={`Search for it: ${result.BotanicalName}`}
            >
              Search for it
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}

/** The service's answer, best first, each matched to our catalogue where we have the plant. */
export function PhotoResults({ answer }: { answer: PhotoIdentification }) {
  if (answer.Results.length === 0)
    return (
      <p className={styles.note}>
        Try a sharp, close photo of one leaf or flower, or use the identification key below.
      </p>
    );
  return (
    <ol className={styles.results} aria-label={PHOTO_RESULTS_LABEL}>
      {answer.Results.map((result) => (
        <li key={result.BotanicalName}>
          <PhotoResult result={result} />
        </li>
      ))}
    </ol>
  );
}
