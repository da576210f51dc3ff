/**
 * The answer caches of this process's public reads and rendered pages, as one: a change that must show
 * at once (a review written, deleted, hidden or kept: issue 42, "a hidden review leaves the page and the
 * figures at once") empties them, instead of waiting for their time to live (PUBLIC_CACHE_SECONDS).
 * Such changes are rare beside reads, so emptying them all costs less than knowing which entries a
 * change touches. Other processes of a deployment keep theirs until they expire (docs/deploy.md).
 */
export interface PublicCaches {
  /** Adds a cache to empty with the others. */
  add(cache: { clear(): void }): void;
  /** Empties every cache added. */
  clear(): void;
}

export function publicCaches(): PublicCaches {
  const caches = new Set<{ clear(): void }>();
  return {
    add: (cache) => void caches.add(cache),
    clear: () => {
      for (const cache of caches) cache.clear();
    },
  };
}
