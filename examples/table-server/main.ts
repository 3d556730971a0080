/**
 * Runs the table server: `npm run server` (tsx examples/table-server/main.ts).
 *
 *   PORT=8080 HOST=127.0.0.1 npm run server     # PGlite in ./.data/doppelkopf (PGLITE_DIR to move it)
 *   DATABASE_URL=postgres://... npm run server   # PostgreSQL instead
 *   BOT_DELAY_MS=300                             # how long the server's bots think
 */
import { buildTableServer } from './server.js'
import { storeFromEnv } from './store.js'

const port = Number(process.env['PORT'] ?? 8080)
const host = process.env['HOST'] ?? '127.0.0.1'
const botDelayMs = Number(process.env['BOT_DELAY_MS'] ?? 300)
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env['PORT']}`)
  process.exit(1)
}

const store = await storeFromEnv(process.env)
const app = await buildTableServer({ store, botDelayMs, ...(process.env['PUBLIC_URL'] ? { publicUrl: process.env['PUBLIC_URL'] } : {}) })
await app.listen({ port, host })
const url = `http://${host}:${port}`
console.log(`Doppelkopf table server on ${url} (storage: ${store.kind})`)
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
