import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The subpath entries besides `doppelkopf` and `doppelkopf/rules` (see "exports" in package.json). */
const SUBPATHS = 'fast|views|codecs|records|match|bots|arena|i18n';

/**
 * The suites that run a second time against the built package: the properties over random
 * games under random rule sets, hostile input, state integrity, fast = validating, views, states
 * as data, and the real clients (a worker, a Redux store, Immer, Vue). They import the engine
 * only through its entries; the CJS run takes a smaller sample of them.
 */
const PACKAGE_SUITES = [
  'test/properties.test.ts',
  'test/rule-set-properties.test.ts',
  'test/hostile-input.test.ts',
  'test/state-integrity.test.ts',
  'test/fast-path.test.ts',
  'test/views-properties.test.ts',
  'test/state-representation.test.ts',
  'test/state-properties.test.ts',
  'test/clients/**/*.test.ts',
];
const CJS_SUITES = ['test/properties.test.ts', 'test/state-representation.test.ts', 'test/state-properties.test.ts'];

/**
 * What the package suites may import from `src/` besides its entries: helpers that keep no
 * state of the engine's (a card's bits, the rule-set checks, the Genscher's "may one still
 * come", which reads a state's public fields when it is not the source's own).
 */
const PURE_HELPERS = ['src/cards/card.ts', 'src/rules/codec.ts', 'src/game/genscher.ts'];

/**
 * The tests' imports of the package's source entries (`../src/index.js`, `../../src/bots/index.js`,
 * ...) resolved to the built files of one format, which Node loads as they are (not transformed).
 */
const builtPackage = (ext: 'js' | 'cjs') => [
  { find: /^(?:\.\.\/)+src\/index\.js$/, replacement: `${root}dist/index.${ext}` },
  { find: /^(?:\.\.\/)+src\/rulesEntry\.js$/, replacement: `${root}dist/rules.${ext}` },
  { find: new RegExp(`^(?:\\.\\./)+src/(${SUBPATHS})/index\\.js$`), replacement: `${root}dist/$1.${ext}` },
];

/**
 * The package's own name, as the examples import it (`doppelkopf`, `doppelkopf/views`, ...):
 * the source entries in the source project (as the root tsconfig.json's `paths` map them for
 * `tsc` and `tsx`), the built files in a package project.
 */
const packageName = (to: 'src' | 'js' | 'cjs') => [
  { find: /^doppelkopf$/, replacement: to === 'src' ? `${root}src/index.ts` : `${root}dist/index.${to}` },
  { find: /^doppelkopf\/rules$/, replacement: to === 'src' ? `${root}src/rulesEntry.ts` : `${root}dist/rules.${to}` },
  { find: new RegExp(`^doppelkopf/(${SUBPATHS})$`), replacement: to === 'src' ? `${root}src/$1/index.ts` : `${root}dist/$1.${to}` },
];

/** Fails a package suite that imports any other module of `src/` (it would test the source, not the package). */
const onlyEntries: Plugin = {
  name: 'package-suites-import-entries-only',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer === undefined || !importer.startsWith(`${root}test/`) || !/\/src\//.test(source)) return null;
    const target = fileURLToPath(new URL(source.replace(/\.js$/, '.ts'), `file://${importer}`)).slice(root.length);
    if (PURE_HELPERS.includes(target)) return null;
    throw new Error(`${importer.slice(root.length)} imports ${target}, which is no entry of the package: a package suite must import the engine through its entries`);
  },
};

/** The two runs against the built package: a project per format. */
const packageProject = (name: string, ext: 'js' | 'cjs', include: string[]) => ({
  extends: true as const,
  plugins: [onlyEntries],
  resolve: { alias: [...builtPackage(ext), ...packageName(ext)] },
  test: {
    name,
    include,
    // `npm run build` must have run, and not before the last change of the source.
    globalSetup: ['test/support/built-package.ts'],
    // Node loads the built files itself, as a user's program does.
    server: { deps: { external: [/\/dist\//] } },
    env: { VITEST_PROJECT_TARGET: ext },
  },
});

export default defineConfig({
  test: {
    exclude: ['node_modules/**', 'dist/**', 'test/bench/**', 'test/smoke/**'],
    environment: 'node',
    // The JSON report lets .ci/run print a plain "N passed, N failed" closing line.
    reporters: ['default', ['json', { outputFile: 'node_modules/.cache/vitest/results.json' }]],
    pool: 'threads',
    maxWorkers: 2,
    // A safety net, not a budget: no test may depend on the machine's speed, and a slow or busy
    // machine must not fail the suite. Heavy tests (property runs over many games, fixed
    // workloads, spawned processes) also carry their own explicit timeout; vitest's default of
    // 5 s is too tight for them once a core is busy.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      reporter: ['text', 'html'],
    },
    projects: [
      { extends: true, resolve: { alias: packageName('src') }, test: { name: 'source', include: ['test/**/*.test.ts'] } },
      packageProject('package (ESM)', 'js', PACKAGE_SUITES),
      packageProject('package (CJS)', 'cjs', CJS_SUITES),
    ],
  },
});
