import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', 'apps/server/dist-*/**', '**/node_modules/**', '**/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Screens, components and hooks read and write data through api/<resource>.ts, never the raw client.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/client'], message: 'Call the API through an api/<resource>.ts module (errors: api/errors).' }] },
      ],
    },
  },
  {
    // The domain package is shared by both sides: it may import zod and libphonenumber-js, nothing else.
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['@welink/*', 'fastify*', 'react*', 'drizzle-orm*', 'node:*'] }],
    },
  },
);
