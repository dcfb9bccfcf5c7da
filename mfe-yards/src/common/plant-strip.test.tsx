import { render, screen, within } from '@testing-library/react';
import { zonePlant } from '../testing/fixtures';
import { MAX_STRIP_PICTURES, PlantStrip } from './plant-strip';

const NAMES = ['Lavender', 'Hosta', 'Fern', 'Sage', 'Thyme', 'Rose', 'Iris', 'Aster'];
const plants = (count: number) =>
  NAMES.slice(0, count).map((name, index) =>
    zonePlant({ Id: 200 + index, PlantId: 3000 + index, CommonName: name, Thumbnail: `/media/${name}.jpg` }),
  );

describe('the plant strip', () => {
  test('shows the first six pictures, decorative, each named for screen readers and in a tooltip', () => {
    const { container } = render(<PlantStrip plants={plants(6)} label="Plants in Border bed" />);
    const list = screen.getByRole('list', { name: 'Plants in Border bed' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(NAMES.slice(0, 6));
    expect(items[0]).toHaveAttribute('title', 'Lavender');
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(MAX_STRIP_PICTURES);
    expect(pictures[0]).toHaveAttribute('src', '/media/Lavender.jpg');
    expect(pictures[0]).toHaveAttribute('alt', '');
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  test('counts the plants beyond six as "+N"', () => {
    const { container } = render(<PlantStrip plants={plants(8)} label="Plants in Border bed" />);
    expect(container.querySelectorAll('img')).toHaveLength(6);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(items[6]).toHaveTextContent('+2 more');
    // "+2" for the eye; "more" is for screen readers only.
    expect(within(items[6]!).getByText('more')).toHaveClass('visuallyHidden');
  });

  test('keeps its height while the plants load, and is not there without plants', () => {
    const { container, rerender } = render(<PlantStrip plants={undefined} label="Plants in Border bed" />);
    expect(container.firstChild).toHaveClass('strip');
    expect(container.firstChild).toHaveAttribute('aria-hidden', 'true');
    rerender(<PlantStrip plants={[]} label="Plants in Border bed" />);
    expect(container).toBeEmptyDOMElement();
  });
});
