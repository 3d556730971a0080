/**
 * The table of every error code in docs/errors.md, built from `ErrorCode` in src/errors.ts (each
 * code with its one-line comment) and `ERROR_CATEGORIES`: one place for the codes, their meaning
 * and their category. `npx tsx test/support/gen-error-table.ts` writes it; a test compares.
 */
import { readFileSync } from 'node:fs'
import { ERROR_CATEGORIES, type ErrorCode } from '../../src/errors.js'

/** What a server answers for each category. */
export const HTTP_STATUS = { input: 400, moment: 409, rule: 422 } as const

/** The Markdown table: code, category (HTTP status), meaning. */
export const errorTable = (): string => {
  const source = readFileSync(new URL('../../src/errors.ts', import.meta.url), 'utf8')
  const body = source.slice(source.indexOf('export const ErrorCode = {'), source.indexOf('} as const'))
  const rows = [...body.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*\w+: '([^']+)'/g)].map((m) => {
    const meaning = (m[1] ?? '').replace(/\s*\n\s*\*\s*/g, ' ').trim()
    const code = m[2] as ErrorCode
    const category = ERROR_CATEGORIES[code]
    return `| \`${code}\` | ${category} (${HTTP_STATUS[category]}) | ${meaning} |`
  })
  return ['| code | category | meaning |', '|---|---|---|', ...rows].join('\n')
}

export const TABLE_START = '<!-- errors:start -->'
export const TABLE_END = '<!-- errors:end -->'
