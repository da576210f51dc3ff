// Resolution shared by every Vite-based tool in the workspace (store, Storybook, Vitest):
// workspace packages resolve to their TypeScript sources through the "@bookstore/source"
// export condition, so nothing has to be built before it can be developed or tested.
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

export const SOURCE_CONDITION = '@bookstore/source';

export const workspaceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
} satisfies UserConfig;
