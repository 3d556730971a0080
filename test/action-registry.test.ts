/**
 * The action registry (`src/game/registry.ts`): every kind of action declared once. These tests
 * hold the parts derived from it to the declaration: reading an action from outside accepts
 * exactly what the wire codec accepts (and gives the same value), every refusal of a kind's
 * reducer carries a code the kind declares, every label key names a label in both locales, and
 * the codec, the reader and the locales know every kind.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, ErrorCode, applyAction } from '../src/index.js'
import { createRng } from '../src/rulesEntry.js'
import { ActionCodec, decodeAction } from '../src/codecs/index.js'
import { de, en } from '../src/i18n/index.js'
import { ACTIONS, type ActionType, parseAction, parseProblem } from '../src/game/registry.js'
import { randomAction, randomRuleGame, ruleSetArb } from './support/random-rules.js'

const TYPES = Object.keys(ACTIONS) as ActionType[]

/** Values near and far from every kind of field: valid ones, and the mistakes a client makes. */
const fieldValue = fc.oneof(
  fc.integer({ min: -2, max: 50 }),
  fc.constantFrom(null, true, false, undefined, 1.5, '3', [], {}),
  fc.constantFrom('re', 'kontra', 'no90', 'no60', 'no30', 'schwarz', 'none', 'any', 'trump', 'plain', 'clubs', 'spades', 'hearts', 'diamonds'),
  fc.constantFrom(
    { kind: 'healthy' },
    { kind: 'hochzeit' },
    { kind: 'armut' },
    { kind: 'schmeissen' },
    { kind: 'solo', solo: 'queens' },
    { kind: 'solo', solo: 'nonsense' },
    { kind: 'solo' },
    { kind: 'unknown' }
  ),
  fc.array(fc.integer({ min: -1, max: 48 }), { maxLength: 13 })
)

/** An object shaped like an action: a type (of the registry, or not), a seat, and any of the field names any kind declares. */
const actionLike = fc.record({
  type: fc.oneof(fc.constantFrom(...TYPES), fc.constantFrom('pass', 'toString', '__proto__', 5)),
  seat: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom(-1, 4, 1.5, '1', null)),
  declaration: fieldValue,
  card: fieldValue,
  announcement: fieldValue,
  trick: fieldValue,
  partner: fieldValue,
  cards: fieldValue,
  accept: fieldValue
}, { requiredKeys: ['type', 'seat'] })

/** The value with only the keys the codec of its kind names (the reader ignores the others). */
const ownFields = (u: Record<string, unknown>): Record<string, unknown> => {
  const kind = TYPES.includes(u['type'] as ActionType) ? ACTIONS[u['type'] as ActionType] : undefined
  const names = ['type', 'seat', ...(kind === undefined ? [] : Object.keys(kind.fields))]
  return Object.fromEntries(Object.entries(u).filter(([k]) => names.includes(k)))
}

describe('reading an action from outside', () => {
  it('accepts exactly what the wire codec accepts, with the same value', () => {
    fc.assert(
      fc.property(actionLike, (u) => {
        const read = parseAction(u)
        const decoded = decodeAction(ownFields(u))
        expect(read === null, JSON.stringify(u)).toBe(E.isLeft(decoded))
        if (read !== null && E.isRight(decoded)) expect(read).toStrictEqual(decoded.right)
        if (read === null) expect(parseProblem().code).toBe(ErrorCode.MalformedAction)
      }),
      { numRuns: 3000, seed: 77 }
    )
  })

  it('reads every declared field once and gives the library\'s own frozen value', () => {
    for (const type of TYPES) {
      const kind = ACTIONS[type]
      const reads: Record<string, number> = {}
      const sample: Record<string, unknown> = {
        type,
        seat: 1,
        declaration: { kind: 'healthy' },
        card: 5,
        announcement: 're',
        trick: 'any',
        partner: 2,
        cards: [3, 4, 5],
        accept: true
      }
      const counting = new Proxy(sample, {
        get: (t, k) => {
          reads[String(k)] = (reads[String(k)] ?? 0) + 1
          return t[k as string]
        }
      })
      const a = parseAction(counting)
      expect(a, type).not.toBeNull()
      expect(Object.isFrozen(a)).toBe(true)
      for (const name of ['type', 'seat', ...Object.keys(kind.fields)]) expect(reads[name], `${type}.${name}`).toBe(1)
    }
  })

  it('the codec has a member for every kind, and refuses an unknown type at `type`', () => {
    const samples: Record<ActionType, Action> = {
      declare: { type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'jacks' } },
      play: { type: 'play', seat: 1, card: 47 },
      announce: { type: 'announce', seat: 2, announcement: 'no60' },
      chooseClarification: { type: 'chooseClarification', seat: 3, trick: 'clubs' },
      genscher: { type: 'genscher', seat: 0, partner: null },
      armutPass: { type: 'armutPass', seat: 1, cards: [0, 1, 2] },
      armutAnswer: { type: 'armutAnswer', seat: 2, accept: false },
      armutReturn: { type: 'armutReturn', seat: 3, cards: [] }
    }
    for (const type of TYPES) {
      expect(ActionCodec.is(samples[type]), type).toBe(true)
      expect(parseAction(samples[type])).toStrictEqual(samples[type])
    }
    const unknown = decodeAction({ type: 'pass', seat: 0 })
    expect(E.isLeft(unknown) && unknown.left.details.problems[0]).toMatch(/^type: expected "declare" \| "play"/)
  })
})

describe('the reducers', () => {
  it('refuse an action only with a code its kind declares (or of another phase, or after the end)', () => {
    const other: readonly string[] = [ErrorCode.WrongPhase, ErrorCode.GameFinished, ErrorCode.NotYourTurn]
    const seen = new Set<string>()
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        const game = randomRuleGame(drawn.rules, `registry-${n}`)
        const rng = createRng(`registry-actions-${n}`)
        for (const g of game.states) {
          for (let k = 0; k < 6; k++) {
            const a = randomAction(rng, g)
            const r = applyAction(g, a)
            if (E.isRight(r)) continue
            const declared: readonly string[] = ACTIONS[a.type].errors
            expect([...declared, ...other], `${a.type}: ${r.left.code} (${r.left.message})`).toContain(r.left.code)
            seen.add(`${a.type} ${r.left.code}`)
          }
        }
      }),
      { numRuns: 80, seed: 78 }
    )
    // Every kind was refused for its own reasons, not only for the moment.
    for (const type of TYPES) expect([...seen].some((s) => s.startsWith(`${type} `) && !s.endsWith('wrong-phase') && !s.endsWith('game-finished')), type).toBe(true)
  }, 60_000)
})

describe('labels', () => {
  it('every label key of every kind names a label in German and in English', () => {
    for (const type of TYPES) {
      for (const key of ACTIONS[type].labels) {
        for (const [name, locale] of [['de', de], ['en', en]] as const) {
          const label = key.split('.').reduce<unknown>((at, part) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined), locale)
          expect(typeof label === 'string' || typeof label === 'function' || (typeof label === 'object' && label !== null), `${name}: ${key}`).toBe(true)
        }
      }
      expect(ACTIONS[type].labels).toContain(`actions.${type}`)
      expect(de.actions[type]).not.toBe(en.actions[type])
    }
  })
})
