import {
  createAppStore,
  identityReceived,
  NETWORK_ERROR_MESSAGE,
  selectIdentity,
  SIGNED_OUT_MESSAGE,
  STORAGE_KEYS,
} from '@thrive/shared';
import { IMAGE_TYPES, UPLOAD_ORIGINS } from '@thrive/shared/contracts';
import { installNodeFile, photoFile, testGalleryImage, testIdentity } from '@thrive/shared/testing';
import { UNREADABLE_UPLOAD_ANSWER, uploadPhotos, UPLOAD_URL, type UploadRequest } from './upload-photos';
import { FakeXhr, installFakeXhr, lastXhr } from './testing/fake-xhr';

installFakeXhr();
installNodeFile();

const image = testGalleryImage();

const request: UploadRequest = {
  origin: UPLOAD_ORIGINS.plantSearch,
  imageType: IMAGE_TYPES.plant,
  plantId: 7,
  latitude: 35.77,
  longitude: -78.63,
};

function signedIn() {
  const store = createAppStore();
  store.dispatch(identityReceived(testIdentity({ Id: 42, Token: 't0k' })));
  return store;
}

function send(store = signedIn(), onProgress = jest.fn(), signal?: AbortSignal, reload = jest.fn()) {
  const files = [photoFile('lavender.jpg')];
  const result = uploadPhotos(files, request, onProgress, signal, { store, reload });
  // Settled outcomes are read later; an unhandled rejection must not fail the test first.
  result.catch(() => undefined);
  return { result, onProgress, store, files, reload };
}

describe('SPEC §7 Upload: POST upload/0/uploadFile/ as multipart, with progress', () => {
  test('sends the files and fields with credentials and the API’s headers', () => {
    document.cookie = 'XSRF-TOKEN=xsrf-9; path=/';
    const { files } = send();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(UPLOAD_URL).toBe('/api/upload/0/uploadFile/');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'X-App': 'thrive|42', 'X-Token': 't0k', 'X-XSRF-TOKEN': 'xsrf-9' });
    expect(xhr.fields()).toEqual({
      origin: '2',
      imageType: '2',
      plantId: '7',
      latitude: '35.77',
      longitude: '-78.63',
    });
    expect(xhr.files().map((file) => file.name)).toEqual([files[0]!.name]);
  });

  test("a design's photo names its design and whether it is published with the design's style", () => {
    const store = signedIn();
    const design: UploadRequest = {
      ...request,
      imageType: IMAGE_TYPES.design,
      plantId: undefined,
      designId: 9,
    };
    uploadPhotos([photoFile('bed.jpg')], { ...design, published: true }, jest.fn(), undefined, {
      store,
    }).catch(() => undefined);
    expect(lastXhr().fields()).toMatchObject({ imageType: '3', designId: '9', published: '1' });
    expect(lastXhr().fields()).not.toHaveProperty('plantId');
    uploadPhotos([photoFile('bed.jpg')], { ...design, published: false }, jest.fn(), undefined, {
      store,
    }).catch(() => undefined);
    expect(lastXhr().fields()).toMatchObject({ designId: '9', published: '0' });
  });

  test('without the cookie there is no anti-forgery header', () => {
    send();
    expect(lastXhr().headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  test('reports the percentage sent, keeping 100 for when the server has answered', () => {
    const { onProgress } = send();
    lastXhr().progress(40, 100);
    lastXhr().progress(100, 100);
    expect(onProgress.mock.calls).toEqual([[40], [99]]);
  });

  test('a 2xx answer is read with its contract', async () => {
    const { result } = send();
    lastXhr().respond(201, { Images: [image] });
    await expect(result).resolves.toEqual({ Images: [image] });
  });

  test('a 304 is a success too (SPEC §7): without a body, no new photos', async () => {
    const { result } = send();
    lastXhr().respond(304);
    await expect(result).resolves.toEqual({ Images: [] });
  });

  test('a 2xx answer that breaks the contract fails loudly', async () => {
    const { result } = send();
    lastXhr().respond(200, { Images: [{ Id: 'five' }] });
    await expect(result).rejects.toThrow(UNREADABLE_UPLOAD_ANSWER);
  });

  test('a 400 fails with the server’s message (SPEC §8)', async () => {
    const { result } = send();
    lastXhr().respond(400, { statusCode: 400, message: 'Only photos can be uploaded.' }, 'Bad Request');
    await expect(result).rejects.toThrow('Only photos can be uploaded.');
  });

  test('an error without a message fails with the status text', async () => {
    const { result } = send();
    lastXhr().respond(502, '<html>Bad gateway</html>', 'Bad Gateway');
    await expect(result).rejects.toThrow('Bad Gateway');
  });

  test('a network failure fails with the network message', async () => {
    const { result } = send();
    lastXhr().failNetwork();
    await expect(result).rejects.toThrow(NETWORK_ERROR_MESSAGE);
  });

  test('aborting cancels the request', async () => {
    const controller = new AbortController();
    const { result } = send(signedIn(), jest.fn(), controller.signal);
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
  });

  test.each([401, 403] as const)(
    'SPEC §6: a %s ends the session as any refused call does',
    async (status) => {
      localStorage.setItem(STORAGE_KEYS.identity, JSON.stringify(testIdentity()));
      const { result, store, reload } = send();
      lastXhr().respond(status, { message: 'Please sign in again.' });
      await expect(result).rejects.toThrow('Please sign in again.');
      expect(selectIdentity(store.getState())).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.identity)).toBeNull();
      expect(reload).toHaveBeenCalledWith(status);
    },
  );

  test('signed out, nothing is sent', async () => {
    const { result } = send(createAppStore());
    await expect(result).rejects.toThrow(SIGNED_OUT_MESSAGE);
    expect(FakeXhr.requests).toEqual([]);
  });
});
