import { PlantsPage } from '../common/plants-page';

export function CategoriesPage() {
  return <PlantsPage title="Categories" />;
}
