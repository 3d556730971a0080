/**
 * Global set-up of the package projects (vitest.config.ts): the suites there test `dist/`, so it
 * must exist and be no older than the source (`npm run build` after the last change), or the run
 * stops with what to do.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The newest modification time of the files under `dir`. */
const newest = (dir: string): number => {
  let t = 0
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(p).mtimeMs)
  }
  return t
}

export default (): void => {
  const built = join(root, 'dist', 'index.js')
  if (!existsSync(built)) throw new Error('dist/ is missing: the package suites test the built package; run `npm run build` first')
  if (newest(join(root, 'src')) > statSync(built).mtimeMs) {
    throw new Error('dist/ is older than src/: the package suites test the built package; run `npm run build` first')
  }
}
