import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import {
  selectIdentity,
  useAppSelector,
  useCarriedLink,
  type RemoteAppProps,
  type RemoteSegment,
} from '@thrive/shared';
import { DesignEditorPage, DesignPlanPage, DesignsPage } from './designs';
import { StylePage, StylesPage, STYLES_TITLE } from './styles';
import { LandscapeClosedPage } from './common/landscape-closed-page';

/** An unknown address inside the segment goes to its first screen. */
function ToSegmentRoot({ segment }: { segment: RemoteSegment }) {
  const carried = useCarriedLink();
  return <Navigate to={carried(`/${segment}`)} replace />;
}

/**
 * The landscape screens (SPEC §1, §2.4 `styles`), relative to the shell's `/:segment/*` route:
 * the styles, a style, the gardener's designs, a design and its printable plan. Static paths
 * (`designs`) win over `:id`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  styles: (
    <>
      <Route index element={<StylesPage />} />
      <Route path="designs" element={<DesignsPage />} />
      <Route path="designs/new" element={<DesignEditorPage />} />
      <Route path="designs/:id" element={<DesignEditorPage />} />
      <Route path="designs/:id/plan" element={<DesignPlanPage />} />
      <Route path=":id" element={<StylePage />} />
    </>
  ),
};

function SegmentRoutes({ segment }: RemoteAppProps) {
  // SPEC §6: AccessLandscaping shows Landscape Design; a link from elsewhere finds it closed.
  const identity = useAppSelector(selectIdentity);
  if (!identity?.AccessLandscaping)
    return <LandscapeClosedPage signedIn={Boolean(identity)} title={STYLES_TITLE} />;
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
