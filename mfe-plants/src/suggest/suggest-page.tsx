import { PlantsPage } from '../common/plants-page';

export function SuggestPage() {
  return <PlantsPage title="Suggest a Plant" />;
}
