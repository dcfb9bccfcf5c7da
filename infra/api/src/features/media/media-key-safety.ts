/**
 * Keys are ours (`u12/3f9c...-orig.jpg`), never a gardener's file name, so every storage
 * accepts only that alphabet: on disk a key is a path under the media folder, and `..`, an
 * absolute path, a backslash or a NUL must never reach the file system. A segment may not start
 * with a dot either, which keeps the local storage's temporary files out of reach of any key.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const MAX_KEY_LENGTH = 512;

function isMediaKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && key.split('/').every((segment) => SEGMENT.test(segment));
}

/** @throws Error naming the key when it is not one of ours: a bug, never a gardener's input. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`media key ${JSON.stringify(key)} is not valid`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The type of a file by its key's extension (the keys end with the extension of their type). */
export function contentTypeOfKey(key: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
