import type { Account } from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import { footerColumns } from './footerColumns';

const sell = (account: Pick<Account, 'author_account' | 'voiceover_artist_account'> | null) =>
  footerColumns(account)
    .find((column) => column.title === 'Sell')
    ?.links.map((link) => link.label) ?? [];

describe('the footer’s Sell links', () => {
  it('show the Selling Dashboard only to sellers, and Become links only to those who lack the role', () => {
    expect(sell(null)).toEqual(['Become an Author', 'Become a Voiceover Artist']);
    expect(sell({ author_account: false, voiceover_artist_account: false })).toEqual([
      'Become an Author',
      'Become a Voiceover Artist',
    ]);
    expect(sell({ author_account: true, voiceover_artist_account: false })).toEqual([
      'Become a Voiceover Artist',
      'Selling Dashboard',
    ]);
    expect(sell({ author_account: false, voiceover_artist_account: true })).toEqual([
      'Become an Author',
      'Selling Dashboard',
    ]);
    expect(sell({ author_account: true, voiceover_artist_account: true })).toEqual(['Selling Dashboard']);
  });
});
