import { screen, within } from '@testing-library/react';
import { renderShell } from '../testing/render-shell';
import { copyrightText, FOOTER_FIRST_YEAR } from './footer';

describe('footer (SPEC §2.6, §9)', () => {
  test('the copyright runs from 2017 to the current year', () => {
    expect(FOOTER_FIRST_YEAR).toBe(2017);
    expect(copyrightText(2031)).toBe('© 2017–2031 Thrive Garden');
    expect(copyrightText(2017)).toBe('© 2017 Thrive Garden');
    renderShell('/core?lat=40.7');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 2017–${new Date().getFullYear()} Thrive Garden`);
  });

  test('links to the privacy policy and terms of use, carrying the parameters', () => {
    renderShell('/core?lat=40.7');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/help/privacy?lat=40.7',
    );
    expect(within(footer).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/help/terms?lat=40.7',
    );
  });
});
