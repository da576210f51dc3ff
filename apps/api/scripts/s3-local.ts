/**
 * A local S3-compatible server for demos (`pnpm --filter @bookstore/api s3:local`): s3rver with the
 * tests' support (ListParts, AbortMultipartUpload, the bucket's CORS rule for uploads in parts), on
 * 127.0.0.1. Prints the settings that point the API at it and runs until Ctrl-C.
 *
 *   --port N      (default 9000)
 *   --dir DIR     where the objects live, kept afterwards (default: a temp folder, removed at the end)
 *   --bucket NAME (default media)
 */
import { parseArgs } from 'node:util';
import { startLocalS3 } from '../test/s3-support.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9000' },
    dir: { type: 'string' },
    bucket: { type: 'string', default: 'media' },
  },
});

const s3 = await startLocalS3({
  port: Number(values.port),
  bucket: values.bucket,
  ...(values.dir ? { directory: values.dir } : {}),
});
const settings = Object.entries(s3.env)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
console.log(`S3-compatible server (s3rver) on ${s3.endpoint}, bucket "${s3.bucket}".`);
console.log(`Start the store on it:\n  ${settings} pnpm start`);
const shutdown = () => {
  void s3.stop().finally(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
