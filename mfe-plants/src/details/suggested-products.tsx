import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import {
  LoadError,
  errorText,
  useGetProductCategoriesQuery,
  useGetSuggestedProductsQuery,
  useRecordLinkClick,
} from '@thrive/shared';
import { formatPrice } from '@thrive/shared';
import { LINK_KINDS, type Product, type ReferenceItem } from '@thrive/shared/contracts';
import { ProductDetailsDialog } from './product-details-dialog';
import { groupByCategory } from './product-groups';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';
import groupStyles from './product-groups.module.css';
import productStyles from './products.module.css';

const NO_CATEGORIES: ReferenceItem[] = [];

/**
 * Partner products for this plant (SuggestProducts), under their categories (the partners'
 * category list gives their order and names; without it each product's own category name
 * serves). Hidden while loading and when there are none; each opens the product details
 * panel (SPEC §2.6), loaded afresh, and records link kind 32.
 */
export function SuggestedProducts({ plantId }: { plantId: number }) {
  const products = useGetSuggestedProductsQuery(plantId);
  const hasProducts = Boolean(products.data?.length);
  const { data: categories = NO_CATEGORIES } = useGetProductCategoriesQuery(undefined, {
    skip: !hasProducts,
  });
  const record = useRecordLinkClick(AREA);
  const [open, setOpen] = useState<Product | null>(null);
  if (!products.error && !hasProducts) return null;
  return (
    <section className={styles.section} aria-labelledby="suggested-products">
      <h3 id="suggested-products" className={styles.sectionTitle}>
        Suggested products
      </h3>
      {products.error || !products.data ? (
        <LoadError message={errorText(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <div className={groupStyles.groups}>
          {groupByCategory(products.data, categories).map((group) => (
            <div key={group.id}>
              <h4 id={`product-category-${group.id}`} className={groupStyles.groupTitle}>
                {group.name}
              </h4>
              <ul className={productStyles.products} aria-labelledby={`product-category-${group.id}`}>
                {group.products.map((product) => (
                  <li key={product.Id}>
                    <button
                      type="button"
                      className={productStyles.product}
                      aria-haspopup="dialog"
                      onClick={() => {
                        setOpen(product);
                        record(LINK_KINDS.PlantSuggestProducts);
                      }}
                    >
                      <ShoppingBag aria-hidden="true" size={20} />
                      <span className={productStyles.productText}>
                        <span className={productStyles.productName}>{product.Name}</span>
                        <span className={styles.muted}>
                          {[product.BrandName, formatPrice(product.Price, product.Currency)]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      <ProductDetailsDialog product={open} onClose={() => setOpen(null)} />
    </section>
  );
}
