import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.scratch/', 'results/', 'test-artifacts/'] },
  // Plain Node scripts run before the build (npm's pretest).
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Chance comes only from the rng passed in (DESIGN.md): never Math.random.
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'use the rng passed in' }],
    },
  },
);
