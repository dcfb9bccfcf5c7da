import { Link } from 'react-router-dom';
import { withCarriedParams } from '@thrive/shared';
import { HOME_PATH } from './home-path';
import { useAddressParams } from './address-params';
import { noticeStyles } from './notice';

/**
 * The way on from a notice page to the launch pad, which anyone may browse (SPEC §2.3),
 * carrying the parameters. A link, as it goes somewhere, drawn as the page's main button.
 */
export function LaunchPadLink({ label }: { label: string }) {
  const carried = useAddressParams();
  return (
    <Link className={noticeStyles.actionLink} to={withCarriedParams(HOME_PATH, carried)}>
      {label}
    </Link>
  );
}
