import { useState } from 'react';
import { ShoppingBag } from 'lucide-react';
import {
  LoadError,
  Modal,
  errorText,
  useGetSuggestedProductsQuery,
  useRecordLinkClick,
} from '@thrive/shared';
import { ProductDetailsPanel, formatPrice } from '@thrive/shared/plant-details';
import { LINK_KINDS, type Product } from '@thrive/shared/contracts';
import { AREA } from './use-record-plant-view';
import styles from './details.module.css';
import productStyles from './products.module.css';

/**
 * Partner products for this plant (SuggestProducts). Hidden while loading and when there are
 * none; each opens the product details panel (SPEC §2.6) and records link kind 32.
 */
export function SuggestedProducts({ plantId }: { plantId: number }) {
  const products = useGetSuggestedProductsQuery(plantId);
  const record = useRecordLinkClick(AREA);
  const [open, setOpen] = useState<Product | null>(null);
  if (!products.error && !products.data?.length) return null;
  return (
    <section className={styles.section} aria-labelledby="suggested-products">
      <h3 id="suggested-products" className={styles.sectionTitle}>
        Suggested products
      </h3>
      {products.error || !products.data ? (
        <LoadError message={errorText(products.error)} onRetry={() => void products.refetch()} />
      ) : (
        <ul className={productStyles.products}>
          {products.data.map((product) => (
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
      )}
      <Modal
        id="product-details"
        title={open?.Name ?? 'Product details'}
        size="md"
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
      >
        {open && <ProductDetailsPanel product={open} />}
      </Modal>
    </section>
  );
}
