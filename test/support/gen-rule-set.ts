/**
 * Writes what the rule option declarations generate: src/rules/ruleSet.ts and the option table
 * of docs/rules.md (`npx tsx test/support/gen-rule-set.ts`; the tests fail until it has run).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { optionTable, ruleSetSource } from '../../src/rules/declarations.js'

writeFileSync(new URL('../../src/rules/ruleSet.ts', import.meta.url), ruleSetSource())
const docs = new URL('../../docs/rules.md', import.meta.url)
const text = readFileSync(docs, 'utf8')
const start = '<!-- options:start -->'
const end = '<!-- options:end -->'
writeFileSync(docs, `${text.slice(0, text.indexOf(start) + start.length)}\n${optionTable()}\n${text.slice(text.indexOf(end))}`)
