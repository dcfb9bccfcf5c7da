import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { initiallyOpen, rememberOpen } from './fold-memory';
import foldStyles from './fold.module.css';

interface Props {
  /** Names the folded part (`{id}-body`) and the section in the remembered open state. */
  id: string;
  /** The title's id, which names the section (default `{id}-title`). */
  headingId?: string;
  title: string;
  /** One line under the folded title (the plant's sun, water and zones ...); cheap to know. */
  summary?: ReactNode;
  /** The section's content, mounted while it is open. */
  children: ReactNode;
}

/**
 * A section that folds to its heading (the disclosure pattern: a button in the heading with
 * aria-expanded), so a long page stays readable on a phone. The body mounts only when open:
 * a folded section asks the server for nothing. It starts as the gardener left it this
 * session, else open on a wide screen and folded on a phone.
 */
export function FoldSection({ id, headingId = `${id}-title`, title, summary, children }: Props) {
  const [open, setOpen] = useState(() => initiallyOpen(id));
  const summaryId = useId();
  const showSummary = !open && Boolean(summary);
  const toggle = () => {
    setOpen(!open);
    rememberOpen(id, !open);
  };
  return (
    <section className={foldStyles.section} aria-labelledby={headingId}>
      <h3 className={foldStyles.heading}>
        <button
          type="button"
          className={foldStyles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          // Named by the title alone; the summary is its description.
          aria-labelledby={headingId}
          aria-describedby={showSummary ? summaryId : undefined}
          onClick={toggle}
        >
          <ChevronDown
            aria-hidden="true"
            size={20}
            className={open ? foldStyles.openIcon : foldStyles.icon}
          />
          <span className={foldStyles.titles}>
            <span id={headingId}>{title}</span>
            {showSummary && (
              <span id={summaryId} className={foldStyles.summary}>
                {summary}
              </span>
            )}
          </span>
        </button>
      </h3>
      <div id={`${id}-body`} className={foldStyles.body} hidden={!open}>
        {open && children}
      </div>
    </section>
  );
}
