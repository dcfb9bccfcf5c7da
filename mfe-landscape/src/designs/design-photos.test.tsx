import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { photoFile } from '@thrive/shared/testing';
import { design } from '../testing/design-fixtures';
import { designPhoto, fakeDesignPhotos } from '../testing/fake-design-photos';
import { setupFakeDesignsApi } from '../testing/fake-designs-api';
import { renderDesigns } from '../testing/render-designs';
import { ADD_DESIGN_PHOTOS } from './design-photos';

const api = setupFakeDesignsApi();
const photos = fakeDesignPhotos();

beforeEach(() => {
  photos.reset();
  api.server.use(...photos.handlers);
  // jsdom decodes no images: compression fails and compressPhoto says it sends the original.
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

const photoList = () => screen.findByRole('list', { name: 'Photos of this bed' });

describe("photos of a design (image type 3), shown on its style's page when the gardener says so", () => {
  test('a design with no photos says so; added photos go up as photos of this design, not published unless ticked', async () => {
    api.data.design = design({ StyleId: 4 });
    const user = userEvent.setup();
    const { container } = renderDesigns('/styles/designs/5');
    expect(await screen.findByText('No photos yet. Add some as the bed grows.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADD_DESIGN_PHOTOS })).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, photoFile('bed.jpg'));
    await waitFor(() => expect(photos.uploads.uploads).toHaveLength(1));
    expect(photos.uploads.uploads[0]).toMatchObject({ imageType: '3', designId: '5', published: '0' });
    expect(within(await photoList()).getAllByRole('listitem')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: /Show the photos I add on the Cottage page/ }));
    await user.upload(input, photoFile('bed-in-june.jpg'));
    await waitFor(() => expect(photos.uploads.uploads).toHaveLength(2));
    expect(photos.uploads.uploads[1]).toMatchObject({
      designId: '5',
      published: '1',
      file: 'bed-in-june.jpg',
    });
  });

  test("a photo is published to the style's page and withdrawn from its own box", async () => {
    api.data.design = design({ StyleId: 4 });
    photos.reset([designPhoto(5, { Id: 61 })]);
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const shown = await within(await photoList()).findByRole('checkbox', { name: 'On the Cottage page' });
    expect(shown).not.toBeChecked();
    await user.click(shown);
    expect(await screen.findByText('The photo is shown on the Cottage page.')).toBeInTheDocument();
    await waitFor(() => expect(shown).toBeChecked());
    await user.click(shown);
    expect(await screen.findByText('The photo is yours alone again.')).toBeInTheDocument();
    await waitFor(() => expect(shown).not.toBeChecked());
    expect(photos.changes).toEqual([
      expect.objectContaining({ Id: 61, Type: 3, Published: true }),
      expect.objectContaining({ Id: 61, Type: 3, Published: false }),
    ]);
  });

  test('a design without a style has nothing to publish to; a photo is deleted after a confirmation', async () => {
    photos.reset([designPhoto(5, { Id: 62 })]);
    const user = userEvent.setup();
    renderDesigns('/styles/designs/5');
    const list = await photoList();
    expect(screen.queryByRole('checkbox', { name: /Cottage/ })).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Delete photo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete this photo?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No photos yet. Add some as the bed grows.')).toBeInTheDocument();
    expect(photos.changes).toEqual([{ i: '62', k: 'd', c: '3', cid: '5' }]);
  });
});
