/**
 * One declaration per rule option: the presets, the codec and the option table of
 * docs/rules.md come from `RULE_OPTIONS`, and stay equal to it.
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { decodeRules, rules } from '../src/index.js'
import { RuleSetCodec } from '../src/rulesEntry.js'
import { PRESET_NAMES, RULE_OPTIONS, RULE_SET, optionRows, optionTable, ruleSetSource } from '../src/rules/declarations.js'

describe('the rule options, declared once', () => {
  it('docs/rules.md holds the option table derived from the declarations', () => {
    const doc = readFileSync(new URL('../docs/rules.md', import.meta.url), 'utf8')
    const table = doc.slice(doc.indexOf('<!-- options:start -->') + '<!-- options:start -->'.length, doc.indexOf('<!-- options:end -->')).trim()
    expect(table).toBe(optionTable())
  })

  it('src/rules/ruleSet.ts is generated from the declarations (run test/support/gen-rule-set.ts after a change)', () => {
    expect(readFileSync(new URL('../src/rules/ruleSet.ts', import.meta.url), 'utf8')).toBe(ruleSetSource())
  })

  it('every preset is the declared value of every option', () => {
    for (const p of PRESET_NAMES) {
      expect(rules[p]).toEqual(RULE_SET.presets[p])
      for (const row of optionRows()) {
        const value = row.path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], rules[p])
        expect(value, `${p} ${row.path}`).toEqual(row.presets[p])
      }
    }
  })

  it('the codec is the declarations: each option its own field, nothing else', () => {
    expect(Object.keys(rules.tsr)).toEqual(Object.keys(RULE_OPTIONS))
    expect(RuleSetCodec.name).toBe('RuleSet')
    for (const p of PRESET_NAMES) expect(E.isRight(decodeRules(JSON.parse(JSON.stringify(rules[p]))))).toBe(true)
    // A value outside a choice's declared values is refused, with the option's path.
    for (const row of optionRows().filter((r) => r.values !== null)) {
      const broken = JSON.parse(JSON.stringify(rules.tsr)) as Record<string, Record<string, unknown>>
      const path = row.path.split('.')
      const last = path.pop() as string
      const parent = path.reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, broken)
      parent[last] = Array.isArray(parent[last]) ? ['not-a-value'] : 'not-a-value'
      const r = decodeRules(broken)
      expect(E.isLeft(r) && r.left.message, row.path).toContain(row.path)
    }
  })

  it('the house preset lists its solos by name (a new solo type changes no preset)', () => {
    expect(RULE_OPTIONS.solos.presets.house.length).toBe(18)
    expect(RULE_OPTIONS.solos.presets.house).not.toBe(RULE_OPTIONS.solos.values)
  })
})
