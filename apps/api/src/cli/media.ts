/**
 * Media commands, with the same configuration as the server (MEDIA_STORE, S3_*, DATA_DIR):
 *
 *   pnpm --filter @bookstore/api media:copy [--from DIR] [--dry-run]
 *
 * copies a local media folder (default `<DATA_DIR>/media`) into the bucket MEDIA_STORE=s3 names, with
 * the same keys (the database's paths), skipping files already there: run it again to resume.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { checkConfig, loadConfig } from '../config.ts';
import { copyMedia, copySummary } from '../media/copy.ts';
import { createMediaStore } from '../media/create.ts';
import { LocalMediaStore } from '../media/local.ts';

const USAGE = `Usage:
  media.ts copy [--from DIR] [--dry-run] [--quiet]
    Copies a local media folder (default <DATA_DIR>/media) into the bucket that MEDIA_STORE=s3 and
    the S3_* settings name. Files already there (same size and tag) are skipped: run it again to resume.`;

/** Runs a media command; answers the exit code. `print` takes each line of output. */
export async function runMediaCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: (line: string) => void,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      'dry-run': { type: 'boolean' },
      quiet: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || positionals[0] !== 'copy') {
    print(USAGE);
    return values.help ? 0 : 1;
  }
  const check = checkConfig(env);
  if (check.errors.length > 0) {
    for (const error of check.errors) print(`Error: ${error}`);
    return 1;
  }
  const config = loadConfig(env);
  if (config.mediaStore.driver !== 's3') {
    print('Error: set MEDIA_STORE=s3 and the S3_* settings: they name the bucket to copy into.');
    return 1;
  }
  const from = path.resolve(values.from ?? path.join(config.dataDir, 'media'));
  if (!existsSync(from)) {
    print(`Error: there is no media folder at ${from}.`);
    return 1;
  }
  const target = createMediaStore(config);
  const dryRun = values['dry-run'] === true;
  try {
    print(`${dryRun ? 'Checking' : 'Copying'} ${from} into bucket ${config.mediaStore.s3.bucket}...`);
    const report = await copyMedia(new LocalMediaStore(from), target, {
      dryRun,
      ...(values.quiet ? {} : { log: print }),
    });
    print(copySummary(report, dryRun));
    return report.failed.length > 0 ? 1 : 0;
  } finally {
    await target.close?.();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  runMediaCommand(process.argv.slice(2), process.env, (line) => console.log(line)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
