import { PlantsPage } from '../common/plants-page';

export function PlantDetailsPage() {
  return <PlantsPage title="Plant Details" />;
}
