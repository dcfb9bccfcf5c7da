import { Route } from 'react-router-dom';
import { remoteApp } from '@thrive/shared';
import { SearchPage } from './search/search-page';
import { PlantDetailsPage } from './details/plant-details-page';
import { SuggestPage } from './suggest/suggest-page';
import { FeaturedPage } from './featured/featured-page';
import { CategoriesPage } from './categories/categories-page';
import { AskExpertPage } from './ask-expert/ask-expert-page';
import { IdentifyPage } from './identify/identify-page';
import { HealthPage } from './health/health-page';

/** The screens of each segment (SPEC §2.1, §2.3, §2.4). */
export default remoteApp('mfe-plants', {
  screens: {
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
  },
});
