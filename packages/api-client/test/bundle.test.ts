// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGET_GZIP_BYTES, measureEntry } from '../scripts/measure';

describe('bundles', () => {
  it('keeps the plain client within 6 KB gzip, without zod, React, SWR or the schemas', async () => {
    const report = await measureEntry('src/index.ts');
    expect(report.externals).toEqual([]);
    expect(report.inputs.filter((file) => file.includes('contract/'))).toEqual([]);
    expect(report.gzip).toBeGreaterThan(1000);
    expect(report.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
  });

  it('lets only the React entry import React and SWR', async () => {
    const report = await measureEntry('src/react.ts');
    expect(report.externals.sort()).toEqual(['react', 'swr']);
    expect(report.inputs.filter((file) => file.includes('contract/'))).toEqual([]);
  });
});
