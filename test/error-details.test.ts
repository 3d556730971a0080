/**
 * Every engine error carries `details`: the values a UI needs to phrase it in its own words
 * (seat, card, what was required), typed per code.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Game, type GameError, applyAction, legalActions, rules } from '../src/index.js'
import { cardOrder, createRng, isTrump } from '../src/rulesEntry.js'
import { declare, start } from './support/index.js'
import { randomAction, randomRuleGame, ruleSetArb } from './support/random-rules.js'

const left = (r: E.Either<GameError, Game>): GameError => {
  if (E.isRight(r)) throw new Error('expected a rejection')
  return r.left
}

describe('error details', () => {
  it('turn, card in hand and follow suit name the seat, the card and what is required', () => {
    const g = declare(start({ seed: 'details', dealer: 0 }))
    expect(left(applyAction(g, { type: 'play', seat: ((g.turn + 1) % 4) as 0, card: 0 })).details).toEqual({ seat: (g.turn + 1) % 4, turn: g.turn })
    const notHeld = [...Array(48).keys()].find((c) => !g.hands[g.turn].includes(c)) as number
    expect(left(applyAction(g, { type: 'play', seat: g.turn, card: notHeld })).details).toEqual({ seat: g.turn, card: notHeld })
  })

  it('a revoke says which card was led and that trump (or the led suit) is required', () => {
    for (let i = 0; i < 200; i++) {
      let g: Game = declare(start({ seed: `revoke-${i}`, dealer: 0 }))
      if (g.phase !== 'play') continue
      const lead = legalActions(g).find((a) => a.type === 'play')
      if (lead === undefined || lead.type !== 'play') continue
      g = E.getOrElseW(() => g)(applyAction(g, lead))
      if (g.phase !== 'play') continue
      const legal = new Set(legalActions(g).flatMap((a) => (a.type === 'play' ? [a.card] : [])))
      const illegal = g.hands[g.turn].find((c) => !legal.has(c))
      if (illegal === undefined) continue
      const e = left(applyAction(g, { type: 'play', seat: g.turn, card: illegal }))
      expect(e.code).toBe('play/must-follow-suit')
      if (e.code !== 'play/must-follow-suit') return
      expect(e.details.led).toBe(lead.card)
      expect(e.details.card).toBe(illegal)
      expect(['trump', 'clubs', 'spades', 'hearts', 'diamonds']).toContain(e.details.required)
      expect(e.details.required === 'trump').toBe(isTrump(cardOrder(g.gameType, g.piglets), lead.card))
      return
    }
    throw new Error('no revoke found')
  })

  it('over random games under random rule sets, every rejection has details whose seat is the acting seat', () => {
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), (drawn, n) => {
        const played = randomRuleGame(drawn.rules, `details-${n}`)
        const rng = createRng(`details-actions-${n}`)
        played.states.forEach((g) => {
          const a = randomAction(rng, g)
          const r = applyAction(g, a)
          if (E.isRight(r)) return
          expect(typeof r.left.details).toBe('object')
          const seat = (r.left.details as { seat?: unknown }).seat
          if (seat !== undefined) expect(seat).toBe(a.seat)
        })
      }),
      { numRuns: 40 }
    )
  }, 60_000)

  it('rule-set errors list their problems', () => {
    const r = applyAction(start({ rules: rules.tsr, seed: 'x' }), { type: 'play', seat: 9 } as never)
    expect(E.isLeft(r) && r.left.code === 'input/malformed-action' && r.left.details.problems).toEqual(['seat must be 0, 1, 2 or 3'])
  })
})

describe('the error code table', () => {
  it('docs/errors.md lists every code with its category, generated from src/errors.ts', async () => {
    const { ERROR_CATEGORIES, ErrorCode } = await import('../src/errors.js')
    const { TABLE_END, TABLE_START, errorTable, HTTP_STATUS } = await import('./support/error-table.js')
    const { readFileSync } = await import('node:fs')
    const doc = readFileSync(new URL('../docs/errors.md', import.meta.url), 'utf8')
    const table = doc.slice(doc.indexOf(TABLE_START) + TABLE_START.length, doc.indexOf(TABLE_END)).trim()
    expect(table, 'run npx tsx test/support/gen-error-table.ts').toBe(errorTable())
    for (const code of Object.values(ErrorCode)) {
      const category = ERROR_CATEGORIES[code]
      expect(table, code).toContain(`| \`${code}\` | ${category} (${HTTP_STATUS[category]}) |`)
    }
    expect(Object.keys(ERROR_CATEGORIES).sort()).toEqual([...Object.values(ErrorCode)].sort())
    expect(new Set(Object.values(ErrorCode)).size).toBe(Object.values(ErrorCode).length)
  })
})
