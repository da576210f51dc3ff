import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const HOOK_FILES = ['**/*.tsx', '**/use*.ts', 'packages/api-client/src/react.ts'];
const hookRules = reactHooks.configs.recommended.rules;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.tsbuild/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '**/.data/**',
      'tests/.output/**',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The API logs through pino (src/log.ts): JSON lines with the request's id. Its command-line tools
    // print their output for a person.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/cli/admin.ts', 'apps/api/src/cli/db.ts', 'apps/api/src/cli/media.ts'],
    rules: { 'no-console': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  // The hooks rules also cover hooks kept in .ts files (useReadingPlace.ts, useApiForm.ts ...).
  {
    files: HOOK_FILES,
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': hookRules['react-hooks/rules-of-hooks'],
      'react-hooks/exhaustive-deps': hookRules['react-hooks/exhaustive-deps'],
    },
  },
  // The React Compiler's rules (static components, purity, refs…) on the code that ships: they compile
  // each file, which was two thirds of the whole lint's time, and tests and stories are not shipped.
  {
    files: HOOK_FILES,
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: hookRules,
  },
);
