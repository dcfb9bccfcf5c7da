import { useEffect, useState } from 'react';
import { logFailure } from '../common/log-failure';
import {
  fetchPageTips,
  PAGE_TIPS_DELAY_MS,
  PAGES_WITH_TIPS,
  patternFor,
  type PageTip,
  type PageTips,
} from './page-tips';

/** The info button's place on a page that has a tip: `tip` is null until the file arrives. */
export type PageTipSlot = { pattern: string; tip: PageTip | null };

/**
 * The page tips, read once PAGE_TIPS_DELAY_MS after the layout mounts (SPEC §9), so the
 * first screen's own requests go first. Null until they arrive; a failed read is only
 * logged (SPEC §8) and marked failed, and the pages then show no info button.
 */
export function usePageTips(): { tips: PageTips | null; failed: boolean } {
  const [tips, setTips] = useState<PageTips | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchPageTips(abort.signal).then(setTips, (error: unknown) => {
        // Leaving (unmount) is no failure.
        if (abort.signal.aborted) return;
        logFailure('Loading the page tips', error);
        setFailed(true);
      });
    }, PAGE_TIPS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, []);
  return { tips, failed };
}

/**
 * The page tip slot of the page at `pathname`: known at once from PAGES_WITH_TIPS, filled when
 * the tips arrive, gone (with the info button) if they cannot be read.
 */
export function usePageTipSlot(pathname: string): PageTipSlot | null {
  const { tips, failed } = usePageTips();
  const pattern = patternFor(PAGES_WITH_TIPS, pathname);
  if (pattern === null || failed) return null;
  return { pattern, tip: tips?.[pattern] ?? null };
}
