import { selectCarriedParams } from '../store/session-slice';
import { useAppSelector } from '../store/hooks';
import { PageFrame } from './page-frame';

interface AreaPreviewProps {
  title: string;
  /** Which remote build is rendering, so operators can tell a partner build apart. */
  buildId: string;
  description: string;
}

/**
 * A simple page that a remote shows for a segment whose screens have not landed yet. No
 * remote of ours uses it now; it stays exported because remotes built against an earlier 2.x
 * of this package (a partner's) may still import it from the shared singleton.
 * It proves the platform end to end: the header title goes from remote to shell, and
 * the carried parameters come from the shell's store to the remote.
 */
export function AreaPreview({ title, buildId, description }: AreaPreviewProps) {
  const carried = useAppSelector(selectCarriedParams);
  const location = carried.lat && carried.lon ? `${carried.lat}, ${carried.lon}` : 'not shared';
  return (
    <PageFrame title={title}>
      <div data-build={buildId}>
        <h2>{title}</h2>
        <p>{description}</p>
        <p data-testid="carried-location">Location from the address: {location}</p>
      </div>
    </PageFrame>
  );
}
