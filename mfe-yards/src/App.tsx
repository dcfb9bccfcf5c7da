import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import { useCarriedLink, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { DashboardPage } from './dashboard/dashboard-page';
import { YardListPage } from './yards/yard-list-page';
import { YardSetupPage } from './yards/yard-setup-page';
import { YardViewPage } from './yards/yard-view-page';
import { ZoneListPage } from './zones/zone-list-page';
import { ZoneViewPage } from './zones/zone-view-page';
import { ZoneCreatePage } from './zones/zone-create-page';
import { ZoneEditPage } from './zones/zone-edit-page';
import { ThrivePage } from './thrive/thrive-page';
import { PublicYardPage } from './public/public-yard-page';
import { PublicIndexPage } from './public/public-index-page';

/** An unknown address inside a segment goes to that segment's first screen. */
function ToSegmentRoot({ segment }: { segment: RemoteSegment }) {
  const carried = useCarriedLink();
  return <Navigate to={carried(`/${segment}`)} replace />;
}

/**
 * The screens of each segment (SPEC §2.1), matched relative to the shell's `/:segment/*`
 * route: under `yards`, `view/:id` is `#/yards/view/5`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  dashboard: <Route index element={<DashboardPage />} />,
  yards: (
    <>
      <Route index element={<YardListPage />} />
      <Route path="setup" element={<YardSetupPage />} />
      <Route path="edit/:id" element={<YardSetupPage />} />
      <Route path="view/:id" element={<YardViewPage />} />
    </>
  ),
  zones: (
    <>
      <Route index element={<ZoneListPage />} />
      <Route path="view/:id" element={<ZoneViewPage />} />
      <Route path="create/:yardId" element={<ZoneCreatePage />} />
      <Route path="edit/:id" element={<ZoneEditPage />} />
    </>
  ),
  thrive: (
    <>
      <Route index element={<ThrivePage />} />
      <Route path="table/:yardId" element={<ThrivePage />} />
    </>
  ),
  public: (
    <>
      <Route index element={<PublicIndexPage />} />
      <Route path="yard/:id" element={<PublicYardPage />} />
    </>
  ),
};

function SegmentRoutes({ segment }: RemoteAppProps) {
  return (
    <Routes>
      {SCREENS[segment]}
      <Route path="*" element={<ToSegmentRoot segment={segment} />} />
    </Routes>
  );
}

/** The exposed `./App`: the shell renders it for every segment this remote owns. */
export default function App({ segment }: RemoteAppProps) {
  const inRouter = useInRouterContext();
  // The shell always renders us inside its router; a bare mount (the contract test) does not.
  if (inRouter) return <SegmentRoutes segment={segment} />;
  return (
    <MemoryRouter>
      <SegmentRoutes segment={segment} />
    </MemoryRouter>
  );
}
