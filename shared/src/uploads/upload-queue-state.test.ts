import type { QueuedUpload } from './upload-types';
import { isQueueBusy, nextToUpload, uploadQueueReducer, type UploadQueueAction } from './upload-queue-state';
import { testGalleryImage } from '@thrive/shared/testing';

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const response = { Images: [testGalleryImage()] };

const run = (...actions: UploadQueueAction[]) => actions.reduce(uploadQueueReducer, [] as QueuedUpload[]);
const added: UploadQueueAction = {
  type: 'added',
  uploads: [
    { id: 'a', file: file('a.jpg') },
    { id: 'b', file: file('b.jpg') },
  ],
};
const statusOf = (items: QueuedUpload[], id: string) => items.find((item) => item.id === id)?.status;

describe('SPEC §4 Upload status: NotStarted, Uploading n%, Done holds the response, Error progress 0', () => {
  test('added files wait, NotStarted, under their own names', () => {
    const items = run(added);
    expect(items.map(({ id, name, status }) => ({ id, name, status }))).toEqual([
      { id: 'a', name: 'a.jpg', status: { state: 'NotStarted' } },
      { id: 'b', name: 'b.jpg', status: { state: 'NotStarted' } },
    ]);
  });

  test('a started file is Uploading from 0, then with its progress, which never runs backwards', () => {
    expect(statusOf(run(added, { type: 'started', id: 'a' }), 'a')).toEqual({
      state: 'Uploading',
      progress: 0,
    });
    const items = run(
      added,
      { type: 'started', id: 'a' },
      { type: 'progressed', id: 'a', progress: 40 },
      { type: 'progressed', id: 'a', progress: 30 },
    );
    expect(statusOf(items, 'a')).toEqual({ state: 'Uploading', progress: 40 });
    expect(statusOf(run(added, { type: 'progressed', id: 'b', progress: 50 }), 'b')).toEqual({
      state: 'NotStarted',
    });
  });

  test('Done has progress 100 and holds the response', () => {
    const items = run(added, { type: 'started', id: 'a' }, { type: 'succeeded', id: 'a', response });
    expect(statusOf(items, 'a')).toEqual({ state: 'Done', progress: 100, response });
  });

  test('Error has progress 0 and the message', () => {
    const items = run(
      added,
      { type: 'started', id: 'a' },
      { type: 'progressed', id: 'a', progress: 80 },
      { type: 'failed', id: 'a', message: 'Your photo storage is full.' },
    );
    expect(statusOf(items, 'a')).toEqual({
      state: 'Error',
      progress: 0,
      message: 'Your photo storage is full.',
    });
  });

  test('retry puts a failed file back to NotStarted; a file that did not fail is left as it is', () => {
    const failed = run(added, { type: 'started', id: 'a' }, { type: 'failed', id: 'a', message: 'Offline' });
    expect(statusOf(uploadQueueReducer(failed, { type: 'retried', id: 'a' }), 'a')).toEqual({
      state: 'NotStarted',
    });
    const done = run(added, { type: 'started', id: 'a' }, { type: 'succeeded', id: 'a', response });
    expect(statusOf(uploadQueueReducer(done, { type: 'retried', id: 'a' }), 'a')).toMatchObject({
      state: 'Done',
    });
  });

  test('remove takes a file out; clearing the finished takes the Done ones and keeps the failed', () => {
    const items = run(
      added,
      { type: 'added', uploads: [{ id: 'c', file: file('c.jpg') }] },
      { type: 'started', id: 'a' },
      { type: 'succeeded', id: 'a', response },
      { type: 'started', id: 'b' },
      { type: 'failed', id: 'b', message: 'Offline' },
    );
    expect(uploadQueueReducer(items, { type: 'removed', id: 'c' }).map((item) => item.id)).toEqual([
      'a',
      'b',
    ]);
    expect(uploadQueueReducer(items, { type: 'finishedCleared' }).map((item) => item.id)).toEqual(['b', 'c']);
  });
});

describe('SPEC §4: the upload queue handles one upload at a time', () => {
  test('the first waiting file is next, none while one is uploading', () => {
    expect(nextToUpload(run(added))?.id).toBe('a');
    expect(nextToUpload(run(added, { type: 'started', id: 'a' }))).toBeNull();
    const afterA = run(added, { type: 'started', id: 'a' }, { type: 'succeeded', id: 'a', response });
    expect(nextToUpload(afterA)?.id).toBe('b');
  });

  test('a second start while one is uploading changes nothing', () => {
    const items = run(added, { type: 'started', id: 'a' });
    expect(uploadQueueReducer(items, { type: 'started', id: 'a' })).toEqual(items);
  });

  test('busy while a file waits or uploads; not once all are done or failed', () => {
    expect(isQueueBusy([])).toBe(false);
    expect(isQueueBusy(run(added))).toBe(true);
    const settled = run(
      added,
      { type: 'started', id: 'a' },
      { type: 'succeeded', id: 'a', response },
      { type: 'started', id: 'b' },
      { type: 'failed', id: 'b', message: 'Offline' },
    );
    expect(isQueueBusy(settled)).toBe(false);
  });
});
