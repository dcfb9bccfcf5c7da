import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { fakePhotoUploads, photoFile } from '@thrive/shared/testing';
import { setupFakePlantsApi } from '../testing/fake-plants-api';
import { renderPlants } from '../testing/render-plants';
import { PLANT_TAG_SENT, PLANT_TAG_TITLE } from './plant-tag-photo';

const api = setupFakePlantsApi();
const uploads = fakePhotoUploads();
let tagEmails: unknown[] = [];

beforeEach(() => {
  uploads.reset();
  tagEmails = [];
  api.server.use(
    uploads.handler,
    http.post('/api/users/:uid/EmailTagImage', async ({ request }) => {
      tagEmails.push(await request.json());
      return HttpResponse.json({ code: 0, message: 'Thank you!' });
    }),
  );
  // jsdom decodes no images: compression fails and compressPhoto says it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('details input[type="file"]')!;

describe('Plant tag ID on plant search (Settings "Plant tag ID", SPEC §7 EmailTagImage)', () => {
  test('hidden while the Plant tag ID setting is off', () => {
    renderPlants('/plants/search', { identity: { TogglePlantTagId: false } });
    expect(screen.queryByText(PLANT_TAG_TITLE)).not.toBeInTheDocument();
  });

  test('with the setting on, a photo of the tag is uploaded as a plant-search photo, then sent to the operators with the note', async () => {
    const user = userEvent.setup();
    const { container } = renderPlants('/plants/search', { identity: { TogglePlantTagId: true } });
    await user.click(screen.getByText(PLANT_TAG_TITLE));
    await user.type(screen.getByLabelText('Anything we should know (optional)'), 'Bought in May');
    await user.upload(fileInput(container), [photoFile('tag.jpg')]);
    expect(await screen.findByText(PLANT_TAG_SENT)).toBeInTheDocument();
    // SPEC §4 Origin PLANTSEARCH 2, a plant photo (imageType 2).
    expect(uploads.uploads).toEqual([
      expect.objectContaining({ origin: '2', imageType: '2', file: 'tag.jpg' }),
    ]);
    expect(tagEmails).toEqual([{ ImageId: 900, Note: 'Bought in May' }]);
  });

  test('a refused email says why', async () => {
    api.server.use(
      http.post('/api/users/:uid/EmailTagImage', () =>
        HttpResponse.json({ message: 'You have sent 20 tag photos today.' }, { status: 429 }),
      ),
    );
    const user = userEvent.setup();
    const { container } = renderPlants('/plants/search', { identity: { TogglePlantTagId: true } });
    await user.click(screen.getByText(PLANT_TAG_TITLE));
    await user.upload(fileInput(container), [photoFile('tag.jpg')]);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You have sent 20 tag photos today.'),
    );
  });
});
