import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '../common/media-storage';
import { assertMediaKey, contentTypeOfKey } from './media-key-safety';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

/** Makes a folder's entries (a renamed or new file) survive a power cut, not only its files. */
async function syncFolder(folder: string): Promise<void> {
  // Windows cannot open a folder for fsync; its rename is durable enough for development.
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the folder, syncing each parent that gained an entry (the folder itself comes later). */
async function makeFolder(folder: string): Promise<void> {
  const firstCreated = await mkdir(folder, { recursive: true });
  if (firstCreated === undefined) return;
  let parent = path.dirname(firstCreated);
  for (const segment of path.relative(parent, folder).split(path.sep)) {
    await syncFolder(parent);
    parent = path.join(parent, segment);
  }
}

/**
 * Photo files on disk under one folder (DATA_DIR/media), the key being the path below it. The
 * content type is not stored: it follows from the key's extension, which is that of its type.
 */
export function localMediaStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertMediaKey(key);
    const file = path.join(base, ...key.split('/'));
    // Belt and braces: the key rules already keep every key below the root.
    if (!file.startsWith(base + path.sep)) throw new Error(`media key ${JSON.stringify(key)} is not valid`);
    return file;
  };

  return {
    kind: 'local',

    /**
     * Written beside its final place, synced, then renamed over it and the folder synced: a
     * reader (or a restart after kill -9) sees the old file or the whole new one, never a part.
     * The temporary name starts with a dot, which no key may, so no key can ever read it.
     */
    async put(key, body) {
      const file = fileOf(key);
      const folder = path.dirname(file);
      await makeFolder(folder);
      const temporary = path.join(folder, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        const handle = await open(temporary, 'wx', 0o640);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
      await syncFolder(folder);
    },

    async get(key) {
      const file = fileOf(key);
      try {
        return { body: await readFile(file), contentType: contentTypeOfKey(key) };
      } catch (error) {
        // EISDIR: a key naming a folder (`u12`) has no file either.
        if (['ENOENT', 'ENOTDIR', 'EISDIR'].includes(errorCode(error) ?? '')) return null;
        throw error;
      }
    },

    async delete(keys) {
      const files = keys.map(fileOf);
      for (const file of files)
        await unlink(file).catch((error: unknown) => {
          if (!['ENOENT', 'ENOTDIR'].includes(errorCode(error) ?? '')) throw error;
        });
    },
  };
}
