import { useRef } from 'react';
import { PlantsPage } from '../common/plants-page';
import { IdentificationKey } from './identification-key';
import { PhotoIdentification } from './photo-identification';
import styles from './identify.module.css';

/** The header title of the images segment (SPEC §2.1). */
export const IDENTIFY_TITLE = 'Plant Images';

/**
 * Route `images`: identify a plant from a photo, or by its features. Both ways are always
 * offered and each says which method answers: the photo service where one is set up, our
 * key over the catalogue everywhere (DESIGN §4 Providers).
 */
export function IdentifyPage() {
  const keyHeading = useRef<HTMLHeadingElement>(null);
  const goToKey = () => {
    keyHeading.current?.scrollIntoView?.({ block: 'start' });
    keyHeading.current?.focus();
  };
  return (
    <PlantsPage title={IDENTIFY_TITLE}>
      <p className={styles.intro}>
        Find out what a plant is: from a photo, or by answering what you can see of it.
      </p>
      <PhotoIdentification onUseKey={goToKey} />
      <IdentificationKey headingRef={keyHeading} />
    </PlantsPage>
  );
}
