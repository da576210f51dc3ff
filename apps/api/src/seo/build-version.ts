import { statSync } from 'node:fs';

/** How long a file of the store's build is taken as unchanged after its last look. */
export const BUILD_CHECK_MS = 1000;

/** The last look at each file, shared by every reader of it: the page and its policy see one version. */
const looks = new Map<string, { at: number; version: number | undefined }>();

/**
 * A file of the store's build, its version (modification time) looked at again at most every
 * `BUILD_CHECK_MS`: a rebuild while the server runs is seen within a second, and a page answered from
 * the cache makes no `stat` call. Before, each page answer made two (the template in routes/seo.ts,
 * the policy's index.html in security-headers.ts): 4 % of the API's CPU under a load of cached pages
 * (issue 26). Every reader of one file shares its last look, so the template and the policy hashing its
 * scripts change together. `undefined` while the file is missing.
 */
export function buildVersion(file: string, now: () => number = Date.now): () => number | undefined {
  return () => {
    const at = now();
    const looked = looks.get(file);
    if (looked && at - looked.at < BUILD_CHECK_MS && at >= looked.at) return looked.version;
    let version: number | undefined;
    try {
      version = statSync(file).mtimeMs;
    } catch {
      version = undefined;
    }
    looks.set(file, { at, version });
    return version;
  };
}

/**
 * What `load` makes of a file of the build, made again when the file changes (`buildVersion`: a
 * rebuild while the server runs); `undefined` while the file is missing. The template, the policy that
 * hashes its scripts, and the server renderer's entry and manifest are each kept this way.
 */
export function reloading<T>(file: string, load: (version: number) => T): () => T | undefined {
  const versionOf = buildVersion(file);
  let kept: { version: number; value: T } | undefined;
  return () => {
    const version = versionOf();
    if (version === undefined) return undefined;
    if (kept?.version !== version) kept = { version, value: load(version) };
    return kept.value;
  };
}
