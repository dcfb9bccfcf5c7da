import type { YardSharing } from '@thrive/shared/contracts';
import { Badge } from './badge';

/** What a shared yard's marker says: whose it is and what the reader may do in it. */
const sharedYardText = ({ OwnerName, Role }: YardSharing): string =>
  `Shared by ${OwnerName} · ${Role === 'gardener' ? 'you garden here' : 'view only'}`;

/** Marks a yard another gardener shares with the reader; nothing on the reader's own yards. */
export function SharedYardMarker({ sharing }: { sharing: YardSharing | undefined }) {
  return sharing ? <Badge wrap>{sharedYardText(sharing)}</Badge> : null;
}
