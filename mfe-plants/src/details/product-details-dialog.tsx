import { useEffect } from 'react';
import { Modal, isNotFound, notify, useGetProductQuery } from '@thrive/shared';
import { ProductDetailsPanel } from '@thrive/shared/plant-details';
import type { Product, ProductById } from '@thrive/shared/contracts';
import styles from './details.module.css';

/** SPEC §8 "product load failure": this toast, verbatim. */
export const PRODUCT_LOAD_FAILED = 'An error has occurred while contacting server.';
export const PRODUCT_WITHDRAWN =
  'This product is no longer offered. What you see is what was offered before.';
export const PRODUCT_CHECKING = 'Checking the latest details…';

/** The loaded product, its category named from the category list loaded with it (SPEC §7). */
function withCategoryName({ Product: loaded, Categories }: ProductById): Product {
  const listed = Categories.find((category) => category.Id === loaded.ProductCategoryId);
  return { ...loaded, ProductCategoryName: listed?.Name || loaded.ProductCategoryName };
}

interface Props {
  /** The product as the list had it; null while the dialog is closed. */
  product: Product | null;
  onClose: () => void;
}

/**
 * The product details panel (SPEC §2.6) of a suggested product. The list's copy shows at
 * once; the product is loaded afresh by id with the categories (GET partnerproducts/{id}/
 * getById/), so a changed price, size or address shows as the partner has it now, and a
 * product the partner withdrew says so.
 */
export function ProductDetailsDialog({ product, onClose }: Props) {
  const fresh = useGetProductQuery(product?.Id ?? 0, { skip: !product });
  const withdrawn = isNotFound(fresh.error);
  const failed = fresh.isError && !withdrawn;

  useEffect(() => {
    if (failed) notify({ message: PRODUCT_LOAD_FAILED, variant: 'error' });
  }, [failed]);

  const shown = fresh.data && !fresh.isFetching ? withCategoryName(fresh.data) : product;
  return (
    <Modal
      id="product-details"
      title={shown?.Name ?? 'Product details'}
      size="md"
      open={product !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      {shown && (
        <div aria-busy={fresh.isFetching || undefined}>
          {fresh.isFetching && (
            <p role="status" className={styles.muted}>
              {PRODUCT_CHECKING}
            </p>
          )}
          {withdrawn && (
            <p role="alert" className={styles.muted}>
              {PRODUCT_WITHDRAWN}
            </p>
          )}
          <ProductDetailsPanel product={shown} />
        </div>
      )}
    </Modal>
  );
}
