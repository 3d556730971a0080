/**
 * A static server for the example page on 127.0.0.1. It builds the library (`npx tsup`) when
 * dist/index.js (or another entry the page imports) is missing or older than a file under src/,
 * bundles the page (build.mjs), and serves examples/web/.
 *
 * Usage: node examples/web/serve.mjs [--port 5173]   (or PORT=5173; `npm run web`)
 * From code: `const { url, close } = await startServer({ port: 0 })` (port 0: any free port).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import { dirname, extname, join, normalize, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildApp } from './build.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const root = join(here, '..', '..')
const DEFAULT_PORT = 5173

/** Content types of the files the page consists of. */
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.md': 'text/markdown; charset=utf-8'
}

/** The library's ESM entries the page imports (`doppelkopf`, `/rules`, `/views`, `/bots`, `/match`, `/records`, `/codecs`, `/i18n`). */
const ENTRIES = ['index.js', 'rules.js', 'views.js', 'bots.js', 'match.js', 'records.js', 'codecs.js', 'i18n.js']

/** The newest modification time (ms) of the files under a folder. */
const newestUnder = (dir) => {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** Builds the library when one of its ESM entries is missing or older than the sources, then the page bundle. */
const prepare = async () => {
  const missing = ENTRIES.filter((file) => !existsSync(join(root, 'dist', file)))
  const built = missing.length > 0 ? 0 : Math.min(...ENTRIES.map((file) => statSync(join(root, 'dist', file)).mtimeMs))
  const why = missing.length > 0 ? `dist/${missing[0]} is missing` : newestUnder(join(root, 'src')) > built ? 'dist/ is older than src/' : null
  if (why !== null) {
    console.log(`${why}: building the library (npx tsup)`)
    execFileSync('npx', ['tsup'], { cwd: root, stdio: 'inherit' })
  }
  return buildApp()
}

/**
 * The file under examples/web/ that a URL path names, or null when it leaves the folder.
 *
 * @param {string} urlPath
 * @returns {string | null}
 */
const fileFor = (urlPath) => {
  let decoded
  try {
    decoded = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  const relative = normalize(decoded === '/' ? '/index.html' : decoded).replace(/^[/\\]+/, '')
  const file = join(here, relative)
  return file === here || file.startsWith(here + sep) ? file : null
}

/**
 * Starts the server (after building what is missing).
 *
 * @param {{ port?: number, host?: string, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export const startServer = async ({ port = DEFAULT_PORT, host = '127.0.0.1', quiet = false } = {}) => {
  const built = await prepare()
  if (!quiet) {
    console.log(`bundle: ${(built.bytes / 1024).toFixed(1)} KiB minified, ${(built.gzipBytes / 1024).toFixed(1)} KiB gzipped`)
    console.log(`worker: ${(built.worker.bytes / 1024).toFixed(1)} KiB minified, ${(built.worker.gzipBytes / 1024).toFixed(1)} KiB gzipped (loaded on the first Tipp or Rückblick)`)
  }
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname
    const file = fileFor(path)
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end()
      return
    }
    try {
      if (file === null || !(await stat(file)).isFile()) throw new Error('not a file')
      const body = await readFile(file)
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' })
      res.end(req.method === 'HEAD' ? undefined : body)
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    }
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(undefined))
  })
  const address = server.address()
  const actualPort = typeof address === 'object' && address !== null ? address.port : port
  return {
    url: `http://${host}:${actualPort}/`,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((err) => (err ? reject(err) : resolve()))
      })
  }
}

/** The port from `--port N` or `--port=N`, else PORT, else 5173. */
const portFromArgs = (args) => {
  const i = args.findIndex((a) => a === '--port' || a.startsWith('--port='))
  const raw = i < 0 ? process.env.PORT : args[i].includes('=') ? args[i].slice('--port='.length) : args[i + 1]
  const port = Number(raw ?? DEFAULT_PORT)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port ${raw}`)
  return port
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { url } = await startServer({ port: portFromArgs(process.argv.slice(2)) })
  console.log(`Doppelkopf: ${url} (Ctrl+C to stop)`)
}
