/**
 * MediaStore on S3-compatible object storage (MEDIA_STORE=s3; docs/configuration.md#media-store), so every instance
 * behind a load balancer reads what any of them stored. One object per key, written whole by a
 * single PUT: a reader sees the old object or the new one, never part of one. Media are still
 * served through the shop (same access rules and cache headers); the bucket stays private.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { assertMediaKey, type MediaStore } from '../platform/media-store.port.js';

export interface S3Settings {
  /** The service's URL (S3_ENDPOINT); undefined: AWS itself, by region. */
  readonly endpoint: string | undefined;
  readonly bucket: string;
  readonly region: string;
  /** bucket in the path, not the host name (S3_FORCE_PATH_STYLE): most self-hosted services want it. */
  readonly forcePathStyle: boolean;
  /** AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; undefined: the SDK's own lookup (instance roles…). */
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
}

const notFound = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

export const createS3MediaStore = (s: S3Settings): MediaStore => {
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle,
    ...(s.accessKeyId && s.secretAccessKey
      ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } }
      : {}),
  });
  const Bucket = s.bucket;
  return {
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertMediaKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: assertMediaKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (e) {
        if (notFound(e)) return null;
        throw e;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertMediaKey(key) }));
        return true;
      } catch (e) {
        if (notFound(e)) return false;
        throw e;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertMediaKey(key) }));
    },
  };
};
