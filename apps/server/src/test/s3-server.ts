import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** The credentials s3rver accepts (it checks AWS Signature Version 4 with them). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/**
 * A real S3-compatible server on loopback for a test (decision 032: s3rver, files in a temporary folder): the portal's
 * S3 code path — the AWS SDK, signed path-style requests — runs against it as against a cloud bucket.
 */
export async function startS3Server(
  bucket: string,
): Promise<{ endpoint: string; dir: string; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onfan-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  // The SDK reads the credentials from the environment, as it would a deployment's.
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dir,
    async close() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
