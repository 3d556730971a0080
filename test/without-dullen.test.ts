/**
 * RULES 11.2 `dullen: false` (without Dullen): the ♥10 is a plain heart (♥: A 10 K 9), so a
 * normal game has 24 trumps (♣Q ... ♦9) and `secondDulleBeats` has no effect; Farbsoli lose the
 * ♥10 from their trumps the same way, and a ♥ solo keeps ♥10 as its suit's ten.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, type RuleSet, card, decodeRules, rules, withRules } from '../src/index.js'
import { beats, cardOrder, isTrump, legalCards, mayDeclareArmut, orderFor, sortCards, trickWinnerIndex } from '../src/rulesEntry.js'
import { dealOf, declare, fastCopy, ok, start } from './support/index.js'
import { playFirstLegal } from './support/announcements.js'

const noDullen: RuleSet = withRules({ dullen: false })(rules.tsr)
const H10 = card('hearts', '10')

describe('RULES 11.2: dullen', () => {
  it('is on in every preset, and a stored rule set without it has Dullen', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.dullen).toBe(true)
    const { dullen: _, ...older } = rules.tsr
    expect(ok(decodeRules(older)).dullen).toBe(true)
  })

  it('a normal game without Dullen: 24 trumps, the ♥10 a plain heart between ♥A and ♥K', () => {
    const order = orderFor(noDullen, 'normal')
    expect(order.trumpCount).toBe(24)
    expect(isTrump(order, H10)).toBe(false)
    expect(isTrump(orderFor(rules.tsr, 'normal'), H10)).toBe(true)
    const hearts = [card('hearts', '9'), card('hearts', 'K'), H10, card('hearts', 'A')]
    expect(sortCards(order, hearts)).toEqual([card('hearts', 'A'), H10, card('hearts', 'K'), card('hearts', '9')])
    // The ♣Q is the highest trump.
    expect(beats(order, card('clubs', 'Q'), card('spades', 'Q'), false)).toBe(true)
  })

  it('a ♥ solo keeps the ♥10 as its suit\'s ten: ♥A ♥10 ♥K ♥9 after the jacks; a ♣ solo has the ♥10 as a plain heart', () => {
    const hearts = cardOrder('hearts', 'none', false)
    expect(isTrump(hearts, H10)).toBe(true)
    expect(beats(hearts, card('hearts', 'A'), H10, false)).toBe(true)
    expect(beats(hearts, H10, card('hearts', 'K'), false)).toBe(true)
    expect(beats(hearts, card('diamonds', 'J'), card('hearts', 'A'), false)).toBe(true)
    expect(isTrump(cardOrder('clubs', 'none', false), H10)).toBe(false)
  })

  it('secondDulleBeats has no effect: of two ♥10 the first wins', () => {
    const order = orderFor(withRules({ secondDulleBeats: 'always' })(noDullen), 'normal')
    const trick = [H10, card('hearts', 'K'), H10 + 1, card('hearts', '9')]
    expect(trickWinnerIndex(order, trick, true)).toBe(0)
  })

  it('the Armut counts the trumps without the ♥10: three trumps and both ♥10 may declare Armut', () => {
    const hand = dealOf(['♥10 ♥10 ♦A ♦K ♦9 ♣A ♣A ♣10 ♠A ♠10 ♠K ♠9', '', '', ''])[0]
    expect(mayDeclareArmut(withRules({ reservations: ['solo', 'armut', 'hochzeit'] })(noDullen), hand)).toBe(true)
    expect(mayDeclareArmut(withRules({ reservations: ['solo', 'armut', 'hochzeit'] })(rules.tsr), hand)).toBe(false)
  })

  it('a game without Dullen plays to the end; the fast path uses the same order', () => {
    let g: Game = declare(start({ rules: noDullen, seed: 'no-dullen' }))
    for (let i = 0; i < 20 && g.phase === 'play'; i++) {
      const fast = fastCopy(g)
      const buffer = new Uint8Array(12)
      const fastCards = Array.from(buffer.subarray(0, fast.legalCards(buffer))).sort((a, b) => a - b)
      expect(fastCards).toEqual([...legalCards(g)].sort((a, b) => a - b))
      g = playFirstLegal(g)
    }
    while (g.phase === 'play') g = playFirstLegal(g)
    expect(g.phase).toBe('finished')
  })

  it('Dulle catches Dulle without Dullen makes no sense', () => {
    const r = decodeRules({ ...noDullen, secondDulleBeats: 'always', extraPoints: { ...noDullen.extraPoints, dulleCatchesDulle: true } })
    expect(E.isLeft(r) && r.left.code).toBe('input/inconsistent-rules')
  })
})
