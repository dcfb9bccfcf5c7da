import type { Product } from '@thrive/shared/contracts';
import type { DesignProductGroup, MaterialRow } from '@thrive/shared/landscape';
import { formatPrice, productWebAddress, visuallyHidden } from '@thrive/shared';
import styles from './designs.module.css';
import print from './print.module.css';

/** Products under the name of the materials row they were matched to. */
export interface NamedProductGroup {
  key: string;
  title: string;
  products: readonly Product[];
}

const rowKey = (kind: MaterialRow['Kind'], plantId: number | null) => `${kind}-${plantId ?? ''}`;

/**
 * The matched products under their rows' names ("Garden soil", "Mulch", a plant's common
 * name), in the server's order. A group whose row the list no longer has (the design
 * changed since the products were read) is left out: products under no row would puzzle.
 */
export function namedProductGroups(
  groups: readonly DesignProductGroup[] | undefined,
  rows: readonly MaterialRow[],
): NamedProductGroup[] {
  const names = new Map(rows.map((row) => [rowKey(row.Kind, row.PlantId), row.Name]));
  return (groups ?? []).flatMap((group) => {
    const key = rowKey(group.Kind, group.PlantId);
    const title = names.get(key);
    return title && group.Products.length ? [{ key, title, products: group.Products }] : [];
  });
}

/** What a product line says beside its name: brand, size and price. */
function productFacts(product: Product): string {
  return [product.BrandName, product.ProductSize, formatPrice(product.Price, product.Currency)]
    .filter(Boolean)
    .join(' · ');
}

function ProductLine({ product }: { product: Product }) {
  const link = productWebAddress(product.URL);
  return (
    <li className={styles.product}>
      <span className={styles.productText}>
        <span className={styles.productName}>{product.Name}</span>
        <span className={styles.muted}>{productFacts(product)}</span>
      </span>
      {link && (
        <a href={link} target="_blank" rel="noopener noreferrer" className={print.storeLink}>
          View at store
          <span className={visuallyHidden}> for {product.Name} (opens in a new tab)</span>
        </a>
      )}
    </li>
  );
}

/**
 * "Products for this bed": partner products matched to the materials list. Nothing at all
 * renders without products, so a failed or empty answer leaves the plan as it was.
 */
export function DesignProducts({ groups }: { groups: readonly NamedProductGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="plan-products-title">
      <h3 id="plan-products-title">Products for this bed</h3>
      {groups.map((group) => (
        <div key={group.key} className={print.keepTogether}>
          <h4 id={`plan-products-${group.key}`} className={styles.productGroupTitle}>
            {group.title}
          </h4>
          <ul className={styles.products} aria-labelledby={`plan-products-${group.key}`}>
            {group.products.map((product) => (
              <ProductLine key={product.Id} product={product} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
