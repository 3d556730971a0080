/**
 * The same suite against a real PostgreSQL server when DATABASE_URL_TEST is set (e.g.
 * postgres://postgres:postgres@127.0.0.1:5432/doppelkopf_test); skipped with a warning otherwise,
 * except where PG_REQUIRED=1 (CI: `.ci/run` starts a throwaway PostgreSQL 15 and sets both).
 * The tests share that database: every table has a fresh random id, so runs do not interfere.
 */
import { describe, it } from 'vitest'
import { pgStore } from '../../examples/table-server/store.js'
import { tableServerSuite } from './suite.js'

const url = process.env['DATABASE_URL_TEST']

if ((url === undefined || url === '') && process.env['PG_REQUIRED'] === '1') {
  describe('table server (PostgreSQL)', () => {
    it('runs against PostgreSQL (PG_REQUIRED=1 but DATABASE_URL_TEST is not set)', () => {
      throw new Error('PG_REQUIRED=1: set DATABASE_URL_TEST to a PostgreSQL database')
    })
  })
} else if (url === undefined || url === '') {
  console.warn('table-server-pg: DATABASE_URL_TEST is not set, the PostgreSQL suite is skipped')
  describe.skip('table server (PostgreSQL)', () => {
    it('needs DATABASE_URL_TEST', () => {})
  })
} else {
  tableServerSuite('PostgreSQL', {
    fresh: () => pgStore(url),
    persistent: async () => ({ open: () => pgStore(url), cleanup: async () => {} })
  })
}
