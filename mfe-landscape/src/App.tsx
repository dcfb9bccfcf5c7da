import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { remoteApp, selectIdentity, useAppSelector } from '@thrive/shared';
import { DesignEditorPage, DesignPlanPage, DesignsPage } from './designs';
import { StylePage, StylesPage, STYLES_TITLE } from './styles';
import { LandscapeClosedPage } from './common/landscape-closed-page';

/** SPEC §6: AccessLandscaping shows Landscape Design; a link from elsewhere finds it closed. */
function LandscapeGate({ children }: { children: ReactNode }) {
  const identity = useAppSelector(selectIdentity);
  if (!identity?.AccessLandscaping)
    return <LandscapeClosedPage signedIn={Boolean(identity)} title={STYLES_TITLE} />;
  return children;
}

/**
 * The landscape screens (SPEC §1, §2.4 `styles`): the styles, a style, the gardener's designs,
 * a design and its printable plan. Static paths (`designs`) win over `:id`.
 */
export default remoteApp('mfe-landscape', {
  screens: {
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
  },
  Gate: LandscapeGate,
});
