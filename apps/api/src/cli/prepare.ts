/**
 * What the server entry (cli/serve.ts) writes into an empty database before serving, by mode: the demo
 * gets the whole catalogue and the demo accounts; production only the reference data (no users, no
 * passwords). Wired in cli/ so that nothing that serves requests imports seed/.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { MediaStore } from '../media/store.ts';
import { seedIfEmpty, seedReferenceIfEmpty } from '../seed/index.ts';
import { fillReferenceRates } from '../seed/reference.ts';

export async function prepareDatabase(
  db: Kysely<Database>,
  config: Pick<Config, 'production'>,
  where: { mediaDir: string | null; mediaStore?: MediaStore },
): Promise<boolean> {
  // A bucket (MEDIA_STORE=s3) takes the seed's files; else the media folder.
  const media = where.mediaStore?.driver === 's3' ? { mediaStore: where.mediaStore } : {};
  const seeded = config.production
    ? await seedReferenceIfEmpty(db, { mediaDir: where.mediaDir, ...media })
    : (await seedIfEmpty(db, { mediaDir: where.mediaDir, ...media })) !== null;
  // A database seeded before the reference rate tables existed gets them now (nothing when complete).
  if (!seeded) await fillReferenceRates(db);
  return seeded;
}
