import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import type { RemoteName } from '../remotes/remote-names';
import type { RemoteAppProps } from '../remotes/remote-app';
import type { RemoteSegment, SEGMENT_OWNERS } from '../remotes/segment-owners';
import { useCarriedLink } from '../session/use-carried-link';

/** The segments `remote` owns (DESIGN §2 table). */
export type SegmentOf<R extends RemoteName> = {
  [S in RemoteSegment]: (typeof SEGMENT_OWNERS)[S] extends R ? S : never;
}[RemoteSegment];

interface RemoteAppParts<R extends RemoteName> {
  /**
   * The `<Route>`s of each segment, matched relative to the shell's `/:segment/*` route: under
   * `plants`, `details/:id` is `#/plants/details/5`.
   */
  screens: Record<SegmentOf<R>, ReactNode>;
  /**
   * What every screen of the remote needs first (a session, an access right): it renders its
   * children, or stands in for them.
   */
  Gate?: ComponentType<{ children: ReactNode }>;
}

/** An unknown address inside a segment goes to that segment's first screen. */
function ToSegmentRoot({ segment }: { segment: RemoteSegment }) {
  const carried = useCarriedLink();
  return <Navigate to={carried(`/${segment}`)} replace />;
}

function Ungated({ children }: { children: ReactNode }) {
  return children;
}

/**
 * A remote's exposed `./App` (its default export): the shell renders it for every segment
 * the remote owns. `remote` is there for its type: `screens` must cover those segments.
 */
export function remoteApp<R extends RemoteName>(
  _remote: R,
  { screens, Gate = Ungated }: RemoteAppParts<R>,
): ComponentType<RemoteAppProps> {
  function SegmentRoutes({ segment }: RemoteAppProps) {
    return (
      <Gate>
        <Routes>
          {screens[segment as SegmentOf<R>]}
          <Route path="*" element={<ToSegmentRoot segment={segment} />} />
        </Routes>
      </Gate>
    );
  }

  return function App({ segment }: RemoteAppProps) {
    const inRouter = useInRouterContext();
    // The shell always renders us inside its router; a bare mount (the contract test) does not.
    if (inRouter) return <SegmentRoutes segment={segment} />;
    return (
      <MemoryRouter>
        <SegmentRoutes segment={segment} />
      </MemoryRouter>
    );
  };
}
