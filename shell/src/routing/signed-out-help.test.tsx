import { screen, within } from '@testing-library/react';
import { setupFakePromptsApi } from '../testing/fake-prompts-api';
import { renderShell } from '../testing/render-shell';

setupFakePromptsApi();

describe('help pages open without signing in (no key in the address)', () => {
  test.each(['/help/privacy', '/help/terms', '/help/shopping'])(
    '%s shows its page to a visitor nobody signed in, as the public pages do',
    async (path) => {
      const { visited } = renderShell(path);
      expect(await screen.findByTestId('remote-app')).toHaveTextContent('Remote app for help');
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      // Never sent to the splash, the sign-in help or anywhere else on the way.
      expect(new Set(visited)).toEqual(new Set([path]));
      expect(screen.queryByRole('heading', { name: /sign-in link/i })).not.toBeInTheDocument();
    },
  );

  test('the footer’s Privacy Policy and Terms of Use links lead there from any page, signed out', async () => {
    renderShell('/core');
    const legal = await screen.findByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/help/privacy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/help/terms');
  });
});
