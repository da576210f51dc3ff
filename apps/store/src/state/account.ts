import { computed, effect, signal } from '@preact/signals-react';
import type { Account } from '@bookstore/api-client/contract';
import { sessionActive } from './session';

export type { Account };

/** The signed-in user's account, loaded on start and after login; null for visitors. */
export const account = signal<Account | null>(null);

export const isAuthor = computed(() => account.value?.author_account === true);
export const isVoiceoverArtist = computed(() => account.value?.voiceover_artist_account === true);
/** A member of the partner programme (issue 43): the account menu links the partner's pages. */
export const isPartner = computed(() => account.value?.partner_account === true);
/** Authors and voiceover artists hold a selling account (Selling Dashboard, Voiceover Orders). */
export const isSeller = computed(() => isAuthor.value || isVoiceoverArtist.value);

/** The account's delivery addresses, the primary first (as checkout and the account page list them). */
export const deliveryAddresses = computed(() =>
  [...(account.value?.delivery_addresses ?? [])].sort((a, b) => Number(b.is_primary) - Number(a.is_primary)),
);

export function setAccount(next: Account | null): void {
  account.value = next;
}

effect(() => {
  if (!sessionActive.value) account.value = null;
});
