/**
 * Runs the table server: `npm run server` (tsx examples/table-server/main.ts).
 *
 *   PORT=8080 HOST=127.0.0.1 npm run server     # PGlite in ./.data/doppelkopf (PGLITE_DIR to move it)
 *   DATABASE_URL=postgres://... npm run server   # PostgreSQL instead
 *   BOT_DELAY_MS=300                             # how long the server's bots think
 *   REQUESTS_PER_SECOND=20 MAX_CONNECTIONS_PER_IP=32   # per-IP limits (REQUESTS_PER_SECOND=Infinity: off)
 *   WS_MESSAGES_PER_SECOND=20 WS_MESSAGES_PER_SECOND_PER_IP=1000 MAX_SOCKETS=10000   # WebSocket limits (Infinity: off)
 *   TABLE_IDLE_MS=300000 MAX_TABLES_IN_MEMORY=10000   # when idle tables leave memory (Infinity: never)
 *   WEB_ROOT=examples/web                        # the browser page served at / (the default; WEB_ROOT=none: API only)
 *   ALLOW_TEST_SEED=1                            # tests only: POST /tables accepts a deal `seed`
 *
 * Once listening it prints `listening on http://HOST:PORT` (the real port, also with PORT=0).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildTableServer } from './server.js'
import { storeFromEnv } from './store.js'

const port = Number(process.env['PORT'] ?? 8080)
const host = process.env['HOST'] ?? '127.0.0.1'
const botDelayMs = Number(process.env['BOT_DELAY_MS'] ?? 300)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env['PORT']}`)
  process.exit(1)
}

const numberEnv = (name: string): number | undefined => {
  const v = process.env[name]
  if (v === undefined || v === '') return undefined
  const n = v === 'Infinity' ? Infinity : Number(v)
  if (Number.isNaN(n)) {
    console.error(`${name} must be a number, got ${v}`)
    process.exit(1)
  }
  return n
}
const requestsPerSecond = numberEnv('REQUESTS_PER_SECOND')
const maxConnectionsPerIp = numberEnv('MAX_CONNECTIONS_PER_IP')
const wsMessagesPerSecond = numberEnv('WS_MESSAGES_PER_SECOND')
const wsMessagesPerSecondPerIp = numberEnv('WS_MESSAGES_PER_SECOND_PER_IP')
const maxSockets = numberEnv('MAX_SOCKETS')
const tableIdleMs = numberEnv('TABLE_IDLE_MS')
const maxTablesInMemory = numberEnv('MAX_TABLES_IN_MEMORY')

/** The browser page's folder: examples/web unless WEB_ROOT names another one, or `none`. */
const webRoot = process.env['WEB_ROOT'] === 'none' ? undefined : (process.env['WEB_ROOT'] || fileURLToPath(new URL('../web', import.meta.url)))

const store = await storeFromEnv(process.env)
const app = await buildTableServer({
  store,
  botDelayMs,
  ...(process.env['PUBLIC_URL'] ? { publicUrl: process.env['PUBLIC_URL'] } : {}),
  ...(requestsPerSecond === undefined ? {} : { requestsPerSecond }),
  ...(maxConnectionsPerIp === undefined ? {} : { maxConnectionsPerIp }),
  ...(wsMessagesPerSecond === undefined ? {} : { wsMessagesPerSecond }),
  ...(wsMessagesPerSecondPerIp === undefined ? {} : { wsMessagesPerSecondPerIp }),
  ...(maxSockets === undefined ? {} : { maxSockets }),
  ...(tableIdleMs === undefined ? {} : { tableIdleMs }),
  ...(maxTablesInMemory === undefined ? {} : { maxTablesInMemory }),
  ...(webRoot === undefined ? {} : { webRoot }),
  ...(process.env['ALLOW_TEST_SEED'] === '1' ? { allowTestSeed: true } : {})
})
await app.listen({ port, host })
const address = app.server.address()
const url = `http://${host}:${typeof address === 'object' && address !== null ? address.port : port}`
console.log(`listening on ${url}`)
console.log(`Doppelkopf table server on ${url} (storage: ${store.kind})`)
if (process.env['ALLOW_TEST_SEED'] === '1') console.warn('ALLOW_TEST_SEED=1: POST /tables accepts a deal seed. For tests only!')
if (webRoot !== undefined) {
  const built = existsSync(join(webRoot, 'dist', 'app.js'))
  console.log(`Browser page:    ${url}/  (the daily Partie online: ${url}/?daily)${built ? '' : '  NOT BUILT: run "npm run build && node examples/web/build.mjs"'}`)
}
console.log(`Create a table:  curl -X POST -H 'Content-Type: application/json' -d '{"rules":"tsr"}' ${url}/tables`)

let stopping = false
const stop = (): void => {
  if (stopping) return
  stopping = true
  app
    .close()
    .then(() => store.close())
    .then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(e)
        process.exit(1)
      }
    )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
