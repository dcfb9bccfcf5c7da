import { Route } from 'react-router-dom';
import { remoteApp } from '@thrive/shared';
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

/** The screens of each segment (SPEC §2.1): under `yards`, `view/:id` is `#/yards/view/5`. */
export default remoteApp('mfe-yards', {
  screens: {
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
  },
});
