import { File as NodeFile } from 'node:buffer';

/**
 * The test environment swaps Node's Blob and FormData into jsdom, but leaves jsdom's File,
 * which Node's FormData refuses ("parameter 2 is not of type 'Blob'"). A browser has one File
 * that its FormData takes: upload tests use Node's File for the same.
 */
export function installNodeFile() {
  const original = globalThis.File;
  beforeAll(() => {
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.File = original;
  });
}

/**
 * A file of `size` bytes, as a file chooser hands it over: Node's File, which the test page's
 * FormData takes (see installNodeFile).
 */
export function photoFile(name = 'rose.jpg', type = 'image/jpeg', size = 2048): File {
  return new NodeFile([new Uint8Array(size)], name, {
    type,
    lastModified: 1_700_000_000_000,
  }) as unknown as File;
}
