import path from 'node:path';
import type { ApiConfig } from '../../config';
import type { MediaStorage } from '../common/media-storage';
import { localMediaStorage } from './local-media-storage';
import { s3MediaStorage } from './s3-media-storage';

/** The storage the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: ApiConfig): MediaStorage {
  return config.media.s3
    ? s3MediaStorage(config.media.s3)
    : localMediaStorage(path.join(config.dataDir, 'media'));
}
