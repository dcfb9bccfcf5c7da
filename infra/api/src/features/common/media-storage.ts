/** A stored file as read back. */
export interface StoredMedia {
  body: Buffer;
  contentType: string;
}

/**
 * Where photo files live (DESIGN §4 Uploads): local disk under DATA_DIR/media by default,
 * an S3-compatible bucket by configuration so that API instances can scale out. Keys are
 * paths like `u12/3f9c...-orig.jpg`; the database holds the keys, never the bytes.
 */
export interface MediaStorage {
  /** 'local' or 's3' ('memory' in tests), for logs and the health answer. */
  readonly kind: 'local' | 's3' | 'memory';
  /** Stores the bytes under the key; done means durable (a kill -9 after it loses nothing). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deletes these keys; a key with no file is not an error. */
  delete(keys: readonly string[]): Promise<void>;
}
