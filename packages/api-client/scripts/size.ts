// Reports the plain client's size (src/index.ts and all it imports, minified, gzipped) as one JSON
// line the root test can parse; exits 1 above the 6 KB budget or if the bundle reaches for zod/React.
// Usage: pnpm --filter @bookstore/api-client size
import { measureEntry } from './measure.ts';

const { inputs: _inputs, ...report } = await measureEntry('src/index.ts');
console.log(JSON.stringify(report));
if (report.gzip > report.budget || report.externals.length > 0) process.exitCode = 1;
