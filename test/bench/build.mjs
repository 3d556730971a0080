// Bundles the bench (test/bench/index.ts) twice, for `npm run bench`:
//
// - `index.mjs`, the bench itself: the engine is the BUILT package (`dist/`, as `npm run build`
//   leaves it, what users install), imported as it is (the entries stay external: nothing of
//   them is bundled again, tree-shaken or minified here);
// - `index-source.mjs`: the same bench with the engine bundled from `src/` by esbuild, for the
//   rows marked "(source)" that stand beside a built-package row.
//
// The bench imports the engine only through its public entries (`src/index.js`,
// `src/rulesEntry.js`, `src/fast/index.js`); anything else it imported from `src/` would fail
// here, so the built-package rows cannot measure a module the package does not ship. The one
// exception is the floor (`floor.ts`), the reference game the rows are held against, which is no
// part of the engine: it takes a bit-count helper from `src/cards/card.ts`.
import { existsSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')
const outDir = join(root, 'node_modules', '.cache', 'doppelkopf-bench')

/** Each public source entry the bench imports, and the built file of that entry. */
const ENTRIES = {
  [join(root, 'src', 'index.ts')]: join(root, 'dist', 'index.js'),
  [join(root, 'src', 'rulesEntry.ts')]: join(root, 'dist', 'rules.js'),
  [join(root, 'src', 'fast', 'index.ts')]: join(root, 'dist', 'fast.js')
}

for (const built of Object.values(ENTRIES)) {
  if (!existsSync(built)) {
    console.error(`bench: ${relative(root, built)} is missing: run \`npm run build\` first`)
    process.exit(1)
  }
}

/** Resolves the bench's imports of the engine's entries to the built files, left external. */
const builtPackage = {
  name: 'built-package',
  setup(b) {
    b.onResolve({ filter: /\/src\// }, (args) => {
      if (!args.importer.startsWith(join(root, 'test', 'bench'))) return undefined
      if (args.importer === join(root, 'test', 'bench', 'floor.ts')) return undefined
      const source = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts')
      const built = ENTRIES[source]
      if (built === undefined) return { errors: [{ text: `the bench imports ${relative(root, source)}, which is no public entry of the package` }] }
      return { path: `./${relative(outDir, built)}`, external: true }
    })
  }
}

const common = {
  entryPoints: [join(root, 'test', 'bench', 'index.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning'
}

await build({ ...common, outfile: join(outDir, 'index.mjs'), plugins: [builtPackage] })
await build({ ...common, outfile: join(outDir, 'index-source.mjs') })
