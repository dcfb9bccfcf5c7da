import { Link } from 'react-router-dom';
import { useAddressParams } from '../common/address-params';
import { withCarriedParams } from '@thrive/shared';
import { PRODUCT_NAME } from '../common/logo';
import styles from './footer.module.css';

/** SPEC §9: the footer's copyright starts in 2017. */
export const FOOTER_FIRST_YEAR = 2017;
/** The help pages mfe-account owns (SPEC §2.6 footer links). */
const PRIVACY_POLICY_PATH = '/help/privacy';
const TERMS_OF_USE_PATH = '/help/terms';

/** SPEC §2.6: "copyright from 2017 to the current year". */
export function copyrightText(currentYear: number): string {
  const years =
    currentYear > FOOTER_FIRST_YEAR ? `${FOOTER_FIRST_YEAR}–${currentYear}` : `${FOOTER_FIRST_YEAR}`;
  return `© ${years} ${PRODUCT_NAME}`;
}

export function Footer() {
  const carried = useAddressParams();
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>{copyrightText(new Date().getFullYear())}</p>
      <nav aria-label="Legal">
        <ul className={styles.links}>
          <li>
            <Link to={withCarriedParams(PRIVACY_POLICY_PATH, carried)}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={withCarriedParams(TERMS_OF_USE_PATH, carried)}>Terms of Use</Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
