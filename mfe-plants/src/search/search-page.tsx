import { PlantsPage } from '../common/plants-page';

export function SearchPage() {
  return <PlantsPage title="Plant ID & Search" />;
}
