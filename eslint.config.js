// ESLint flat config: typescript-eslint strict + stylistic, type-checked, over every TypeScript file in the repo.
// Runs in `npm test` (scripts/test-all.sh) and `npm run lint`. A rule turned off or relaxed here says why.
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated files (`npm run gen`, `npm run gen:manifest-types`) are not linted: their generators are. Nor is what
  // set-up and test runs put in the tree (the ignored folders of .gitignore: packages, the PyPI venv, results).
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'tools/**/build/**',
      '.bin/**',
      '.data/**',
      '.venv-fuzz/**',
      '.venv-mcp/**',
      '.venv-sdk-python/**',
      'sdks/python/**',
      '.schemathesis/**',
      '.hypothesis/**',
      'coverage/**',
      'test-results/**',
      'tmp/**',
      'src/generated/**',
      // The SDKs' committed builds (sdks/typescript/build.sh) and other languages' tool folders.
      'sdks/*/dist/**',
      'sdks/**/node_modules/**',
      '**/*.gen.ts',
    ],
  },
  eslint.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // tsconfig has noUncheckedIndexedAccess: `list[i]!` after a length or key check is the explicit, reviewed way to
      // say "present"; banning it would only trade each one for a runtime throw or an `as` cast.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers and booleans print predictably in messages and URLs; objects, null and undefined stay banned.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // Async methods implement Promise-returning ports (JobScheduler, ConnectorHost); `async` without `await` is the
      // plainest way to return a promise and it turns a synchronous throw into a rejection, which callers rely on.
      '@typescript-eslint/require-await': 'off',
      // Decoders such as `openJson<T>()` take the expected type as a parameter: the same unchecked cast as `as T` at
      // the call site, but written once beside the decoding.
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // String(x) turns ids and scalars read from tools and manifests into text; the values are JSON scalars by then
      // (schema-checked manifests, tool ids), and the rule cannot see that through `unknown`.
      '@typescript-eslint/no-base-to-string': 'off',
      // `.catch(() => {})` (an error that does not matter, said why beside it) and no-op `stop: () => {}` are arrows.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions', 'asyncFunctions'] }],
      // `text || fallback` deliberately treats an empty string like a missing one.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `() => resolve()`, `(e) => setQuery(e.currentTarget.value)`: a one-expression callback whose result nobody reads is
      // the idiom for listeners and event handlers; braces would add nothing. A void value returned from a block body
      // (`return next()`) or placed inside another expression stays an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `_name` marks a parameter or a destructured-away property that is deliberately unused.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // A function is read whole on one screen: 80 lines of code (blank lines and comments not counted) is about what an
    // editor shows, and twice the length of the stages the long functions were split into (issue 29.7). Tests are
    // exempt (a describe block is a list of cases, not logic). A function over the bound carries
    // `// eslint-disable-next-line max-lines-per-function -- <why>` above it.
    files: ['src/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Tests read JSON response bodies whose shape is exactly what their assertions check, so typing every body before
    // asserting on it would only duplicate the assertion. Chai's property assertions (`expect(x).to.be.true`) are
    // expressions by design.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unused-expressions': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // `let gateway: Gateway` assigned in before() is undefined in after() when before() failed: `gateway?.stop()`.
      '@typescript-eslint/no-unnecessary-condition': 'off',
    },
  },
  {
    // node:test's describe/it return promises the runner itself awaits (its documented use is without await).
    files: ['sdks/typescript/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
      ],
    },
  },
  {
    // Generates spec path items by walking the untyped YAML document of openapi.yaml; values are checked where used.
    files: ['scripts/gen-openapi-paths.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    // Plain JavaScript config files are not part of a TypeScript project.
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain Node scripts (run before anything is built).
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
);
