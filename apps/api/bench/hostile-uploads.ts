// Time and memory of the EPUB check on the worst uploads tried (issue 23, item 1). Not a test:
//   pnpm --filter @bookstore/api exec tsx --conditions=@bookstore/source bench/hostile-uploads.ts
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskFile } from '../src/media.ts';
import { inspectEpub } from '../src/domains/media/epub.ts';
import {
  CONTAINER_XML,
  deflated,
  deflatedGibibyte,
  MIMETYPE_ENTRY,
  OPF_XML,
  rawZip,
} from '../test/hostile-files.ts';

const MB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'hostile-uploads-'));
const cases: [string, () => Uint8Array][] = [
  [
    '1 MB bomb: container.xml claims 4 MB, inflates to 1 GiB',
    () =>
      rawZip([
        MIMETYPE_ENTRY,
        { name: 'META-INF/container.xml', data: deflatedGibibyte(), method: 8, size: 4 * MB },
      ]),
  ],
  [
    '1 MB bomb: container.xml claims 1 KB, inflates to 1 GiB',
    () =>
      rawZip([
        MIMETYPE_ENTRY,
        { name: 'META-INF/container.xml', data: deflatedGibibyte(), method: 8, size: 1024 },
      ]),
  ],
  [
    '900 B container.xml of 20 000 repeated tags',
    () => rawZip([MIMETYPE_ENTRY, deflated('META-INF/container.xml', '<rootfile '.repeat(20_000))]),
  ],
  [
    '4 MB OPF of 400 000 <dc:title> tags (the largest XML entry allowed)',
    () =>
      rawZip([
        MIMETYPE_ENTRY,
        deflated('META-INF/container.xml', CONTAINER_XML),
        deflated('content.opf', `<package><metadata>${'<dc:title>'.repeat(800_000)}`.slice(0, 4 * MB)),
      ]),
  ],
  [
    '100 MB valid EPUB (a 100 MB stored image)',
    () =>
      rawZip([
        MIMETYPE_ENTRY,
        deflated('META-INF/container.xml', CONTAINER_XML),
        deflated('content.opf', OPF_XML),
        { name: 'images/large.bin', data: new Uint8Array(100 * MB - 2048) },
      ]),
  ],
];

for (const [name, build] of cases) {
  const file = path.join(dir, 'upload.epub');
  const bytes = build();
  writeFileSync(file, bytes);
  const upload = new DiskFile(file, bytes.length, 'upload.epub', 'application/epub+zip');
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  const started = performance.now();
  let answer: string;
  try {
    answer = `ok: ${JSON.stringify(await inspectEpub(upload))}`;
  } catch (error) {
    answer = (error as Error).message.slice(0, 110);
  }
  const ms = performance.now() - started;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  console.log(
    `${name} (${(bytes.length / MB).toFixed(2)} MB): ${ms.toFixed(0)} ms, peak RSS +${((peak - before.rss) / MB).toFixed(1)} MB; ${answer}`,
  );
}
rmSync(dir, { recursive: true, force: true });
