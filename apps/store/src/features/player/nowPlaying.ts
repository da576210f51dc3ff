import { signal } from '@preact/signals-react';
import type { ComponentType } from 'react';

/**
 * The mini player the layout shows while an audiobook is open in the store's player. The player's own
 * chunk puts the component here, so the layout's first chunk carries no player code, not even a lazy
 * import of it (the home route's initial JS is at its budget).
 */
export const playerBar = signal<ComponentType | null>(null);
