import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UploadQueueList } from './upload-queue-list';
import type { QueuedUpload, UploadStatus } from './upload-types';
import { testGalleryImage } from '@thrive/shared/testing';

const item = (id: string, status: UploadStatus): QueuedUpload => ({
  id,
  name: `${id}.jpg`,
  file: new File(['x'], `${id}.jpg`, { type: 'image/jpeg' }),
  status,
});

const items = [
  item('waiting', { state: 'NotStarted' }),
  item('sending', { state: 'Uploading', progress: 40 }),
  item('done', { state: 'Done', progress: 100, response: { Images: [testGalleryImage()] } }),
  item('failed', { state: 'Error', progress: 0, message: 'Your photo storage is full.' }),
];

describe('the upload list (SPEC §4: waiting, uploading with progress, completed or failed)', () => {
  test('each file has a progress bar and a visible label', () => {
    render(<UploadQueueList items={items} onRetry={jest.fn()} />);
    const expected = [
      ['waiting.jpg', '0', 'Waiting'],
      ['sending.jpg', '40', 'Uploading 40%'],
      ['done.jpg', '100', 'Done'],
      ['failed.jpg', '0', 'Failed: Your photo storage is full.'],
    ];
    for (const [name, value, label] of expected) {
      const bar = screen.getByRole('progressbar', { name });
      expect(bar).toHaveAttribute('aria-valuenow', value);
      expect(bar).toHaveAttribute('aria-valuetext', label);
      expect(within(bar.closest('li')!).getByText(label!)).toBeVisible();
    }
  });

  test('only a failed file has Retry', async () => {
    const onRetry = jest.fn();
    render(<UploadQueueList items={items} onRetry={onRetry} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry failed.jpg' }));
    expect(onRetry).toHaveBeenCalledWith('failed');
  });

  test('with onRemove, each file can be taken out, the one being sent cancelled', async () => {
    const onRemove = jest.fn();
    render(<UploadQueueList items={items} onRetry={jest.fn()} onRemove={onRemove} />);
    expect(screen.getByRole('button', { name: 'Cancel sending.jpg' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove done.jpg' }));
    expect(onRemove).toHaveBeenCalledWith('done');
  });

  test('an empty queue shows nothing', () => {
    const { container } = render(<UploadQueueList items={[]} onRetry={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
