import path from 'node:path';
import { LocalMediaStore } from './local.ts';
import { S3MediaStore } from './s3.ts';
import type { MediaStoreSettings } from './settings.ts';
import type { MediaStore } from './store.ts';

/** The store a configuration names (the local one under `<dataDir>/media` by default). */
export function createMediaStore(config: {
  mediaStore: MediaStoreSettings;
  dataDir: string;
  mediaBaseUrl: string;
}): MediaStore {
  const settings = config.mediaStore;
  if (settings.driver === 's3') return new S3MediaStore(settings.s3, config.mediaBaseUrl);
  return new LocalMediaStore(path.join(config.dataDir, 'media'), config.mediaBaseUrl);
}
