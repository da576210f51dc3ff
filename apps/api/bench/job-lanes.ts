/**
 * The figure of issue 41, item 6: a seller's sign-in code's delay with twelve large cover jobs queued
 * ahead of it, with the lanes (mail apart from media work, codes first) and, for comparison, with every
 * job in one lane (codes first) and in one lane in arrival order (as before the lanes). PGlite unless DATABASE_URL is set:
 *
 *   pnpm --filter @bookstore/api exec tsx --conditions=@bookstore/source bench/job-lanes.ts
 */
import { codeDelayBehindCovers } from '../test/job-lanes-support.ts';

const covers = Number(process.env.COVERS ?? 12);
const lanes = await codeDelayBehindCovers({ covers, lanes: 'app' });
console.log(
  `lanes:    code mailed ${lanes.delayMs} ms after it was asked for (${lanes.coversDone}/${covers} covers done)`,
);
const one = await codeDelayBehindCovers({ covers, lanes: 'one' });
console.log(
  `one lane: code mailed ${one.delayMs} ms after it was asked for (${one.coversDone}/${covers} covers done)`,
);
const arrival = await codeDelayBehindCovers({ covers, lanes: 'arrival' });
console.log(
  `one lane, arrival order (before issue 41): code mailed ${arrival.delayMs} ms after it was asked for (${arrival.coversDone}/${covers} covers done)`,
);
