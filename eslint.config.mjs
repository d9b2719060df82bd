// ESLint for the TypeScript sources and the scripts; Prettier owns the layout
// (npm run lint runs both, and the architecture check).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** What Node gives the scripts (the TypeScript sources are checked by tsc, which knows its own globals). */
const NODE_GLOBALS = Object.fromEntries(
  [
    'console',
    'process',
    'performance',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'URL',
    'TextEncoder',
    'TextDecoder',
    'fetch',
    'AbortSignal',
    'Buffer',
    'structuredClone',
    'WebAssembly',
    'SharedArrayBuffer',
    'Atomics',
    'require',
    'module',
    '__dirname',
  ].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'out/', '.vscode-test/', 'test-results/', 'bench/out/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: NODE_GLOBALS },
    rules: {
      // Unused names are the type checker's (noUnusedLocals); a leading underscore marks one kept on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      eqeqeq: ['error', 'always'],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  // CommonJS preloads of the bench.
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
);
