/** Writes the error table of docs/errors.md (`npx tsx test/support/gen-error-table.ts`). */
import { readFileSync, writeFileSync } from 'node:fs'
import { TABLE_END, TABLE_START, errorTable } from './error-table.js'

const docs = new URL('../../docs/errors.md', import.meta.url)
const text = readFileSync(docs, 'utf8')
writeFileSync(docs, `${text.slice(0, text.indexOf(TABLE_START) + TABLE_START.length)}\n${errorTable()}\n${text.slice(text.indexOf(TABLE_END))}`)
