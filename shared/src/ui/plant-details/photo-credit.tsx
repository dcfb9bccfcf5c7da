import type { PhotoCredit } from '@thrive/shared/contracts';
import styles from './plant-images.module.css';

/** Only web pages become links: an imported address is never run as script or opened as a file. */
function isWebAddress(address: string): boolean {
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

function CreditLink({ href, children }: { href: string; children: string }) {
  if (!isWebAddress(href)) return <>{children}</>;
  return (
    // A new tab: the gardener keeps their place in the app (and the wrapper its page).
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * "Photo: {Author} · {Licence} · Source" under an imported open-licence photo: the licences
 * ask for the author, the licence (linked) and where the photo comes from.
 */
export function PhotoCreditLine({ credit }: { credit: PhotoCredit }) {
  return (
    <p className={styles.credit}>
      Photo: {credit.Author ? `${credit.Author} · ` : ''}
      <CreditLink href={credit.LicenceUrl}>{credit.Licence}</CreditLink>
      {isWebAddress(credit.SourceUrl) && (
        <>
          {' · '}
          <CreditLink href={credit.SourceUrl}>Source</CreditLink>
        </>
      )}
    </p>
  );
}
