import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionActive } from '../../state/session';
import { prefetchLibraryBook } from './reads';

const prefetchRead = vi.hoisted(() => vi.fn());
vi.mock('../../api', () => ({ prefetchRead }));

const page = (uid?: string) => ({
  params: uid ? { uid } : {},
  url: new URL(`http://store.test/apps/reader/${uid ?? ''}`),
});

describe('prefetchLibraryBook', () => {
  afterEach(() => {
    prefetchRead.mockClear();
    sessionActive.value = false;
  });

  it('starts the library book read of /apps/reader/{uid} with the same key as the screen', () => {
    sessionActive.value = true;
    prefetchLibraryBook(page('AB12CD'));
    expect(prefetchRead).toHaveBeenCalledWith('library', 'getBook', { params: { id: 'AB12CD' } });
  });

  it('asks nothing signed out (the guard sends the visitor to sign in) or without a book', () => {
    prefetchLibraryBook(page('AB12CD'));
    sessionActive.value = true;
    prefetchLibraryBook(page());
    expect(prefetchRead).not.toHaveBeenCalled();
  });
});
