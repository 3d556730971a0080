/**
 * The main entry stays small (RULES of the API: about 40 names), `withRules` is the one way to
 * change a rule set from it, and the record-argument deadline functions of `doppelkopf/rules`
 * answer what the engine's own checks answer.
 */
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as main from '../src/index.js'
import { decodeRules, newGame, rules, withRules } from '../src/index.js'
import {
  announcementTiming,
  announcementVerdict,
  highestAnnouncementLevel,
  ruleTable,
  withArmut,
  withExtraPoints,
  withPiglets,
  withoutNines
} from '../src/rulesEntry.js'
import { ansageTiming, checkAnnouncement, highestAllowedLevel } from '../src/game/announcements.js'

describe('the main entry', () => {
  it('exports at most about 40 names (values and types)', () => {
    const source = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8')
    const names = [...source.matchAll(/^export (?:type )?\{([^}]*)\}/gm)].flatMap((m) => (m[1] ?? '').split(',').map((n) => n.trim()).filter((n) => n !== ''))
    expect(source).not.toMatch(/^export \*/m)
    expect(new Set(names).size).toBe(names.length)
    expect(names.length).toBeLessThanOrEqual(45)
    // Every value name the file lists is really exported.
    const values = Object.keys(main)
    expect(values.length).toBeGreaterThan(15)
    for (const v of values) expect(names).toContain(v)
  })
})

describe('withRules', () => {
  it('sets the fields it names, merges groups, replaces lists, and leaves the preset alone', () => {
    const table = pipe(rules.pagat, withRules({ withoutNines: true, piglets: { enabled: true }, solos: ['queens'] }))
    expect(table.withoutNines).toBe(true)
    expect(table.piglets).toEqual({ enabled: true, superpiglets: false })
    expect(table.solos).toEqual(['queens'])
    expect(rules.pagat.withoutNines).toBe(false)
    expect(Object.isFrozen(table) && Object.isFrozen(table.piglets)).toBe(true)
    expect(E.isRight(decodeRules(table))).toBe(true)
  })

  it('gives what the single-option helpers give', () => {
    expect(pipe(rules.tsr, withRules({ withoutNines: true }))).toEqual(withoutNines(rules.tsr))
    expect(pipe(rules.tsr, withRules({ piglets: { enabled: true, superpiglets: true } }))).toEqual(withPiglets({ superpiglets: true })(rules.tsr))
    expect(pipe(rules.tsr, withRules({ extraPoints: { karlchen: false } }))).toEqual(withExtraPoints({ karlchen: false })(rules.tsr))
    expect(pipe(rules.tsr, withRules({ reservations: ['solo', 'armut', 'hochzeit'] }))).toEqual(withArmut()(rules.tsr))
  })

  it('never throws: bad overrides become a rule set that decodeRules and newGame reject', () => {
    const hostile: unknown[] = [
      null,
      42,
      'x',
      [],
      { piglets: 'yes' },
      { nonsense: true },
      { get withoutNines(): boolean { throw new Error('boom') } },
      new Proxy({}, { ownKeys: () => { throw new Error('trap') } })
    ]
    for (const h of hostile) {
      const r = withRules(h as never)(rules.tsr)
      const decoded = decodeRules(r)
      expect(E.isLeft(decoded), typeof h).toBe(true)
      if (E.isLeft(decoded)) expect(decoded.left.code).toBe('input/malformed-rules')
      expect(E.isLeft(newGame({ rules: r, seed: 'x' }))).toBe(true)
    }
    const nonsense = withRules({ piglets: { enabled: false, superpiglets: true } })(rules.tsr)
    expect(E.isLeft(decodeRules(nonsense)) && E.isLeft(newGame({ rules: nonsense, seed: 'x' }))).toBe(true)
  })
})

describe('the deadline functions of doppelkopf/rules take one record', () => {
  it('agree with the engine over every position', () => {
    for (const r of [rules.tsr, rules.pagat, withoutNines(rules.tsr)]) {
      const deadlines = ruleTable(r)
      for (let cardsInHand = 0; cardsInHand <= 12; cardsInHand++)
        for (let ownLevel = 0; ownLevel <= 5; ownLevel++)
          for (const ownLateReply of [false, true])
            for (let opponentLevel = 0; opponentLevel <= 5; opponentLevel++)
              for (const shift of [0, 1, 2]) {
                const p = { cardsInHand, ownLevel, ownLateReply, opponentLevel, deadlines, shift }
                expect(announcementTiming(p)).toBe(ansageTiming(cardsInHand, opponentLevel, deadlines, shift))
                expect(highestAnnouncementLevel(p)).toBe(highestAllowedLevel(cardsInHand, ownLevel, ownLateReply, opponentLevel, deadlines, shift))
                for (let target = 1; target <= 5; target++) {
                  expect(announcementVerdict(target)(p)).toBe(checkAnnouncement(cardsInHand, target, ownLevel, ownLateReply, opponentLevel, deadlines, shift))
                }
              }
    }
  })

  it('the documented examples', () => {
    const deadlines = ruleTable(rules.tsr)
    const p = { cardsInHand: 10, ownLevel: 0, ownLateReply: false, opponentLevel: 1, deadlines, shift: 0 }
    expect(announcementTiming(p)).toBe('reply')
    expect(highestAnnouncementLevel({ ...p, cardsInHand: 12, opponentLevel: 0 })).toBe(5)
    expect(announcementVerdict(2)({ ...p, opponentLevel: 0 })).toBe('announce/too-late')
  })
})
