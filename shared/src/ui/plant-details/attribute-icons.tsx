import { useId, useState, type ReactNode } from 'react';
import type { PlantAttributeItem } from '@thrive/shared/contracts';
import { Modal } from '@thrive/shared';
import { ExpertAvatar, type ExpertAvatarKind } from './expert-avatar';
import styles from './attribute-icons.module.css';

/** Shown in the tip dialog when the catalogue has no tip for an item yet. */
export const NO_EXPERT_TIP = 'Our expert has no tip for this one yet.';

export interface AttributeIconsProps {
  /** The list's name: "Attracts", "Resistant to", "Tolerates", "Toxicity". */
  title: string;
  items: PlantAttributeItem[];
  /** Which of the two experts gives this list's tips (SPEC §2.6). */
  expert?: ExpertAvatarKind;
  /** Draws an item's icon from its Icon name; without it each item shows its initial. */
  renderIcon?: (item: PlantAttributeItem) => ReactNode;
  /** Called when a tip is opened (the page records the expert-help link kind). */
  onOpenTip?: (item: PlantAttributeItem) => void;
  headingLevel?: 3 | 4;
}

function Initial({ name }: { name: string }) {
  return (
    <span className={styles.initial} aria-hidden="true">
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/**
 * A plant's attracts / resistant (and tolerates, toxicity) icons (SPEC §2.6). Each icon is a
 * button: it opens a dialog where an expert avatar gives the item's tip. Nothing renders for
 * an empty list, so the page decides what an absent list says.
 */
export function AttributeIcons({
  title,
  items,
  expert = 'gardener',
  renderIcon,
  onOpenTip,
  headingLevel = 4,
}: AttributeIconsProps) {
  const headingId = useId();
  const [open, setOpen] = useState<PlantAttributeItem | null>(null);
  if (items.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.group}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <ul className={styles.items} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.Id}>
            <button
              type="button"
              className={styles.item}
              aria-haspopup="dialog"
              aria-label={`${item.Name}: expert tip`}
              onClick={() => {
                setOpen(item);
                onOpenTip?.(item);
              }}
            >
              <span className={styles.icon} aria-hidden="true">
                {renderIcon ? renderIcon(item) : <Initial name={item.Name} />}
              </span>
              <span className={styles.name}>{item.Name}</span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        id="attribute-tip"
        title={open ? `${title}: ${open.Name}` : title}
        open={open !== null}
        onOpenChange={(next) => {
          if (!next) setOpen(null);
        }}
      >
        <div className={styles.tip}>
          <ExpertAvatar kind={expert} />
          <p className={styles.tipText}>{open?.Tip.trim() || NO_EXPERT_TIP}</p>
        </div>
      </Modal>
    </div>
  );
}
