import { LaunchPadLink } from './launch-pad-link';
import { Notice } from './notice';
import styles from './link-page.module.css';

export { styles as linkPageStyles };

/** The way home from a page opened from a link in a mail. */
export const LINK_PAGE_HOME_TEXT = 'Go to the Launch Pad';

/**
 * What stands against a link opened from a mail (an invitation, an unsubscribe link): the
 * server's own message, which says whether the link is unknown, used, expired or cut short,
 * and the way home. The heading takes the focus, so a screen reader reads the refusal first.
 */
export function LinkPageProblem({ heading, message }: { heading: string; message: string }) {
  return (
    <div role="alert">
      <Notice heading={heading} focusHeading>
        <p>{message}</p>
        <LaunchPadLink label={LINK_PAGE_HOME_TEXT} />
      </Notice>
    </div>
  );
}
