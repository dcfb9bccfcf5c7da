import { useRef, useState } from 'react';
import { Loading, useGetIdentificationMethodsQuery } from '@thrive/shared';
import { PlantsPage } from '../common/plants-page';
import { ComparePhotoSource } from './compare-photo';
import { IdentificationKey } from './identification-key';
import { PhotoIdentification } from './photo-identification';
import styles from './identify.module.css';

/** The header title of the images segment (SPEC §2.1). */
const IDENTIFY_TITLE = 'Plant Images';

/**
 * Route `images`: identify a plant from a photo, or by its features. Only what works here
 * is offered (DESIGN §4 Providers): where a photo service is set up, the photo goes to it;
 * where none is, the photo stays on the device beside our key over the catalogue, which
 * answers everywhere. Until the server has said which, no photo way is offered; if it cannot
 * say, the key is the way that surely answers.
 */
export function IdentifyPage() {
  const keyHeading = useRef<HTMLHeadingElement>(null);
  const methods = useGetIdentificationMethodsQuery();
  const [comparePhoto, setComparePhoto] = useState<File | null>(null);
  const photoService = methods.data?.PhotoService === true;
  const goToKey = () => {
    keyHeading.current?.scrollIntoView?.({ block: 'start' });
    keyHeading.current?.focus();
  };
  return (
    <PlantsPage title={IDENTIFY_TITLE}>
      <p className={styles.intro}>
        {photoService
          ? 'Find out what a plant is: from a photo, or by answering what you can see of it.'
          : 'Find out what a plant is by answering what you can see of it, with your photo beside the questions if you like.'}
      </p>
      {methods.isLoading ? (
        <Loading label="Checking the ways to identify a plant here…" />
      ) : photoService ? (
        <PhotoIdentification onUseKey={goToKey} />
      ) : (
        <ComparePhotoSource
          onPick={(photo) => {
            setComparePhoto(photo);
            // After the picker has closed: browsers hand the focus back to its input then.
            requestAnimationFrame(goToKey);
          }}
        />
      )}
      <IdentificationKey
        headingRef={keyHeading}
        comparePhoto={photoService ? null : comparePhoto}
        onRemovePhoto={() => setComparePhoto(null)}
      />
    </PlantsPage>
  );
}
