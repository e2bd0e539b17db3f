import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/config.js';

/** A local S3-compatible server (s3rver) for one test file: its bucket lives in a temporary directory. */
export interface LocalS3 {
  config: S3Config;
  /** The variables a server process or an ops command needs to use this bucket. */
  env: Record<string, string>;
  /** The objects' bytes as the server keeps them, for tests that check the bucket directly. */
  directory: string;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'welink-photos', port = 0): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'welink-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port: listening } = await server.run();
  // s3rver accepts any key pair; these are only to sign requests as a real store would check them.
  const config: S3Config = { endpoint: `http://127.0.0.1:${listening}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    config,
    env: { S3_URL: config.endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: config.accessKeyId, S3_SECRET_ACCESS_KEY: config.secretAccessKey },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
