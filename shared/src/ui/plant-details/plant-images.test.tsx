import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import imageCompression from 'browser-image-compression';
import { gps } from 'exifr';
import type { PlantImage } from '../../contracts/plants';
import { IMAGE_TYPES, UPLOAD_ORIGINS } from '../../contracts/media';
import { testStore } from '../../testing/test-store';
import { FakeXhr, installFakeXhr, lastXhr } from '../../uploads/testing/fake-xhr';
import {
  ADD_PICTURE_TEXT,
  PlantImages,
  SWIPE_THRESHOLD_PX,
  drawingAlt,
  type PlantImagesProps,
} from './plant-images';
import { ADD_PHOTO_LABEL } from './uploadable-plant-images';
import { NO_PLANT_IMAGE } from '../plant-thumbnail';
import { installNodeFile, photoFile, testGalleryImage } from '@thrive/shared/testing';

// The test photos have no EXIF: exifr is replaced at its edge. The compression library, which
// needs a canvas jsdom lacks, is replaced for every test (tools/jest/__mocks__).
jest.mock('exifr', () => ({ gps: jest.fn() }));

installFakeXhr();
installNodeFile();

beforeEach(() => {
  jest.mocked(imageCompression).mockImplementation(async (file) => file);
  jest.mocked(gps).mockResolvedValue(undefined as never);
});

const lavender = { origin: UPLOAD_ORIGINS.plantSearch, imageType: IMAGE_TYPES.plant, plantId: 7 };

/** The widget as a signed-in gardener's plant page shows it: able to upload. */
async function renderUploadable(props: Partial<PlantImagesProps> = {}) {
  const store = testStore();
  const view = render(
    <Provider store={store}>
      <PlantImages images={[]} plantName="Lavender" upload={lavender} {...props} />
    </Provider>,
  );
  // The upload code arrives on demand; until then the placeholder cannot be used.
  await waitFor(() => expect(view.container.querySelector('input[type="file"]')).not.toBeNull());
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, store, input, user: userEvent.setup() };
}

