import { Link } from 'react-router-dom';
import { EmptyState, useCarriedLink } from '@thrive/shared';
import type { Yard } from '@thrive/shared/contracts';
import ui from './ui.module.css';

interface Props {
  yard: Yard;
  /** What the reader's role does not allow, e.g. "change the zones of". */
  what: string;
  /** Where to go instead: the page that shows what they may see. */
  backTo: string;
}

/**
 * Instead of a form the reader's role may not send (a bookmarked or typed address): the API
 * would refuse it, and a refusal ends the session (SPEC §6), so the form is not offered.
 */
export function NotAllowedHere({ yard, what, backTo }: Props) {
  const carried = useCarriedLink();
  const owner = yard.Sharing?.OwnerName ?? 'its owner';
  return (
    <EmptyState title={`Only ${owner} can ${what} ${yard.Name}`}>
      <Link to={carried(backTo)} className={ui.buttonLink}>
        Back to {yard.Name}
      </Link>
    </EmptyState>
  );
}
