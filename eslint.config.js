import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'data-*', '.tmp', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // the browser runs under a Content-Security-Policy without 'unsafe-eval': ajv compiles schemas with new Function
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@rjsf/validator-ajv8', message: 'Use schemaValidator from src/app/engine/form/schemaValidator (no eval under the CSP).' }, { name: 'ajv', message: 'The browser may not compile schemas (CSP without unsafe-eval): use schemaValidator.' }] }],
      'no-new-func': 'error',
      'no-eval': 'error',
    },
  },
);
