import { createReadStream } from 'node:fs';
import type { LocalMediaStore } from './local.ts';
import type { MediaStore, ObjectInfo } from './store.ts';

export interface CopyReport {
  copied: number;
  copiedBytes: number;
  /** Already in the target with the same size and content tag. */
  skipped: number;
  failed: { key: string; message: string }[];
}

export interface CopyOptions {
  /** One line per file copied, skipped or failed. */
  log?: (line: string) => void;
  /** Files copied at once (default 4). */
  concurrency?: number;
  /** Only say what would be copied. */
  dryRun?: boolean;
}

const MD5 = /^[0-9a-f]{32}$/;

/**
 * Whether `target` already holds `source`'s bytes: the same size and, when the target's tag is an MD5
 * (an object put in one request), the same MD5. A multipart object's tag (`md5-N`) depends on the part
 * size, so the size alone decides there.
 */
async function alreadyThere(from: LocalMediaStore, source: ObjectInfo, target: ObjectInfo | null) {
  if (!target || target.size !== source.size) return false;
  if (!target.etag || !MD5.test(target.etag)) return true;
  return (await from.md5(source.key)) === target.etag;
}

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Copies every file of a local media folder into another store (a bucket), keeping the keys the
 * database names. Idempotent and resumable: a file already there with the same size and tag is
 * skipped, each copy is whole or absent (a single put, or a multipart upload completed only at the
 * end), so a run stopped halfway is simply run again.
 */
export async function copyMedia(
  from: LocalMediaStore,
  to: MediaStore,
  options: CopyOptions = {},
): Promise<CopyReport> {
  const log = options.log ?? (() => {});
  const report: CopyReport = { copied: 0, copiedBytes: 0, skipped: 0, failed: [] };
  const files = from.list('')[Symbol.asyncIterator]();
  const worker = async (): Promise<void> => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const source = next.value;
      try {
        if (await alreadyThere(from, source, await to.head(source.key))) {
          report.skipped += 1;
          log(`skipped ${source.key} (already there, ${megabytes(source.size)})`);
          continue;
        }
        if (!options.dryRun) {
          await to.put(source.key, createReadStream(from.resolve(source.key)), {
            contentType: source.contentType ?? undefined,
            size: source.size,
          });
        }
        report.copied += 1;
        report.copiedBytes += source.size;
        log(`${options.dryRun ? 'would copy' : 'copied'} ${source.key} (${megabytes(source.size)})`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        report.failed.push({ key: source.key, message });
        log(`FAILED ${source.key}: ${message}`);
      }
    }
  };
  // The workers share one walk of the folder: each takes the next file when it is free.
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return report;
}

/** The closing line of a copy: what it did, in numbers. */
export function copySummary(report: CopyReport, dryRun = false): string {
  const verb = dryRun ? 'Would copy' : 'Copied';
  const failed = report.failed.length > 0 ? `; ${report.failed.length} failed (run it again)` : '';
  return `${verb} ${report.copied} files (${megabytes(report.copiedBytes)}), skipped ${report.skipped} already there${failed}.`;
}
