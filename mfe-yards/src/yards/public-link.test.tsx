import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PublicLink, publicYardUrl } from './public-link';

/** The owner's page as a sign-in link opens it: the key in the page's query and the route's. */
const OWNER_ADDRESS = '/?key=owner-key&lat=40.7#/yards/view/5?key=owner-key&lat=40.7';

beforeEach(() => window.history.replaceState(null, '', OWNER_ADDRESS));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('a public link never carries a key (issue 30)', () => {
  test('Open the public page goes to the keyless public address, not a route that keeps the page query', () => {
    render(<PublicLink yardId={5} />);
    const open = screen.getByRole('link', { name: 'Open the public page' });
    expect(open).toHaveAttribute('href', 'http://localhost/#/public/yard/5');
    expect(open.getAttribute('href')).not.toMatch(/key|token|lat/i);
  });

  test('the address to share, in the field and on the clipboard, is the same keyless one', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<PublicLink yardId={5} />);
    expect(screen.getByRole('textbox', { name: 'Public link' })).toHaveValue(
      'http://localhost/#/public/yard/5',
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/#/public/yard/5');
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
  });

  test('publicYardUrl keeps only the origin and the path of the page', () => {
    expect(publicYardUrl(7, { origin: 'https://thrive.example', pathname: '/app/' })).toBe(
      'https://thrive.example/app/#/public/yard/7',
    );
  });
});
