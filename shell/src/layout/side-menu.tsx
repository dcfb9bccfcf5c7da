import { useCallback, useRef, useState } from 'react';
import { menuToggled, selectMenuOpen, useAppDispatch, useAppSelector } from '@thrive/shared';
import { useAddressParams } from '../common/address-params';
import { SignOutDialog } from '../sign-out/sign-out-dialog';
import { MENU_BUTTON_ID } from './layout-constants';
import { NEW_TAB_NOTE_ID, SideMenuEntry } from './side-menu-entry';
import { useMenuEntries } from './use-menu-entries';
import { useSlidePanel } from './use-slide-panel';
import styles from './side-menu.module.css';

const menuButton = () => document.getElementById(MENU_BUTTON_ID);

/**
 * The side menu (SPEC §2.4): slides in (SPEC §9: 400 ms, 250 px), takes focus, and closes on
 * a choice, on Escape, on the backdrop and when the address changes (ShellLayout).
 */
export function SideMenu() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectMenuOpen);
  const items = useMenuEntries(open);
  const carried = useAddressParams();
  const menuRef = useRef<HTMLElement>(null);
  const close = useCallback(() => dispatch(menuToggled(false)), [dispatch]);
  const [askingSignOut, setAskingSignOut] = useState(false);
  useSlidePanel(open, menuRef, close, menuButton);

  return (
    <>
      {open && <div className={styles.backdrop} onClick={close} aria-hidden="true" />}
      <nav
        id="side-menu"
        aria-label="Main menu"
        className={open ? `${styles.menu} ${styles.open}` : styles.menu}
        ref={menuRef}
        inert={!open}
      >
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.label}>
              <SideMenuEntry
                item={item}
                carried={carried}
                onChosen={close}
                onOpenDialog={() => setAskingSignOut(true)}
              />
            </li>
          ))}
        </ul>
        <p id={NEW_TAB_NOTE_ID} hidden>
          Opens in a new tab
        </p>
      </nav>
      {/* Outside the menu, which is inert once closed. */}
      <SignOutDialog open={askingSignOut} onClose={() => setAskingSignOut(false)} />
    </>
  );
}
