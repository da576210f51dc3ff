import type { S3Settings } from './s3.ts';

/** Where media is kept: MEDIA_STORE=local (default, `<DATA_DIR>/media`) or s3 (the S3_* settings). */
export type MediaStoreSettings = { driver: 'local' } | { driver: 's3'; s3: S3Settings };

const S3_REQUIRED = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What is wrong with the media settings of `env` (checkConfig's part; empty when nothing is). */
export function checkMediaSettings(env: NodeJS.ProcessEnv): string[] {
  const errors: string[] = [];
  const driver = env.MEDIA_STORE;
  if (driver && driver !== 'local' && driver !== 's3') {
    errors.push(`MEDIA_STORE must be local or s3 (got "${driver}").`);
  }
  if (driver !== 's3') return errors;
  for (const name of S3_REQUIRED) {
    if (!env[name]) errors.push(`${name} is required with MEDIA_STORE=s3.`);
  }
  if (!env.S3_REGION && !env.S3_ENDPOINT) {
    errors.push('S3_REGION is required with MEDIA_STORE=s3 (auto for R2; the bucket region for AWS).');
  }
  if (env.S3_ENDPOINT && !/^https?:\/\/[^/]/.test(env.S3_ENDPOINT)) {
    errors.push(`S3_ENDPOINT must be an http(s) URL (got "${env.S3_ENDPOINT}").`);
  }
  if (env.S3_FORCE_PATH_STYLE && !/^(true|false)$/.test(env.S3_FORCE_PATH_STYLE)) {
    errors.push(`S3_FORCE_PATH_STYLE must be true or false (got "${env.S3_FORCE_PATH_STYLE}").`);
  }
  return errors;
}

export function mediaStoreSettings(env: NodeJS.ProcessEnv): MediaStoreSettings {
  if (env.MEDIA_STORE !== 's3') return { driver: 'local' };
  return {
    driver: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT || undefined,
      // Custom endpoints (R2, MinIO) take any region name; SigV4 still needs one.
      region: env.S3_REGION || 'us-east-1',
      bucket: env.S3_BUCKET ?? '',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

/**
 * The origin a bucket's signed links name (the store's pages must be allowed to fetch and play from
 * it): the endpoint's, with the bucket as a subdomain unless path-style; AWS's regional host without an
 * endpoint. Undefined for the local driver (its links are the API's own).
 */
export function signedLinkOrigin(settings: MediaStoreSettings): string | undefined {
  if (settings.driver !== 's3') return undefined;
  const { endpoint, bucket, region, forcePathStyle } = settings.s3;
  const base = new URL(endpoint ?? `https://s3.${region}.amazonaws.com`);
  if (!forcePathStyle) base.hostname = `${bucket}.${base.hostname}`;
  return base.origin;
}
