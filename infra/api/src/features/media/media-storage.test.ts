import { mkdtempSync, readdirSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import type { MediaStorage } from '../common/media-storage';
import { localMediaStorage } from './local-media-storage';
import { memoryMediaStorage } from './memory-media-storage';
import { s3MediaStorage } from './s3-media-storage';
import { createMediaStorage } from './create-media-storage';
import { testConfig } from '../../testing/test-app';

const S3_BUCKET = 'thrive-media-test';
/** s3rver's fixed test credentials. */
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

interface Backend {
  name: string;
  open(): Promise<{ storage: MediaStorage; close(): Promise<void> }>;
}

const temporaryFolder = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), prefix));

const local: Backend = {
  name: 'local disk',
  async open() {
    const root = temporaryFolder('thrive-media-');
    return {
      storage: localMediaStorage(root),
      close: async () => rmSync(root, { recursive: true, force: true }),
    };
  },
};

/** A local S3 (s3rver) on a free loopback port, its files in a temporary folder: never the internet. */
const s3: Backend = {
  name: 'S3 (s3rver)',
  async open() {
    const directory = temporaryFolder('thrive-s3-');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: S3_BUCKET }],
    });
    const { port } = await server.run();
    const storage = s3MediaStorage({
      bucket: S3_BUCKET,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      ...S3_KEYS,
      forcePathStyle: true,
    });
    return {
      storage,
      close: async () => {
        await server.close();
        rmSync(directory, { recursive: true, force: true });
      },
    };
  },
};

const memory: Backend = {
  name: 'memory',
  open: async () => ({ storage: memoryMediaStorage(), close: async () => undefined }),
};

const jpegBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe.each([local, s3, memory])('media storage on $name', (backend) => {
  let storage: MediaStorage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await backend.open());
  });
  afterAll(() => close());

  test('gives back what was put, bytes and type', async () => {
    await storage.put('u1/abc-orig.jpg', jpegBytes, 'image/jpeg');
    await storage.put('u1/abc-thumb.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await storage.get('u1/abc-orig.jpg')).toEqual({ body: jpegBytes, contentType: 'image/jpeg' });
    expect(await storage.get('u1/abc-thumb.webp')).toEqual({
      body: Buffer.from('RIFF....WEBP'),
      contentType: 'image/webp',
    });
  });

  test('a second put under a key replaces the file whole', async () => {
    await storage.put('u2/x-orig.png', Buffer.alloc(50_000, 1), 'image/png');
    await storage.put('u2/x-orig.png', Buffer.from('short'), 'image/png');
    expect((await storage.get('u2/x-orig.png'))?.body).toEqual(Buffer.from('short'));
  });

  test('get answers null for a key with no file, and for a folder', async () => {
    expect(await storage.get('u1/nothing-orig.jpg')).toBeNull();
    expect(await storage.get('u404/nothing-orig.jpg')).toBeNull();
    expect(await storage.get('u1')).toBeNull();
  });

  test('delete removes the files and ignores keys without one', async () => {
    await storage.put('u3/a-orig.jpg', jpegBytes, 'image/jpeg');
    await storage.put('u3/a-thumb.jpg', jpegBytes, 'image/jpeg');
    await storage.delete(['u3/a-orig.jpg', 'u3/a-thumb.jpg', 'u3/never-orig.jpg']);
    expect(await storage.get('u3/a-orig.jpg')).toBeNull();
    expect(await storage.get('u3/a-thumb.jpg')).toBeNull();
    await storage.delete([]);
  });

  test('deletes more keys than one S3 batch holds (1000)', async () => {
    const keys = Array.from({ length: 1003 }, (_, i) => `u4/${i}-thumb.jpg`);
    await storage.put(keys[0]!, jpegBytes, 'image/jpeg');
    await storage.put(keys[1002]!, jpegBytes, 'image/jpeg');
    await storage.delete(keys);
    expect(await storage.get(keys[0]!)).toBeNull();
    expect(await storage.get(keys[1002]!)).toBeNull();
  });

  test.each([
    ['a parent step', '../escape.jpg'],
    ['a parent step inside', 'u1/../../escape.jpg'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', 'u1\\..\\escape.jpg'],
    ['a NUL', 'u1/a.jpg\0.png'],
    ['an empty segment', 'u1//a.jpg'],
    ['a hidden name', 'u1/.a.jpg'],
    ['nothing', ''],
    ['a space', 'u1/my photo.jpg'],
  ])('refuses a key with %s on put, get and delete', async (_what, key) => {
    await expect(storage.put(key, jpegBytes, 'image/jpeg')).rejects.toThrow(/media key .* is not valid/);
    await expect(storage.get(key)).rejects.toThrow(/media key .* is not valid/);
    await expect(storage.delete(['u1/fine.jpg', key])).rejects.toThrow(/media key .* is not valid/);
  });
});

describe('local media storage on disk', () => {
  let root: string;
  beforeEach(() => {
    root = temporaryFolder('thrive-media-');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('writes each key as a file below the root, creating the folders, leaving no temporary file', async () => {
    const storage = localMediaStorage(path.join(root, 'media'));
    await storage.put('u7/f00-orig.jpg', jpegBytes, 'image/jpeg');
    expect(readdirSync(path.join(root, 'media', 'u7'))).toEqual(['f00-orig.jpg']);
  });

  test('never writes outside the root, even beside it', async () => {
    const storage = localMediaStorage(path.join(root, 'media'));
    await expect(storage.put('../media-evil/x.jpg', jpegBytes, 'image/jpeg')).rejects.toThrow();
    expect(existsSync(path.join(root, 'media-evil'))).toBe(false);
  });

  test('a temporary file left by a killed write is never served under a key', async () => {
    const storage = localMediaStorage(root);
    mkdirSync(path.join(root, 'u8'));
    writeFileSync(path.join(root, 'u8', '.a-orig.jpg.0123456789ab.tmp'), 'half a file');
    expect(await storage.get('u8/a-orig.jpg')).toBeNull();
  });
});

test('S3 deletes in batches of at most 1000 keys', async () => {
  const batches: number[] = [];
  const client = {
    send: async (command: { input: { Delete?: { Objects?: unknown[] } } }) => {
      batches.push(command.input.Delete?.Objects?.length ?? 0);
      return {};
    },
  } as unknown as S3Client;
  const storage = s3MediaStorage({ bucket: S3_BUCKET, region: 'us-east-1', forcePathStyle: false }, client);
  await storage.delete(Array.from({ length: 2500 }, (_, i) => `u5/${i}-orig.jpg`));
  expect(batches).toEqual([1000, 1000, 500]);
});

describe('createMediaStorage', () => {
  test('stores under DATA_DIR/media by default', () => {
    expect(createMediaStorage(testConfig()).kind).toBe('local');
  });

  test('stores in the bucket when S3_BUCKET is set', () => {
    const config = testConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(createMediaStorage(config).kind).toBe('s3');
  });
});
