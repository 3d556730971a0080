/**
 * The table server (examples/table-server) against PGlite: in memory for most tests, a temp
 * folder for the restart test.
 */
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pgliteStore } from '../../examples/table-server/store.js'
import { tableServerSuite } from './suite.js'
import { createTable, request, start } from './helpers.js'

tableServerSuite('PGlite', {
  fresh: () => pgliteStore('memory'),
  persistent: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-table-server-'))
    return {
      open: () => pgliteStore(join(dir, 'data')),
      cleanup: () => rm(dir, { recursive: true, force: true })
    }
  }
})

describe('PGlite store', () => {
  it('refuses a second store on a folder that is open', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-table-server-'))
    try {
      const first = await pgliteStore(join(dir, 'data'))
      await expect(pgliteStore(join(dir, 'data'))).rejects.toThrow(/store\/locked/)
      await first.close()
      const again = await pgliteStore(join(dir, 'data')) // free again once closed
      await again.close()
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('the browser page served by the table server (webRoot)', () => {
  it('serves the page\'s files and nothing else, and its join links open the page', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'doppelkopf-web-root-'))
    const store = await pgliteStore('memory')
    const running = await start(store, { webRoot: dir })
    try {
      await mkdir(join(dir, 'dist'))
      await mkdir(join(dir, 'src'))
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>page</title>')
      await writeFile(join(dir, 'style.css'), 'body {}')
      await writeFile(join(dir, 'build.mjs'), 'export {}')
      await writeFile(join(dir, 'README.md'), '# readme')
      await writeFile(join(dir, '.env'), 'SECRET=1')
      await writeFile(join(dir, 'src', 'main.ts'), 'export {}')
      const { base } = running
      // Not built yet: the bundle is missing, and the answer says how to build it.
      const missing = await request(base, 'GET', '/dist/app.js')
      expect(missing.status).toBe(404)
      expect(missing.body.message).toMatch(/not built/)
      // The page itself says what to run instead of a blank page.
      const unbuilt = await request(base, 'GET', '/')
      expect(unbuilt.status).toBe(503)
      expect(unbuilt.headers.get('content-type')).toMatch(/^text\/html/)
      expect(unbuilt.body).toContain('npm run build &amp;&amp; node examples/web/build.mjs')
      await writeFile(join(dir, 'dist', 'app.js'), 'console.log(1)')
      const index = await request(base, 'GET', '/?table=AAAAAAAAAAAAAAAA&token=x')
      expect(index.status).toBe(200)
      expect(index.headers.get('content-type')).toMatch(/^text\/html/)
      expect(index.headers.get('content-security-policy')).toContain("default-src 'self'")
      expect(index.body).toContain('<title>page</title>')
      expect((await request(base, 'GET', '/style.css')).headers.get('content-type')).toMatch(/^text\/css/)
      expect((await request(base, 'GET', '/dist/app.js')).body).toBe('console.log(1)')
      // No symbolic link is followed: not to a file outside, not to one inside, not through a linked folder.
      const outside = await mkdtemp(join(tmpdir(), 'doppelkopf-outside-'))
      await writeFile(join(outside, 'secret.css'), 'SECRET')
      await symlink(join(outside, 'secret.css'), join(dir, 'leak.css'))
      await symlink(join(dir, 'style.css'), join(dir, 'alias.css'))
      await symlink(outside, join(dir, 'linked'))
      for (const path of ['/leak.css', '/alias.css', '/linked/secret.css']) {
        const r = await running.app.inject({ method: 'GET', url: path })
        expect(r.statusCode, path).toBe(404)
        expect(r.body, path).not.toContain('SECRET')
      }
      await rm(outside, { recursive: true, force: true })
      for (const path of ['/src/main.ts', '/build.mjs', '/README.md', '/.env', '/dist/', '/%2e%2e/package.json', '/dist/%2e%2e/src/main.ts', '/x%00.html']) {
        const r = await running.app.inject({ method: 'GET', url: path })
        expect(r.statusCode, path).toBe(404)
        expect(JSON.parse(r.body).code, path).toBe('server/not-found')
      }
      const bad = await running.app.inject({ method: 'GET', url: '/%E0%A4%A' }) // Fastify refuses a malformed path itself
      expect(bad.statusCode).toBe(400)
      expect(typeof JSON.parse(bad.body).code).toBe('string')
      // The join links open the page; the JSON view link is there too, and the API is unchanged.
      const { id, tokens, body } = await createTable(base)
      for (const seat of body.seats) {
        expect(seat.join).toBe(`${base}/?table=${id}&token=${seat.token}`)
        expect(seat.view).toBe(`${base}/tables/${id}/view?token=${seat.token}`)
      }
      for (const invite of body.invites) expect(invite.link).toBe(`${base}/?table=${id}&invite=${invite.invite}`)
      expect((await request(base, 'GET', `/tables/${id}/view?token=${tokens[0]}`)).body.seat).toBe(0)
      expect((await request(base, 'GET', '/tables/nope')).status).toBe(404)
      const daily = await request(base, 'POST', '/daily', { name: 'Ann' })
      expect(daily.body.seats[0].join).toBe(`${base}/?table=${daily.body.id}&token=${daily.body.seats[0].token}&daily=${daily.body.date}`)
    } finally {
      await running.app.close()
      await store.close()
      await rm(dir, { recursive: true, force: true })
    }
  }, 60_000)
})
