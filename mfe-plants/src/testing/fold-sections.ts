import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Opens a folded section of the plant details page (jsdom has no matchMedia, so the page is
 * laid out as on a phone: every section folded) and returns it.
 */
export async function openSection(name: string, user = userEvent.setup()): Promise<HTMLElement> {
  const section = await screen.findByRole('region', { name });
  const toggle = within(section).getByRole('button', { name, expanded: false });
  await user.click(toggle);
  return section;
}

/** The screen is `wide` (min-width: 900px) or a phone's, as matchMedia answers. */
export function screenWidth(wide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: jest.fn((query: string) => ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
      addListener: jest.fn(),
      removeListener: jest.fn(),
      dispatchEvent: jest.fn(),
    })),
  });
}
