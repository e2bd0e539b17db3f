import { Readable } from 'node:stream';
import type * as Sdk from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { isValidStorageKey, type PhotoStorage } from './storage.js';

/** The S3 store answers PhotoStorage, and the ops commands (backup, restore, migration) also list and measure it. */
export interface S3PhotoStorage extends PhotoStorage {
  /** The object's size in bytes, or null when there is none. */
  sizeOf(key: string): Promise<number | null>;
  /** Every key in the bucket with its size, a page (1,000) at a time. */
  list(): AsyncGenerator<{ key: string; size: number }>;
  /** Where it writes, for messages: `<endpoint>/<bucket>`. */
  describe(): string;
}

function checkedKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A 404 (NoSuchKey from GET, NotFound from HEAD: HEAD answers have no body to name the error). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * Photos as objects in an S3-compatible bucket, under the same keys the file store uses
 * as paths. Path-style addressing (`<endpoint>/<bucket>/<key>`), which every S3-compatible
 * server accepts; checksums only where the API requires them, since several of those
 * servers refuse the SDK's newer default ones. A PutObject is atomic: a reader sees the
 * old object or the new one, never half of it.
 *
 * The SDK is loaded when a store is created, not when this module is imported: it takes
 * seconds to load, and a server keeping photos on disk should not pay for that at every start.
 */
export function createS3Storage(config: S3Config): S3PhotoStorage {
  let connecting: Promise<{ sdk: typeof Sdk; client: Sdk.S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: config.endpoint,
        region: config.region,
        forcePathStyle: true,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // No total request time-out: a large photo streams to a slow client for as long as it reads.
        requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
      }),
    })));
  // Loading starts now, in the background; a failure surfaces on the first call.
  connect().catch(() => {});
  const Bucket = config.bucket;

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType, ContentLength: bytes.length }));
    },

    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        // On Node the SDK's body is the HTTP response itself (an IncomingMessage): streamed, not buffered.
        if (!(answer.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a body stream`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible servers answer 404.
        if (!isMissing(error)) throw error;
      }
    },

    async sizeOf(key) {
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkedKey(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async *list() {
      const { sdk, client } = await connect();
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    describe: () => `${config.endpoint}/${config.bucket}`,
  };
}
