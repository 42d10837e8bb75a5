import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Reads are GetItem or Query on a designed key: a Scan never enters a request path. */
const NO_SCAN = [
  { name: '@aws-sdk/lib-dynamodb', importNames: ['ScanCommand', 'paginateScan'], message: 'No Scan in a request path' },
  { name: '@aws-sdk/client-dynamodb', importNames: ['ScanCommand', 'paginateScan'], message: 'No Scan in a request path' },
];
/** Classic zod (every entry point that loads it): schemas are built with zod/mini. */
const NO_CLASSIC_ZOD = ['zod', 'zod/v4', 'zod/v4/classic'].map((name) => ({
  name,
  message: "Use 'zod/mini' (import * as z from 'zod/mini'); see docs/decisions/0011-zod-mini.md",
}));

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'web/src/routeTree.gen.ts', '.data', 'coverage', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests never narrow or skip: CI must run every one.
      'no-restricted-properties': [
        'error',
        ...['describe', 'it', 'test'].flatMap((object) =>
          ['only', 'skip', 'todo'].map((property) => ({ object, property, message: 'No .only, .skip or .todo in committed tests' })),
        ),
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ['**/*.cjs'], languageOptions: { globals: globals.node, sourceType: 'commonjs' } },
  {
    files: ['{shared,functions,web,infra,scripts,test}/**/*.{ts,tsx,mts,js}'],
    rules: { 'no-restricted-imports': ['error', { paths: NO_CLASSIC_ZOD }] },
  },
  {
    files: ['functions/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [...NO_SCAN, ...NO_CLASSIC_ZOD] }] },
  },
);
