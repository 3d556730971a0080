/**
 * RULES 11.7 `pigletsInSolo`: in a Farbsolo (♣ ♠ ♥ ♦) the holder of both aces of the trump suit
 * makes them the two highest trumps, above the Dullen (in a ♦ solo these are the ♦A). Never in a
 * queen, jack, king or combined solo, or the fleischlos; no superpiglets in a solo.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type RuleSet, card, decodeRules, rules, withRules } from '../src/index.js'
import { beats, cardOrder, pigletFace, pigletsInPlay } from '../src/rulesEntry.js'
import { dealOf, declare, ok, playCards, spectatorOf, start, viewOf } from './support/index.js'

const inSolo: RuleSet = withRules({ piglets: { enabled: true, superpiglets: true }, pigletsInSolo: true })(rules.tsr)

describe('RULES 11.7: pigletsInSolo', () => {
  it('is off in every preset; a stored rule set without it means off; it needs piglets', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.pigletsInSolo).toBe(false)
    const { pigletsInSolo: _, ...older } = rules.house
    expect(ok(decodeRules(older)).pigletsInSolo).toBe(false)
    const r = decodeRules({ ...rules.tsr, pigletsInSolo: true })
    expect(E.isLeft(r) && r.left.code).toBe('input/inconsistent-rules')
  })

  it('the piglet cards: the trump suit\'s ace in a Farbsolo, the ♦A in a normal game, none in other solos', () => {
    expect(pigletFace('clubs')).toBe(card('clubs', 'A') >> 1)
    expect(pigletFace('diamonds')).toBe(card('diamonds', 'A') >> 1)
    expect(pigletFace('normal')).toBe(card('diamonds', 'A') >> 1)
    for (const t of ['queens', 'jacks', 'kings', 'fleischlos', 'koehler'] as const) expect(pigletFace(t)).toBeNull()
  })

  it('both ♣A in one hand in a ♣ solo: the two highest trumps, above the Dullen; without the option, below them', () => {
    const hands = dealOf(['♣A ♣A', '♥10', '', ''])
    expect(pigletsInPlay(inSolo, 'clubs', hands)).toBe('piglets')
    expect(pigletsInPlay(withRules({ piglets: { enabled: true, superpiglets: false } })(rules.tsr), 'clubs', hands)).toBe('none')
    const order = cardOrder('clubs', 'piglets')
    expect(beats(order, card('clubs', 'A'), card('hearts', '10'), false)).toBe(true)
    expect(beats(cardOrder('clubs'), card('clubs', 'A'), card('hearts', '10'), false)).toBe(false)
    // Never in a queens solo, and no superpiglets in a solo.
    expect(pigletsInPlay(inSolo, 'queens', dealOf(['♦A ♦A', '', '', '']))).toBe('none')
    expect(pigletsInPlay(inSolo, 'diamonds', dealOf(['♦A ♦A ♦9 ♦9', '', '', '']))).toBe('piglets')
  })

  it('a declared ♣ solo with both ♣A: the game plays the piglet order; the others learn it when the first ♣A falls', () => {
    const hands = dealOf(['', '♣A ♣A ♣Q ♣Q', '', ''])
    const g = declare(start({ rules: inSolo, hands, dealer: 0 }), { 1: { kind: 'solo', solo: 'clubs' } })
    if (g.phase !== 'play') throw new Error(`phase ${g.phase}`)
    expect([g.gameType, g.piglets]).toEqual(['clubs', 'piglets'])
    expect(viewOf(g, 1).piglets).toBe('piglets')
    expect(viewOf(g, 2).piglets).toBeNull()
    expect(g.turn).toBe(1) // a Lustsolo under tsr: the dealer's left leads, here the soloist
    const led = playCards(g, '♣A')
    expect(spectatorOf(led).piglets).toBe('piglets')
    expect(spectatorOf(led).pigletHolders.piglets).toBe(1)
  })
})