async function uploadAnswered(
  input: HTMLInputElement,
  user: ReturnType<typeof userEvent.setup>,
  url: string,
) {
  await user.upload(input, [photoFile('new-bloom.jpg')]);
  await waitFor(() => expect(FakeXhr.requests).toHaveLength(1));
  await act(async () => lastXhr().respond(201, { Images: [testGalleryImage({ Id: 900, Url: url })] }));
}

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
  test('SPEC §4 readonly with no photos: the not-found image', () => {
    render(<PlantImages images={[]} plantName="Lavender" />);
    expect(shown()).toHaveAttribute('src', NO_PLANT_IMAGE);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('SPEC §4 editable with no photos: the add-photo prompt', async () => {
    const onAddPhoto = jest.fn();
    render(<PlantImages images={[]} plantName="Lavender" onAddPhoto={onAddPhoto} />);
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_PICTURE_TEXT }));
    expect(onAddPhoto).toHaveBeenCalled();
  });

  test('SPEC §4 photos: a carousel moved by its arrows, staying within range', async () => {
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

const DRAWING = '/api/Plants/7/Illustration.svg?v=ab12';

const credited: PlantImage[] = [
  {
    Id: 51,
    Url: '/media/imported/lavender-field.jpg',
    Thumbnail: '/media/imported/lavender-field-t.jpg',
    Credit: {
      Author: 'Jane Meadow',
      Licence: 'CC BY-SA 4.0',
      LicenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
      SourceUrl: 'https://commons.wikimedia.org/wiki/File:Lavender_field.jpg',
    },
  },
  { Id: 52, Url: '/media/lavender-mine.jpg', Thumbnail: '/media/lavender-mine-t.jpg' },
];

describe('the plant’s drawing and the credit of imported photos', () => {
  test('no photo: the plant’s drawing, named as one; the SPEC §8 fallback only once it fails to load', () => {
    render(<PlantImages images={[]} plantName="Lavender" illustration={DRAWING} />);
    expect(shown()).toHaveAttribute('src', DRAWING);
    expect(shown()).toHaveAccessibleName('Drawing of Lavender');
    expect(drawingAlt('Red Maple')).toBe('Drawing of Red Maple');
    fireEvent.error(shown());
    expect(shown()).toHaveAttribute('src', NO_PLANT_IMAGE);
    expect(shown()).toHaveAccessibleName('Lavender: picture not available');
  });

  test('photos come before the drawing', () => {
    render(<PlantImages images={photos} plantName="Lavender" illustration={DRAWING} />);
    expect(shown()).toHaveAttribute('src', '/media/lavender-1.jpg');
    expect(screen.queryByRole('img', { name: 'Drawing of Lavender' })).not.toBeInTheDocument();
  });

  test('an editable widget shows the drawing with "Add photo" under it instead of the placeholder', async () => {
    const onAddPhoto = jest.fn();
    render(<PlantImages images={[]} plantName="Lavender" illustration={DRAWING} onAddPhoto={onAddPhoto} />);
    expect(shown()).toHaveAccessibleName('Drawing of Lavender');
    expect(screen.queryByRole('button', { name: ADD_PICTURE_TEXT })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: ADD_PHOTO_LABEL }));
    expect(onAddPhoto).toHaveBeenCalled();
  });

  test('an imported photo carries "Photo: author · licence" with the licence and its source linked', async () => {
    const user = userEvent.setup();
    render(<PlantImages images={credited} plantName="Lavender" />);
    const credit = screen.getByText(/^Photo: Jane Meadow ·/);
    expect(credit).toHaveTextContent('Photo: Jane Meadow · CC BY-SA 4.0 · Source');
    expect(within(credit).getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    const source = within(credit).getByRole('link', { name: 'Source' });
    expect(source).toHaveAttribute('href', 'https://commons.wikimedia.org/wiki/File:Lavender_field.jpg');
    expect(source).toHaveAttribute('target', '_blank');
    // The gardener's own photo has no credit line.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.queryByText(/^Photo: /)).not.toBeInTheDocument();
  });

  test('a licence without a page is plain text, and an address that is not a web page is never a link', () => {
    const publicDomain: PlantImage = {
      ...credited[0]!,
      Credit: {
        Author: 'A. Botanist',
        Licence: 'Public domain',
        LicenceUrl: '',
        SourceUrl: 'javascript:alert(1)',
      },
    };
    render(<PlantImages images={[publicDomain]} plantName="Lavender" />);
    expect(screen.getByText(/^Photo: /)).toHaveTextContent(/^Photo: A\. Botanist · Public domain$/);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('Plant-images widget that uploads (SPEC §2.6, §4 image widget states, §5 Photos)', () => {
  test('SPEC §4 editable with no photos: the add-photo prompt opens the photo chooser', async () => {
    const { input, user } = await renderUploadable();
    const prompt = screen.getByRole('button', { name: ADD_PICTURE_TEXT });
    expect(prompt).toBeEnabled();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    const click = jest.spyOn(input, 'click');
    await user.click(prompt);
    expect(click).toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: /No picture/ })).not.toBeInTheDocument();
  });

  test('SPEC §4 uploaded photo: a photo just uploaded is shown at once, with its upload done', async () => {
    const { input, user } = await renderUploadable();
    await uploadAnswered(input, user, '/media/new-bloom.jpg');
    expect(lastXhr().fields()).toMatchObject({ origin: '2', imageType: '2', plantId: '7' });
    expect(screen.getByRole('img', { name: 'Lavender, photo 1 of 1' })).toHaveAttribute(
      'src',
      '/media/new-bloom.jpg',
    );
    const uploads = screen.getByRole('list', { name: 'Photo uploads' });
    expect(within(uploads).getByRole('progressbar', { name: 'new-bloom.jpg' })).toHaveAttribute(
      'aria-valuetext',
      'Done',
    );
  });

  test('SPEC §4 photos: an "Add photo" button under the carousel; the new photo is shown first', async () => {
    const { input, user } = await renderUploadable({ images: photos });
    expect(screen.getByRole('img')).toHaveAccessibleName('Lavender, photo 1 of 3');
    expect(screen.getByRole('button', { name: ADD_PHOTO_LABEL })).toBeEnabled();
    expect(screen.queryByRole('button', { name: ADD_PICTURE_TEXT })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    await uploadAnswered(input, user, '/media/new-bloom.jpg');
    expect(screen.getByRole('img')).toHaveAccessibleName('Lavender, photo 1 of 4');
    expect(screen.getByRole('img')).toHaveAttribute('src', '/media/new-bloom.jpg');
  });

  test('with the plant’s drawing shown, "Add photo" under it opens the photo chooser', async () => {
    const { input, user } = await renderUploadable({ illustration: DRAWING });
    expect(screen.getByRole('img')).toHaveAccessibleName('Drawing of Lavender');
    expect(screen.queryByRole('button', { name: ADD_PICTURE_TEXT })).not.toBeInTheDocument();
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: ADD_PHOTO_LABEL }));
    expect(click).toHaveBeenCalled();
  });

  test('the refreshed photos bring the uploaded one too: it is shown once', async () => {
    const { input, user, rerender, store } = await renderUploadable({ images: photos });
    await uploadAnswered(input, user, '/media/new-bloom.jpg');
    const refreshed = [{ Id: 900, Url: '/media/new-bloom.jpg', Thumbnail: '' }, ...photos];
    rerender(
      <Provider store={store}>
        <PlantImages images={refreshed} plantName="Lavender" upload={lavender} />
      </Provider>,
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('Lavender, photo 1 of 4');
  });
});
