import { useGetDidYouMeanQuery } from '@thrive/shared';
import { useRecentSearches } from './recent-searches';
import styles from './search.module.css';

interface Props {
  /** The text of the search that found no plant. */
  text: string;
  onSearch: (text: string) => void;
}

/**
 * "Did you mean hydrangea?" under a search that found nothing (issue 18): the server's
 * closest catalogue words, asked only then; nothing when none is close. The line is a polite
 * live region from the start, so the offer is read out when it arrives.
 */
export function DidYouMean({ text, onSearch }: Props) {
  const { remember } = useRecentSearches();
  const meant = useGetDidYouMeanQuery({ k: text }, { skip: !text }).currentData?.Text ?? null;
  return (
    <p aria-live="polite" className={styles.didYouMean}>
      {meant && (
        <>
          Did you mean{' '}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              remember(meant);
              onSearch(meant);
            }}
          >
            {meant}
          </button>
          ?
        </>
      )}
    </p>
  );
}
