import { useEffect, useRef, type ReactNode } from 'react';
import styles from './notice.module.css';

export { styles as noticeStyles };

/**
 * A page that only tells the gardener something and what to do next (the authentication
 * and activation pages). The heading is a second level one: the header holds the first.
 */
export function Notice({
  heading,
  focusHeading = false,
  children,
}: {
  heading: string;
  /** Moves focus to the heading when shown, so a screen reader reads the notice first. */
  focusHeading?: boolean;
  children?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading, heading]);
  return (
    <div className={styles.notice}>
      <h2 className={styles.heading} ref={headingRef} tabIndex={focusHeading ? -1 : undefined}>
        {heading}
      </h2>
      {children}
    </div>
  );
}
