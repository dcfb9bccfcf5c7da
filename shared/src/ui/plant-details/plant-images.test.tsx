import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlantImage } from '../../contracts/plants';
import { ADD_PICTURE_TEXT, PlantImages, SWIPE_THRESHOLD_PX } from './plant-images';
import { NO_PLANT_IMAGE } from '../plant-thumbnail';

const photos: PlantImage[] = [1, 2, 3].map((Id) => ({
  Id,
  Url: `/media/lavender-${Id}.jpg`,
  Thumbnail: `/media/lavender-${Id}-t.jpg`,
}));

// jsdom has no PointerEvent: a MouseEvent carries the coordinates a swipe needs.
beforeAll(() => {
  if (typeof window.PointerEvent === 'undefined') {
    Object.defineProperty(window, 'PointerEvent', { value: window.MouseEvent, configurable: true });
  }
});

const shown = () => screen.getByRole('img');

function swipe(dx: number, dy = 0) {
  const slide = screen.getByRole('group');
  fireEvent.pointerDown(slide, { clientX: 200, clientY: 100 });
  fireEvent.pointerUp(slide, { clientX: 200 + dx, clientY: 100 + dy });
}

describe('Plant-images widget (SPEC §2.6, §4 image widget states)', () => {
  test('read-only with no photos: the not-found image', () => {
    render(<PlantImages images={[]} plantName="Lavender" />);
    expect(shown()).toHaveAttribute('src', NO_PLANT_IMAGE);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('editable with no photos: the add-photo placeholder', async () => {
    const onAddPhoto = jest.fn();
    render(<PlantImages images={[]} plantName="Lavender" onAddPhoto={onAddPhoto} />);
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_PICTURE_TEXT }));
    expect(onAddPhoto).toHaveBeenCalled();
  });

  test('photos: a carousel moved by its arrows, staying within range', async () => {
    const user = userEvent.setup();
    render(<PlantImages images={photos} plantName="Lavender" />);
    expect(screen.getByRole('region', { name: 'Photos of Lavender' })).toBeInTheDocument();
    expect(shown()).toHaveAccessibleName('Lavender, photo 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shown()).toHaveAttribute('src', '/media/lavender-3.jpg');
    expect(screen.getByText('Photo 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next photo' })).toBeDisabled();
  });

  test('SPEC §9: a horizontal swipe of at least 20 px turns the photo; shorter or vertical moves do not', () => {
    render(<PlantImages images={photos} plantName="Lavender" />);
    swipe(-(SWIPE_THRESHOLD_PX - 1));
    expect(shown()).toHaveAccessibleName('Lavender, photo 1 of 3');
    swipe(-30, 80);
    expect(shown()).toHaveAccessibleName('Lavender, photo 1 of 3');
    swipe(-SWIPE_THRESHOLD_PX);
    expect(shown()).toHaveAccessibleName('Lavender, photo 2 of 3');
    swipe(SWIPE_THRESHOLD_PX);
    expect(shown()).toHaveAccessibleName('Lavender, photo 1 of 3');
  });

  test('SPEC §8: a photo that fails swaps in the fallback image, and a failing fallback a drawn one', () => {
    render(<PlantImages images={photos.slice(0, 1)} plantName="Lavender" />);
    fireEvent.error(shown());
    expect(shown()).toHaveAttribute('src', NO_PLANT_IMAGE);
    expect(shown()).toHaveAccessibleName('Lavender: picture not available');
    fireEvent.error(shown());
    expect(shown().tagName.toLowerCase()).toBe('svg');
    expect(shown()).toHaveAccessibleName('Lavender: picture not available');
  });
});
