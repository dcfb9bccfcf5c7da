import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupFakeAccountApi } from '../testing/fake-account-api';
import { renderAccount } from '../testing/render-account';
import { DATA_EXPORT_TEXT, downloadStartedMessage, PREPARING_TEXT } from './data-export';

const api = setupFakeAccountApi();

interface Saved {
  fileName: string;
  href: string;
  blob: Blob;
}

/** jsdom has no object URLs and cannot save files: both are watched instead. */
function watchDownloads() {
  const saved: Saved[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size + 1}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({
      fileName: this.download,
      href: this.getAttribute('href') ?? '',
      blob: blobs.get(this.href)!,
    });
  });
  return { saved, revoked };
}

afterEach(() => jest.restoreAllMocks());

async function openSection() {
  const user = userEvent.setup();
  renderAccount('/users/settings');
  const section = await screen.findByRole('region', { name: 'Your data' });
  return { user, section };
}

describe('Your data: download all my data (issue 14)', () => {
  test('is the last section of Settings and says what is included', async () => {
    const { section } = await openSection();
    const permissions = screen.getByRole('group', { name: 'Permissions' });
    expect(permissions.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.nextElementSibling).toBeNull();
    expect(within(section).getByText(DATA_EXPORT_TEXT)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Download as CSV (zip)' })).toBeEnabled();
    expect(api.exports).toEqual([]);
  });

  test('Download as JSON fetches format=json and saves it under the server’s file name', async () => {
    const { saved, revoked } = watchDownloads();
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Download as JSON' }));
    expect(
      await screen.findByText(downloadStartedMessage('thrive-garden-export-2026-04-01.json')),
    ).toBeInTheDocument();
    expect(api.exports).toEqual(['/api/users/42/export?format=json']);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ fileName: 'thrive-garden-export-2026-04-01.json', href: 'blob:test/1' });
    expect(await saved[0]!.blob.text()).toBe('{"yards":[]}');
    await waitFor(() => expect(revoked).toEqual(['blob:test/1']));
    // The temporary link is gone again.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  test('Download as CSV (zip) fetches format=csv and saves the zip; the buttons wait meanwhile', async () => {
    const { saved } = watchDownloads();
    let release = () => {};
    api.data.exportGate = new Promise<void>((resolve) => (release = resolve));
    const { user, section } = await openSection();
    const csv = within(section).getByRole('button', { name: 'Download as CSV (zip)' });
    await user.click(csv);
    expect(within(section).getByRole('button', { name: 'Download as JSON' })).toBeDisabled();
    expect(csv).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent(PREPARING_TEXT);
    expect(saved).toEqual([]);
    release();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.exports).toEqual(['/api/users/42/export?format=csv']);
    expect(saved[0]!.fileName).toBe('thrive-garden-export-2026-04-01.zip');
    expect(saved[0]!.blob.size).toBe(4);
    await waitFor(() => expect(csv).toBeEnabled());
    expect(within(section).getByRole('status')).toHaveTextContent('');
  });

  test('a failed download says why in a toast and saves nothing', async () => {
    const { saved } = watchDownloads();
    api.data.exportError = 'The export is resting.';
    const { user, section } = await openSection();
    await user.click(within(section).getByRole('button', { name: 'Download as JSON' }));
    expect(await screen.findByText('The export is resting.')).toBeInTheDocument();
    expect(api.exports).toEqual(['/api/users/42/export?format=json']);
    expect(saved).toEqual([]);
    expect(within(section).getByRole('button', { name: 'Download as JSON' })).toBeEnabled();
  });
});
