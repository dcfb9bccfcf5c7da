import { NavLink } from 'react-router-dom';
import { plantRequestDialogToggled, useAppDispatch, type CarriedParams } from '@thrive/shared';
import type { MenuDialog, MenuItem } from '../navigation/menu-items';
import { withCarriedParams } from '@thrive/shared';
import { clearSuggestDraft } from '../common/suggest-draft';
import styles from './side-menu.module.css';

/** Describes every external item: it opens in a new tab (SPEC §2.4). */
export const NEW_TAB_NOTE_ID = 'side-menu-new-tab';

interface Props {
  item: MenuItem;
  carried: CarriedParams;
  /** Closes the menu once an item is chosen. */
  onChosen: () => void;
  /** Opens a dialog the menu hosts (Sign out); the plant request dialog is the shell's. */
  onOpenDialog: (dialog: Exclude<MenuDialog, 'request-plant'>) => void;
}

/** One side-menu item: a route carrying the parameters, an external link, or a dialog. */
export function SideMenuEntry({ item, carried, onChosen, onOpenDialog }: Props) {
  const dispatch = useAppDispatch();
  switch (item.kind) {
    case 'route':
      return (
        <NavLink
          to={withCarriedParams(item.to, carried)}
          className={styles.link}
          onClick={() => {
            if (item.clearsSuggestDraft) clearSuggestDraft();
            onChosen();
          }}
        >
          {item.label}
        </NavLink>
      );
    case 'external':
      return (
        <a
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.link}
          aria-describedby={NEW_TAB_NOTE_ID}
          onClick={onChosen}
        >
          {item.label}
          <span aria-hidden="true" className={styles.external}>
            ↗
          </span>
        </a>
      );
    case 'dialog':
      return (
        <button
          type="button"
          className={styles.link}
          aria-haspopup="dialog"
          onClick={() => {
            onChosen();
            if (item.dialog === 'request-plant') dispatch(plantRequestDialogToggled(true));
            else onOpenDialog(item.dialog);
          }}
        >
          {item.label}
        </button>
      );
  }
}
