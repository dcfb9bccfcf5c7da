import { Suspense, useState } from 'react';
import { REMOTE_AREA_LABELS, type RemoteName, type RemoteSegment } from '@thrive/shared';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { useRemoteRuntime } from './remote-runtime-context';
import { CountWhileMounted } from '../spinner/count-while-mounted';

interface Props {
  remote: RemoteName;
  segment: RemoteSegment;
}

/** One remote's area: loads its `./App` on demand, isolated by its own error boundary. */
export function RemoteArea({ remote, segment }: Props) {
  const runtime = useRemoteRuntime();
  const [attempt, setAttempt] = useState(0);
  const RemoteApp = runtime.component(remote);
  const retry = () => {
    runtime.retry(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense
        fallback={
          <p className="thrive-area-loading" role="status">
            Loading {REMOTE_AREA_LABELS[remote]}...
            <CountWhileMounted />
          </p>
        }
      >
        <div data-remote={remote}>
          {/* eslint-disable-next-line react-hooks/static-components -- the runtime caches one lazy
              component per remote and replaces it only on retry, so its state is not reset per render */}
          <RemoteApp segment={segment} />
        </div>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
