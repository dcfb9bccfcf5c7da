import { useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './details.module.css';
import foldStyles from './fold.module.css';

interface Props {
  /** Names the heading (`{id}-title`) and the folded part (`{id}-body`). */
  id: string;
  title: string;
  /** The section's content, mounted while it is open. */
  children: ReactNode;
  defaultOpen?: boolean;
}

/**
 * A section that folds to its heading (the disclosure pattern: a button in the heading with
 * aria-expanded), so a long page stays readable on a phone. The body mounts only when open:
 * a folded section asks the server for nothing.
 */
export function FoldSection({ id, title, children, defaultOpen = false }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.sectionTitle}>
        <button
          type="button"
          className={foldStyles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown
            aria-hidden="true"
            size={20}
            className={open ? foldStyles.openIcon : foldStyles.icon}
          />
          {title}
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
