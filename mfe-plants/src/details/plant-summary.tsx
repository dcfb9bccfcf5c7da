import { selectUserId, useAppSelector } from '@thrive/shared';
import { PlantImages } from '@thrive/shared/plant-details';
import { IMAGE_TYPES, UPLOAD_ORIGINS, type PlantDetails } from '@thrive/shared/contracts';
import { AskExpertLink } from './ask-expert-link';
import styles from './details.module.css';

const LAST_SEEN_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When the gardener last opened this plant, from the details read before this visit. */
function LastSeen({ at }: { at: string | null }) {
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return <p className={styles.muted}>This is the first time you have looked at this plant.</p>;
  }
  return (
    <p className={styles.muted}>
      Last seen: <time dateTime={date.toISOString()}>{LAST_SEEN_FORMAT.format(date)}</time>
    </p>
  );
}

/** The pictures (else the drawing) with the heart, the plant's names, what kind of plant it is and its description. */
export function PlantSummary({ plant, lastSeenAt }: { plant: PlantDetails; lastSeenAt: string | null }) {
  const signedIn = useAppSelector(selectUserId) > 0;
  const kind = [plant.CategoryName, plant.Lifecycle].filter(Boolean).join(' · ');
  return (
    <div className={styles.summary}>
      <PlantImages
        images={plant.Images}
        plantName={plant.CommonName}
        // Without photos, the plant's drawing; the SPEC §8 image only for one that fails.
        illustration={plant.Illustration}
        favorite={signedIn ? { plantId: plant.Id, isFavorite: plant.IsFavorite } : undefined}
        // A signed-in gardener adds photos of the plant (SPEC §2.6); the plant pages are
        // where plant search leads, hence the origin (SPEC §4 Origin).
        upload={
          signedIn
            ? { origin: UPLOAD_ORIGINS.plantSearch, imageType: IMAGE_TYPES.plant, plantId: plant.Id }
            : undefined
        }
      />
      <div className={styles.about}>
        {plant.BotanicalName && <p className={styles.botanical}>{plant.BotanicalName}</p>}
        {plant.OtherNames.length > 0 && <p>Also known as {plant.OtherNames.join(', ')}</p>}
        {kind && <p className={styles.kind}>{kind}</p>}
        {plant.Description && <p className={styles.description}>{plant.Description}</p>}
        <LastSeen at={lastSeenAt} />
        {signedIn && <AskExpertLink plantId={plant.Id} />}
      </div>
    </div>
  );
}
