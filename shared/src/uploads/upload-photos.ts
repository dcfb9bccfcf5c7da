import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { uploadResponseSchema, type UploadResponse } from '@thrive/shared/contracts';
import {
  apiRequestHeaders,
  endRefusedSession,
  errorMessage,
  NETWORK_ERROR_MESSAGE,
  sessionIdentity,
  SIGNED_OUT_MESSAGE,
  store,
} from '@thrive/shared';
import type { UploadTarget } from './upload-types';

/** SPEC §7 Upload: POST upload/0/uploadFile/, under the API's base address. */
export const UPLOAD_URL = '/api/upload/0/uploadFile/';
export const UNREADABLE_UPLOAD_ANSWER = 'The server’s answer to the upload could not be read.';

/** Where the session is read and ended: the page's store, or a test's. */
export interface SessionStore {
  getState(): unknown;
  dispatch: Dispatch<UnknownAction>;
}

/** The session an upload runs in: its store, and how the page reloads after a refusal (SPEC §6). */
export interface UploadSession {
  store?: SessionStore;
  reload?: (status: 401 | 403) => void;
}

export type UploadRequest = UploadTarget & { latitude: number; longitude: number };

/** The id fields of SPEC §3 Upload file: only the one(s) the target names are sent. */
const ID_FIELDS = ['yardId', 'zoneId', 'plantId', 'designId', 'galleryId'] as const;

/**
 * The multipart body. The fields come before the files: a server reading the body as a stream
 * then knows what the photos are for when it meets them.
 */
function uploadForm(files: File[], request: UploadRequest): FormData {
  const form = new FormData();
  form.append('origin', String(request.origin));
  form.append('imageType', String(request.imageType));
  for (const name of ID_FIELDS) {
    const value = request[name];
    if (value !== undefined) form.append(name, String(value));
  }
  if (request.published !== undefined) form.append('published', request.published ? '1' : '0');
  form.append('latitude', String(request.latitude));
  form.append('longitude', String(request.longitude));
  for (const file of files) form.append('file', file, file.name);
  return form;
}

function jsonBody(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** SPEC §7: success is status 200-299 or 304. */
const succeeded = (status: number) => (status >= 200 && status < 300) || status === 304;

/**
 * A 2xx answer read with its contract. A 304 carries no body (SPEC counts it a success all
 * the same): it stands for "nothing new", an empty list of photos.
 */
function readAnswer(status: number, body: unknown): UploadResponse {
  if (status === 304 && body === undefined) return { Images: [] };
  const parsed = uploadResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(UNREADABLE_UPLOAD_ANSWER);
  return parsed.data;
}

/**
 * SPEC §7 Upload: sends photos with what they are for and where they were taken, reporting
 * the percentage sent. XMLHttpRequest, because fetch reports no upload progress. It carries
 * what every call to our API carries (credentials, the identity's headers, the anti-forgery
 * header), and like them a 401 or 403 ends the session (SPEC §6). Rejects with the server's
 * message (SPEC §8), a network message, or an AbortError when `signal` aborts.
 */
export function uploadPhotos(
  files: File[],
  target: UploadRequest,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
  { store: session = store, reload }: UploadSession = {},
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const identity = sessionIdentity(session.getState());
    // As the base query: signed out, the call would only be refused.
    if (!identity) return reject(new Error(SIGNED_OUT_MESSAGE));

    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_URL);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(apiRequestHeaders(identity, 'POST', UPLOAD_URL)))
      xhr.setRequestHeader(name, value);

    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total <= 0) return;
      // 100 is kept for Done: once the bytes are sent the server still stores and resizes.
      onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      settle();
      const { status } = xhr;
      const body = jsonBody(xhr.responseText);
      if (succeeded(status)) {
        try {
          resolve(readAnswer(status, body));
        } catch (error) {
          reject(error);
        }
        return;
      }
      if ((status === 401 || status === 403) && sessionIdentity(session.getState()))
        endRefusedSession(status, session.dispatch, reload);
      reject(new Error(errorMessage({ status, data: body }, { statusText: xhr.statusText })));
    };
    xhr.onerror = () => {
      settle();
      reject(new Error(NETWORK_ERROR_MESSAGE));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(uploadForm(files, target));
  });
}
