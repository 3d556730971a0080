/**
 * Bundles the page: examples/web/src/app.ts (the offline page src/main.ts, or the online mode
 * src/online/, both importing the built library as `doppelkopf`, `doppelkopf/views`,
 * `doppelkopf/bots`, `doppelkopf/match`) into examples/web/dist/app.js, an
 * ES module for browsers, and the page's worker src/worker.ts (the advice and the game review
 * of `doppelkopf/bots`, computed off the page's thread) into dist/worker.js, a classic script
 * (a worker every browser starts); both minified, with source maps. The library resolves through its own
 * package.json exports map, so run `npm run build` (tsup) first.
 *
 * Usage: node examples/web/build.mjs
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import * as esbuild from 'esbuild'

const here = dirname(fileURLToPath(import.meta.url))
/** Where fp-ts is installed (it has no exports map, so its package.json resolves). */
const fpTsDir = dirname(createRequire(import.meta.url).resolve('fp-ts/package.json'))

/**
 * An esbuild plugin that reads `fp-ts/lib/*` (CommonJS, what the library and its docs import)
 * from `fp-ts/es6/*` (the same modules as ES modules), so that the bundle holds one copy of
 * fp-ts (io-ts already uses the es6 build) and unused functions are tree-shaken away.
 *
 * @type {esbuild.Plugin}
 */
const fpTsEs6 = {
  name: 'fp-ts-es6',
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/lib\// }, (args) => {
      const module = args.path.slice('fp-ts/lib/'.length).replace(/\.js$/, '')
      return { path: join(fpTsDir, 'es6', `${module}.js`) }
    })
  }
}

/**
 * Builds examples/web/dist/app.js and dist/worker.js (with their source maps).
 *
 * @param {{ logLevel?: esbuild.LogLevel }} [options]
 * @returns {Promise<{ outfile: string, bytes: number, gzipBytes: number, worker: { outfile: string, bytes: number, gzipBytes: number } }>} the bundles and their sizes
 */
export const buildApp = async ({ logLevel = 'warning' } = {}) => {
  const [app, worker] = await Promise.all([
    bundle(join(here, 'src', 'app.ts'), join(here, 'dist', 'app.js'), 'esm', logLevel),
    bundle(join(here, 'src', 'worker.ts'), join(here, 'dist', 'worker.js'), 'iife', logLevel)
  ])
  return { ...app, worker }
}

/**
 * Bundles one entry of the page.
 *
 * @param {string} entry
 * @param {string} outfile
 * @param {esbuild.Format} format
 * @param {esbuild.LogLevel} logLevel
 * @returns {Promise<{ outfile: string, bytes: number, gzipBytes: number }>}
 */
const bundle = async (entry, outfile, format, logLevel) => {
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format,
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    sourcemap: true,
    legalComments: 'none',
    plugins: [fpTsEs6],
    // The page's tsconfig.json maps `doppelkopf` to src/ for type checking; the bundle must use
    // the built package, so esbuild gets a tsconfig without paths.
    tsconfig: join(here, 'tsconfig.build.json'),
    // tsup's split build starts its entries with bare chunk imports that "sideEffects": false
    // lets esbuild drop; the named imports still load every chunk needed.
    logOverride: { 'ignored-bare-import': 'silent' },
    logLevel
  })
  const code = readFileSync(outfile)
  return { outfile, bytes: code.length, gzipBytes: gzipSync(code).length }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await buildApp({ logLevel: 'info' })
  for (const { outfile, bytes, gzipBytes } of [app, app.worker]) {
    console.log(`${outfile}: ${(bytes / 1024).toFixed(1)} KiB minified, ${(gzipBytes / 1024).toFixed(1)} KiB gzipped`)
  }
}
