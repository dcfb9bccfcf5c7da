import {
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../../config';
import type { MediaStorage } from '../common/media-storage';
import { assertMediaKey } from './media-key-safety';
import { countText } from '@thrive/shared/count-text';

/** S3 deletes at most this many keys per DeleteObjects call. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * Photo files in an S3-compatible bucket (DESIGN §5 at scale: every API instance sees every
 * file). A put is durable once S3 has answered it.
 */
export function s3MediaStorage(config: S3MediaConfig, client = s3Client(config)): MediaStorage {
  const Bucket = config.bucket;
  return {
    kind: 's3',

    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key) {
      assertMediaKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        const bytes = await answer.Body?.transformToByteArray();
        if (!bytes) return null;
        return {
          body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(keys) {
      keys.forEach(assertMediaKey);
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const Objects = keys.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        // Quiet: S3 lists only the failures; a key without an object is a success for S3.
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length)
          throw new Error(
            `S3 did not delete ${countText(failed.length, 'file', 'files')}, first ${failed[0]?.Key}: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
      }
    },
  };
}

function s3Client(config: S3MediaConfig): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = config;
  return new S3Client({
    region,
    endpoint,
    forcePathStyle,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // The SDK's default checksums (CRC32 headers, trailers) are refused by several S3-compatible
    // stores; checksums only where S3 requires them (DeleteObjects) work with all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
