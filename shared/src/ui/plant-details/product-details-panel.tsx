import { useState, type ReactNode } from 'react';
import type { Product } from '@thrive/shared/contracts';
import { formatPrice, productWebAddress, visuallyHidden } from '@thrive/shared';
import styles from './product-details-panel.module.css';

/** SPEC §2.6: the quantity shows with 2 decimals. */
export const QUANTITY_DECIMALS = 2;
const LOCALE = 'en-US';

export function formatQuantity(quantity: number): string {
  return new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: QUANTITY_DECIMALS,
  }).format(quantity);
}

function ProductImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  // Decorative beside the name; a product without a picture simply shows none.
  if (!src || failed) return null;
  return <img className={styles.image} src={src} alt="" onError={() => setFailed(true)} />;
}

/**
 * The product details panel (SPEC §2.6): Product Name, Brand Name, Product Category,
 * Description, SKU, Size, Quantity (2 decimals), Price (currency), URL.
 */
export function ProductDetailsPanel({ product }: { product: Product }) {
  const link = productWebAddress(product.URL);
  const rows: [string, ReactNode][] = [
    ['Product Name', product.Name],
    ['Brand Name', product.BrandName],
    ['Product Category', product.ProductCategoryName],
    ['Description', product.Description],
    ['SKU', product.SKU],
    ['Size', product.ProductSize],
    ['Quantity', formatQuantity(product.Quantity)],
    ['Price', formatPrice(product.Price, product.Currency)],
    [
      'URL',
      link ? (
        <a href={link} target="_blank" rel="noopener noreferrer" className={styles.link}>
          {product.URL}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      ) : (
        product.URL
      ),
    ],
  ];
  return (
    <div className={styles.panel}>
      <ProductImage src={product.ImagePath} />
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
