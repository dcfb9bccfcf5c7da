import { Link } from 'react-router-dom';
import styles from './public.module.css';

/** The product's name as the shell's header and footer show it. */
const PRODUCT_NAME = 'Thrive Garden';

/** The product's mark as the shell's header draws it: a leaf on a round bed. Decorative. */
function BrandMark() {
  return (
    <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#fff" />
      <path d="M9 23c0-8 5-14 15-15-1 10-7 15-15 15z" fill="#6aa84f" />
      <path d="M9 23c3-4 7-8 11-11" stroke="#2f5f22" strokeWidth="1.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A public page is read without a session, so the shell shows none of its chrome there
 * (SPEC §2.1): this light bar in the brand's colours says whose page it is, and leads a
 * visitor to the product's home.
 */
export function BrandBar() {
  return (
    <div className={styles.brandBar}>
      <Link to="/" className={styles.brand}>
        <BrandMark />
        {PRODUCT_NAME}
      </Link>
      <span className={styles.brandNote}>A garden shared by its gardener</span>
    </div>
  );
}
