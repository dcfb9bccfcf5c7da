import { useEffect, useState } from 'react';
import { SplashImage } from './splash-image';
import { removeStaticSplash } from '../common/static-splash';
import styles from './splash.module.css';

/** SPEC §9: the splash image shows after 2 seconds. */
export const SPLASH_DELAY_MS = 2000;
export const SPLASH_LOADING_TEXT = 'Starting Thrive Garden...';

/**
 * SPEC §2.2: a loading indicator, then after SPLASH_DELAY_MS the splash image, while the
 * session starts. The indicator stays with the image: the session is still starting.
 */
export function SplashScreen() {
  const [showImage, setShowImage] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShowImage(true), SPLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  // Until now index.html's prerendered screen, with its own loading wheel, covered this one.
  useEffect(() => {
    if (showImage) removeStaticSplash();
  }, [showImage]);
  return (
    <main className={styles.splash} aria-busy="true">
      {showImage && <SplashImage className={styles.image} />}
      <p role="status" className={styles.loading}>
        <span className={styles.wheel} aria-hidden="true" />
        {SPLASH_LOADING_TEXT}
      </p>
    </main>
  );
}
