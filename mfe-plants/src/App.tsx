import type { ReactNode } from 'react';
import { MemoryRouter, Navigate, Route, Routes, useInRouterContext } from 'react-router-dom';
import { useCarriedLink, type RemoteAppProps, type RemoteSegment } from '@thrive/shared';
import { SearchPage } from './search/search-page';
import { PlantDetailsPage } from './details/plant-details-page';
import { SuggestPage } from './suggest/suggest-page';
import { FeaturedPage } from './featured/featured-page';
import { CategoriesPage } from './categories/categories-page';
import { AskExpertPage } from './ask-expert/ask-expert-page';
import { IdentifyPage } from './identify/identify-page';
import { HealthPage } from './health/health-page';

/** An unknown address inside a segment goes to that segment's first screen. */
function ToSegmentRoot({ segment }: { segment: RemoteSegment }) {
  const carried = useCarriedLink();
  return <Navigate to={carried(`/${segment}`)} replace />;
}

/**
 * The screens of each segment (SPEC §2.1, §2.3, §2.4), matched relative to the shell's
 * `/:segment/*` route: under `plants`, `details/:id` is `#/plants/details/5`.
 */
const SCREENS: Partial<Record<RemoteSegment, ReactNode>> = {
  plants: (
    <>
      <Route index element={<SearchPage />} />
      <Route path="search" element={<SearchPage />} />
      <Route path="details/:id" element={<PlantDetailsPage />} />
      <Route path="suggest" element={<SuggestPage />} />
      <Route path="featured" element={<FeaturedPage />} />
      <Route path="askexpert" element={<AskExpertPage />} />
    </>
  ),
  categories: <Route index element={<CategoriesPage />} />,
  images: (
    <>
      <Route index element={<IdentifyPage />} />
      <Route path="health" element={<HealthPage />} />
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
