import { Link } from 'react-router-dom';
import { Sprout } from 'lucide-react';
import { useCarriedLink } from '@thrive/shared';
import ui from '../common/ui.module.css';
import styles from './dashboard.module.css';

/** A gardener without yards starts here (SPEC §2.3: no yards -> yards/setup). */
export function FirstYardInvitation() {
  const carried = useCarriedLink();
  return (
    <section className={styles.invitation} aria-labelledby="first-yard-title">
      <Sprout className={styles.invitationIcon} aria-hidden="true" size={40} />
      <h3 id="first-yard-title" className={ui.sectionTitle}>
        Set up your first yard
      </h3>
      <p className={ui.muted}>
        Tell us where your garden grows. We look up your hardiness zone, and then show how every plant you add
        will thrive there.
      </p>
      <Link to={carried('/yards/setup')} className={`${ui.buttonLink} ${ui.primaryLink}`}>
        Set up my yard
      </Link>
    </section>
  );
}
