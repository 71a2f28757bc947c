// ESLint (flat config): typescript-eslint's recommended rules and React's rules of hooks, run by
// `npm run lint` in `npm test`. Formatting is Prettier's; nothing here restates it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/', 'node_modules/', 'coverage/', 'reports/', '.stryker-tmp/', 'data/', 'src/ui/i18n/compiled/', 'scratch/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // A catch that ignores a failed probe (waiting for a server to answer) says so by being empty.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // Ambient declarations of platform globals are `declare var`, as TypeScript's own lib files write them.
    files: ['types/**/*.d.ts'],
    rules: { 'no-var': 'off' },
  },
);
