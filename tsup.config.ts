import { defineConfig } from 'tsup';

// One entry per subpath export (see "exports" in package.json). Code splitting puts the shared
// engine into chunks, so `doppelkopf/bots` and `doppelkopf` share one copy of it.
const subpaths = ['fast', 'views', 'codecs', 'records', 'match', 'bots', 'arena'] as const;

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    ...Object.fromEntries(subpaths.map((name) => [name, `src/${name}/index.ts`])),
  },
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: ['node20', 'es2022'],
  platform: 'node',
  treeshake: true,
  splitting: true,
  outDir: 'dist',
  external: ['fp-ts', 'io-ts'],
});
