/**
 * The widgets' whole stylesheet (the kit's tokens and CSS Modules plus the widgets' own) as one
 * string. The package build (scripts/build.mjs) swaps this module for one holding the compiled CSS;
 * in the workspace's Vite tools (Storybook, Vitest) it stays null and the styles Vite put in the
 * document are mirrored instead (see styles.ts).
 */
export const WIDGET_CSS: string | null = null;
