// ESLint flat config (ESLint 8.57 reads it natively). One config for the site, its plugins, scripts and
// tests; formatting is Prettier's job (`.prettierrc.json`), so no stylistic rules here but comments' length.
const js = require('@eslint/js');
const tseslint = require('typescript-eslint');
const react = require('eslint-plugin-react');
const reactHooks = require('eslint-plugin-react-hooks');
const docusaurus = require('@docusaurus/eslint-plugin');
const globals = require('globals');

module.exports = tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'bench-results/',
      'test-results/',
      'examples/**/dist/',
      'examples/**/node_modules/',
      'static/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,jsx,ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks, '@docusaurus': docusaurus},
    languageOptions: {
      globals: {...globals.browser, ...globals.node},
      parserOptions: {ecmaFeatures: {jsx: true}},
    },
    settings: {react: {version: '17.0'}},
    rules: {
      ...react.configs.recommended.rules,
      // Labels passed to translate() must be literals so `docusaurus write-translations` can extract them.
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Props are typed with TypeScript, not prop-types.
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Comment lines keep to Prettier's printWidth (110), which Prettier does not wrap; code lines are
      // Prettier's.
      'max-len': [
        'error',
        {
          code: Infinity,
          comments: 110,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    // Hooks live in React components only; elsewhere a `use…` name (a webpack `use` entry, a test fixture) is
    // no hook.
    files: ['src/**/*.tsx'],
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests load modules after stubbing their dependencies (require, not import) and poke untyped page
    // globals.
    files: ['tests/**'],
    rules: {'@typescript-eslint/no-require-imports': 'off', '@typescript-eslint/no-explicit-any': 'off'},
  },
  {
    // CommonJS entry points Docusaurus and Node load with require().
    files: ['**/*.js', '**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
