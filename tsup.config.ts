import { readdir, readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Code splitting leaves bare `import './chunk-X.js';` lines in the ESM entries (kept only to
// order the evaluation of chunks). Every module here is free of side effects
// ("sideEffects": false), so they do nothing, but every esbuild user (Vite included) would get an
// "ignored-bare-import" warning for each. They become blank lines, so source maps still match.
const blankBareChunkImports = async (): Promise<void> => {
  for (const file of await readdir('dist')) {
    if (!file.endsWith('.js')) continue;
    const path = `dist/${file}`;
    const code = await readFile(path, 'utf8');
    const cleaned = code.replace(/^import '\.\/chunk-[\w-]+\.js';$/gm, '');
    if (cleaned !== code) await writeFile(path, cleaned);
  }
};

// One entry per subpath export (see "exports" in package.json). Code splitting puts the shared
// engine into chunks, so `doppelkopf/bots` and `doppelkopf` share one copy of it.
const subpaths = ['fast', 'views', 'codecs', 'records', 'match', 'bots', 'arena', 'i18n'] as const;

export default defineConfig([
  {
  entry: {
    index: 'src/index.ts',
    rules: 'src/rulesEntry.ts',
    ...Object.fromEntries(subpaths.map((name) => [name, `src/${name}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: false, // `npm run build` empties dist/ first (two builds write into it)
  target: ['node20', 'es2022'],
  platform: 'node',
  treeshake: true,
  splitting: true,
  outDir: 'dist',
  external: ['fp-ts', 'io-ts'],
  onSuccess: blankBareChunkImports,
  },
  // The `doppelkopf` program (the package's bin): one ESM file. Its argument-parsing, prompt and
  // colour libraries are devDependencies, so tsup bundles them in and the library's users do not
  // install them; fp-ts and io-ts stay the peers. commander is CommonJS, so the bundle gets a
  // `require` for Node's built-ins. The arena's worker threads run this same file.
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    sourcemap: false,
    minify: true, // 405 kB -> about half in the tarball
    clean: false,
    target: 'node20',
    platform: 'node',
    splitting: false,
    outDir: 'dist',
    external: ['fp-ts', 'io-ts'],
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  },
]);
