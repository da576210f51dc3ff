import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BUILD_CHECK_MS, buildVersion } from '../src/seo/build-version.ts';

// seo/build-version.ts: a build file's version is looked at again at most once a second.
const dir = mkdtempSync(path.join(tmpdir(), 'build-version-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('buildVersion', () => {
  it('sees a rebuild after BUILD_CHECK_MS, not before, and a file that is gone', () => {
    const file = path.join(dir, 'index.html');
    writeFileSync(file, 'one');
    utimesSync(file, 1_000, 1_000);
    let clock = 50_000;
    const version = buildVersion(file, () => clock);
    const other = buildVersion(file, () => clock);
    expect(version()).toBe(1_000_000);
    utimesSync(file, 2_000, 2_000);
    clock += BUILD_CHECK_MS - 1;
    // Within the second: the last look, for every reader of the file.
    expect(version()).toBe(1_000_000);
    expect(other()).toBe(1_000_000);
    clock += 1;
    expect(other()).toBe(2_000_000);
    expect(version()).toBe(2_000_000);
    rmSync(file);
    clock += BUILD_CHECK_MS;
    expect(version()).toBeUndefined();
  });
});
