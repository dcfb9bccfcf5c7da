import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import {
  LoadError,
  countText,
  errorText,
  useGetProductCategoriesQuery,
  useGetSuggestedProductsQuery,
  useRecordLinkClick,
} from '@thrive/shared';
import { formatPrice } from '@thrive/shared';
import { LINK_KINDS, type Product, type ReferenceItem } from '@thrive/shared/contracts';
import { FoldSection } from './fold-section';
import { ProductDetailsDialog } from './product-details-dialog';
import { groupByCategory } from './product-groups';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';
import groupStyles from './product-groups.module.css';
import productStyles from './products.module.css';

const NO_CATEGORIES: ReferenceItem[] = [];

/** The folded section's line: how many products there are. */
const productsSummary = (count: number) => countText(count, 'product', 'products');

/**
 * Partner products for this plant (SuggestProducts), folded until opened. The list itself is
 * read with the page (one small call): a plant without products shows no section at all,
 * rather than one that opens onto nothing.
 */
export function SuggestedProducts({ plantId }: { plantId: number }) {
  const products = useGetSuggestedProductsQuery(plantId);
  const count = products.data?.length ?? 0;
  if (!products.error && count === 0) return null;
  return (
    <FoldSection
      id="suggested-products"
      headingId="suggested-products"
      title="Suggested products"
      summary={count > 0 ? productsSummary(count) : undefined}
    >
      {products.error || !products.data ? (
        <LoadError message={errorText(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <ProductGroups products={products.data} />
      )}
    </FoldSection>
  );
}

/**
 * The products under their categories (the partners' category list gives their order and
 * names; without it each product's own category name serves). Each opens the product details
 * panel (SPEC §2.6), loaded afresh, and records link kind 32.
 */
function ProductGroups({ products }: { products: Product[] }) {
  const { data: categories = NO_CATEGORIES } = useGetProductCategoriesQuery();
  const record = useRecordLinkClick(AREA);
  const [open, setOpen] = useState<Product | null>(null);
  return (
    <>
      <div className={groupStyles.groups}>
        {groupByCategory(products, categories).map((group) => (
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
      <ProductDetailsDialog product={open} onClose={() => setOpen(null)} />
    </>
  );
}
