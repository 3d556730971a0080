// Pack test: what a user gets from the registry. Packs the BUILT package with `npm pack`,
// installs the tarball (plus the fp-ts and io-ts peers, from the registry) into a throwaway
// project with "type": "module", then imports it from ESM and requires it from CJS there, each
// playing one seeded game to the end (test/smoke/play-one-game.cjs). Unlike esm.mjs/cjs.cjs,
// which resolve the package through the repo's own exports map, this catches files missing from
// the "files" allow-list and anything else that only breaks once the package is installed.
// Run after `npm run build`. Plain Node, no test runner; exits non-zero on failure.
//
// It also packs a clean clone of the repository's last commit (its `prepack` script builds):
// what a publish from CI ships must hold the code of every entry, not only the files that a
// build in this working tree happens to have left.
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const started = Date.now()
const tmp = realpathSync(mkdtempSync(join(tmpdir(), 'doppelkopf-pack-')))

// Runs a command; its output is kept quiet unless it fails (or `show` is set).
function run(cmd, args, cwd, { show = false } = {}) {
  const r = spawnSync(cmd, args, {
    cwd,
    encoding: 'utf8',
    shell: process.platform === 'win32',
    stdio: ['ignore', show ? 'inherit' : 'pipe', show ? 'inherit' : 'pipe'],
  })
  if (r.status !== 0) {
    if (!show) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`)
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd} (${r.error?.message ?? `exit ${r.status}`})`)
  }
  return r.stdout
}

/** The JSON `npm pack --json` prints after the output of the `prepack` build. */
function packJson(out) {
  const at = out.lastIndexOf('\n[\n')
  return JSON.parse(at >= 0 ? out.slice(at + 1) : out)
}

/** Throws unless a packed tarball's file list holds every entry of the exports map, in both formats, with its types. */
function shipsEveryEntry(pack, what) {
  const files = new Set(pack.files.map((f) => f.path))
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const wanted = Object.values(pkg.exports).flatMap((e) => (typeof e === 'string' ? [e] : [e.import.types, e.import.default, e.require.types, e.require.default]))
  const missing = [...wanted, pkg.bin.doppelkopf].map((f) => f.replace(/^\.\//, '')).filter((f) => !files.has(f))
  if (missing.length > 0) throw new Error(`${what} ships ${files.size} files without ${missing.join(', ')}`)
}

try {
  if (!existsSync(join(root, 'dist', 'index.js'))) throw new Error('dist/ is missing: run `npm run build` first')

  const packed = packJson(run('npm', ['pack', '--json', '--pack-destination', tmp], root))
  const tarball = join(tmp, packed[0].filename)
  shipsEveryEntry(packed[0], 'npm pack')

  // A clean clone (committed files only, no dist/) packs the same entries: `prepack` builds.
  const clone = join(tmp, 'clone')
  run('git', ['clone', '--quiet', '--no-hardlinks', root, clone], tmp)
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'), 'dir')
  mkdirSync(join(tmp, 'from-clone'))
  const fromClone = packJson(run('npm', ['pack', '--json', '--pack-destination', join(tmp, 'from-clone')], clone))
  shipsEveryEntry(fromClone[0], 'npm pack of a clean clone')

  const app = join(tmp, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'doppelkopf-pack-test', private: true, type: 'module' }, null, 2))
  run('npm', ['install', '--no-audit', '--no-fund', tarball, 'fp-ts@^2.16', 'io-ts@^2.2'], app)

  copyFileSync(join(root, 'test', 'smoke', 'play-one-game.cjs'), join(app, 'play-one-game.cjs'))
  // "type": "module" makes this .js file ESM.
  writeFileSync(
    join(app, 'esm.js'),
    `import { createRequire } from 'node:module'
const resolved = import.meta.resolve('doppelkopf')
if (!resolved.includes('/node_modules/doppelkopf/dist/index.js')) throw new Error('esm resolved ' + resolved)
await createRequire(import.meta.url)('./play-one-game.cjs')((spec) => import(spec), 'pack esm')
`
  )
  writeFileSync(
    join(app, 'cjs.cjs'),
    `'use strict'
const resolved = require.resolve('doppelkopf')
if (!resolved.replace(/\\\\/g, '/').includes('/node_modules/doppelkopf/dist/index.cjs')) throw new Error('cjs resolved ' + resolved)
require('./play-one-game.cjs')(async (spec) => require(spec), 'pack cjs').catch((err) => {
  console.error(err)
  process.exitCode = 1
})
`
  )
  run(process.execPath, ['esm.js'], app, { show: true })
  run(process.execPath, ['cjs.cjs'], app, { show: true })

  // The bin, as `npx doppelkopf` runs it: installed into node_modules/.bin, its bundled
  // command-line libraries present, the arena's worker threads started from the bundle.
  const bin = join(app, 'node_modules', '.bin', process.platform === 'win32' ? 'doppelkopf.cmd' : 'doppelkopf')
  const help = run(bin, ['--help'], app)
  for (const command of ['play', 'arena', 'score', 'replay', 'review']) {
    if (!help.includes(command)) throw new Error(`doppelkopf --help does not list ${command}`)
  }
  // --lang en: the bin speaks German under a German LANG, and these checks read English.
  const arena = run(bin, ['arena', '--games', '8', '--workers', '2', '--seats', 'heuristic,random,random,random', '--rules', 'tsr', '--lang', 'en'], app)
  if (!/8 games \(2 deals x 4 rotations/.test(arena)) throw new Error(`doppelkopf arena printed:\n${arena}`)
  writeFileSync(
    join(app, 'summary.json'),
    JSON.stringify({ parties: ['re', 'kontra', 're', 'kontra'], points: { re: 151, kontra: 89 }, tricks: { re: 8, kontra: 4 }, announcements: { re: 'announced', kontra: 'none' }, extraPoints: [] })
  )
  const score = run(bin, ['score', 'summary.json', '--lang', 'en'], app)
  if (!score.includes('Scores: player 1 +4, player 2 -4, player 3 +4, player 4 -4')) throw new Error(`doppelkopf score printed:\n${score}`)
  // A whole game of `play` with answers piped in: gesund, then card numbers 1..12 over and over
  // (each card prompt takes lines until one names a playable card).
  const answers = `gesund\n${Array.from({ length: 13 * 12 }, (_, i) => `${(i % 12) + 1}\n`).join('')}`
  const played = spawnSync(bin, ['play', '--games', '1', '--seed', 'pack', '--no-color', '--lang', 'en'], { cwd: app, input: answers, encoding: 'utf8', shell: process.platform === 'win32' })
  if (played.status !== 0 || !played.stdout.includes('The session is over')) {
    throw new Error(`doppelkopf play exited ${played.status}:\n${played.stdout.slice(-2000)}${played.stderr}`)
  }
  console.log('pack bin ok: doppelkopf --help, arena, score, play (a game piped in)')
  console.log(`pack test ok: ${packed[0].filename}, ${packed[0].entryCount} files, ${(packed[0].size / 1000).toFixed(1)} kB packed; a clean clone packs ${fromClone[0].entryCount} files (${((Date.now() - started) / 1000).toFixed(1)} s)`)
} catch (err) {
  console.error(`pack test FAILED: ${err instanceof Error ? err.message : err}`)
  process.exitCode = 1
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
