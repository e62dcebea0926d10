import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layering } from './eslint/layering.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.tmp/**', 'data/**', 'public/sw.js', 'public/theme-init.js', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Type-aware rules: they read the TypeScript program, so a promise nobody awaits, a switch
    // that misses a new union member or a check the types already answer fails lint.
    languageOptions: { parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A `default` is a deliberate answer for the rest (Stripe sends hundreds of event types);
      // a switch without one must name every member of its union.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unnecessary-condition': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layering,
  {
    // The app shell formats dates and money and checks goal permissions on every page; these
    // modules stay free of the validation library so the first load does not carry it.
    files: ['src/domain/shared/{dates,money,currencies,formats,zoned-time}.ts', 'src/domain/goals/goal-permissions.ts', 'src/domain/dashboard/health-score.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'zod', message: 'Schemas go in field-schemas.ts or the feature’s own schema module.' }] }],
    },
  },
  {
    // The prerendered landing page runs only this code before a visitor reaches for sign-in
    // (docs/decisions/030-landing-without-react.md): React and i18next arrive with the dialogs.
    files: ['src/client/landing-main.ts', 'src/client/features/landing/plain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react-dom/*', 'i18next', 'react-i18next', '@tanstack/*', 'radix-ui', 'lucide-react'],
              message: 'The landing page’s script stays plain; load this with the dialogs.',
            },
            { group: ['@/lib/i18n', '@/components/*', '@/app/*'], message: 'These bring React or i18next; the landing page’s script stays plain.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'public/**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
