import { errorText, LoadError, Loading, useGetPlantSearchOptionsQuery } from '@thrive/shared';
import { CategoryTiles } from '../common/category-tiles';
import { PlantsPage } from '../common/plants-page';
import styles from './categories.module.css';

const CATEGORIES_TITLE = 'Categories';

/** `categories`: the plant categories as tiles; each opens the search with that category chosen. */
export function CategoriesPage() {
  const { data, error, isLoading, refetch } = useGetPlantSearchOptionsQuery();
  return (
    <PlantsPage title={CATEGORIES_TITLE}>
      <p className={styles.intro}>Browse the catalogue by kind of plant.</p>
      {isLoading ? (
        <Loading label="Loading categories…" />
      ) : error || !data ? (
        <LoadError message={errorText(error)} onRetry={() => void refetch()} />
      ) : (
        <CategoryTiles categories={data.Categories} label="Plant categories" />
      )}
    </PlantsPage>
  );
}
