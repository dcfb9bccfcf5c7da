import { PlantsPage } from '../common/plants-page';

export function FeaturedPage() {
  return <PlantsPage title="Featured Plants" />;
}
