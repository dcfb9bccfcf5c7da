import {
  DEFAULT_LATER_BUTTON_TEXT,
  DEFAULT_SUBSCRIBE_BUTTON_TEXT,
  Modal,
  type PurchasePrompt,
  Button,
} from '@thrive/shared';
import styles from './purchase-popup.module.css';

/** SPEC §2.6 leaves the title optional; a dialog needs a name, so ours stands in. */
const PURCHASE_DEFAULT_TITLE = 'Subscribe to Thrive Garden';
const PURCHASE_ICONS_LABEL = 'Included';
const PURCHASE_REVIEW_ALT = 'What gardeners say about Thrive Garden';

/** 'care-tasks' -> 'Care tasks': operators name icons in kebab case (purchase-prompts.json). */
function iconLabel(name: string): string {
  const words = name.trim().replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface PurchasePopupProps {
  id: string;
  prompt: PurchasePrompt;
  open: boolean;
  onSubscribe: () => void;
  /** The later button, the close X, Escape or the backdrop. */
  onLater: () => void;
}

/**
 * The subscription prompt (SPEC §2.6): optional title, subtitle, icons, content and review
 * image; the prompt's button texts, else "Subscribe Now!" and "I'll Decide Later".
 */
export function PurchasePopup({ id, prompt, open, onSubscribe, onLater }: PurchasePopupProps) {
  const icons = prompt.Icons.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return (
    <Modal
      id={id}
      title={prompt.Title || PURCHASE_DEFAULT_TITLE}
      open={open}
      onOpenChange={(next) => {
        if (!next) onLater();
      }}
      footer={
        <>
          <Button grow onClick={onLater}>
            {prompt.LaterButtonText || DEFAULT_LATER_BUTTON_TEXT}
          </Button>
          <Button grow variant="primary" onClick={onSubscribe}>
            {prompt.SubscribeButtonText || DEFAULT_SUBSCRIBE_BUTTON_TEXT}
          </Button>
        </>
      }
    >
      {prompt.SubTitle && <p className={styles.subtitle}>{prompt.SubTitle}</p>}
      {icons.length > 0 && (
        <ul className={styles.icons} aria-label={PURCHASE_ICONS_LABEL}>
          {icons.map((name) => (
            <li key={name}>{iconLabel(name)}</li>
          ))}
        </ul>
      )}
      {prompt.Content && <p className={styles.content}>{prompt.Content}</p>}
      {prompt.ReviewImage && (
        <img className={styles.review} src={prompt.ReviewImage} alt={PURCHASE_REVIEW_ALT} />
      )}
    </Modal>
  );
}
