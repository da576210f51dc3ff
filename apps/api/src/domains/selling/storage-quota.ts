import type { AppDeps } from '../../context.ts';
import { invalid } from '../../domain/errors.ts';
import { authorStorageBytes } from './selling.queries.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** "1.5 GB", "0.7 MB", "320 MB": storage sizes as the author reads them. */
export function storageSize(bytes: number): string {
  const trim = (n: number, digits: number) => n.toFixed(digits).replace(/\.0$/, '');
  if (bytes >= GB) return `${trim(bytes / GB, 1)} GB`;
  return `${trim(bytes / MB, bytes < 10 * MB ? 1 : 0)} MB`;
}

/**
 * Refuses (422 on `field`) an upload of `adding` bytes that would take the author past the storage
 * quota (SELLER_STORAGE_QUOTA_MB); `replacing` is the size of the file it replaces, freed once stored.
 */
export async function requireStorage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  authorId: number,
  field: string,
  adding: number,
  replacing = 0,
): Promise<void> {
  const quota = deps.config.sellerStorageQuotaBytes;
  const used = await authorStorageBytes(deps.db, authorId);
  if (used - replacing + adding <= quota) return;
  throw invalid(
    field,
    `Your storage is full: your book files take ${storageSize(used)} of your ${storageSize(quota)}, ` +
      `and this file needs ${storageSize(adding)}. Delete files you no longer need, or ask us for more room.`,
  );
}
