import {
  Apple,
  Carrot,
  Clover,
  Flower,
  Flower2,
  Grape,
  House,
  LeafyGreen,
  Shrub,
  Sprout,
  TreeDeciduous,
  Wheat,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { useCarriedLink } from '@thrive/shared';
import styles from './category-tiles.module.css';

/** An icon per category key (the Key of Common/0/PlantSearchOptions); others get a sprout. */
const CATEGORY_ICONS: Record<string, LucideIcon> = {
  vegetables: Carrot,
  herbs: LeafyGreen,
  fruit: Apple,
  annuals: Flower2,
  perennials: Flower,
  bulbs: Sprout,
  grasses: Wheat,
  shrubs: Shrub,
  trees: TreeDeciduous,
  houseplants: House,
  vines: Grape,
  groundcovers: Clover,
};

function categoryIcon(key: string): LucideIcon {
  return CATEGORY_ICONS[key] ?? Sprout;
}

/** The search with one category chosen (the search turns cid into its Categories filter). */
function categorySearchPath(categoryId: number): string {
  return `/plants/search?cid=${categoryId}`;
}

interface Props {
  categories: { Id: number; Name: string; Key: string }[];
  /** The list's accessible name. */
  label: string;
}

/** Plant categories as tiles with an icon, each opening the search for that category. */
export function CategoryTiles({ categories, label }: Props) {
  const carried = useCarriedLink();
  return (
    <ul className={styles.tiles} aria-label={label}>
      {categories.map((category) => {
        const Icon = categoryIcon(category.Key);
        return (
          <li key={category.Id}>
            <Link className={styles.tile} to={carried(categorySearchPath(category.Id))}>
              <Icon aria-hidden="true" size={32} strokeWidth={1.75} />
              <span>{category.Name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
