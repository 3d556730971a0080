/**
 * The table server (examples/table-server) against PGlite: in memory for most tests, a temp
 * folder for the restart test.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pgliteStore } from '../../examples/table-server/store.js'
import { tableServerSuite } from './suite.js'

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
