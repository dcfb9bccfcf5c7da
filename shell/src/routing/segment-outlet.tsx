import { Navigate, useParams } from 'react-router-dom';
import { ownerOfSegment, type RemoteSegment } from '@thrive/shared';
import { RemoteArea } from '../remotes/remote-area';

/** Renders the remote that owns the address's first segment (DESIGN §2 table). */
export function SegmentOutlet() {
  const { segment = '' } = useParams();
  const owner = ownerOfSegment(segment);
  // SPEC §2.1: any unknown path redirects to the empty path.
  if (!owner) return <Navigate to="/" replace />;
  // Keyed by owner so moving between two segments of one remote keeps it mounted.
  return <RemoteArea key={owner} remote={owner} segment={segment as RemoteSegment} />;
}
