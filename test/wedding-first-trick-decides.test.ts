/**
 * RULES 11.9 `weddingFirstTrickDecides`: the first trick that may clarify the Hochzeit decides
 * alone. Won by another player, that player is the partner (as always); won by the Hochzeiter,
 * the Hochzeiter plays alone from then on (scored as a solo, as when no partner is found).
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, type RuleSet, type Seat, decodeRules, rules, withRules } from '../src/index.js'
import { clarifyHochzeit } from '../src/rulesEntry.js'
import { playOut } from './support/announcements.js'
import { cardIn, declare, fastCopy, ok, playCards, start } from './support/index.js'
import { HZ } from './support/hochzeit.js'

/** The Hochzeiter of the deal HZ (test/support/hochzeit.ts): both ♣Q and both ♥10, speaks first and leads. */
const HOCHZEITER: Seat = 1
const decides: RuleSet = withRules({ weddingFirstTrickDecides: true })(rules.tsr)
const hochzeit = (r: RuleSet): Game => declare(start({ rules: r, hands: HZ }), { [HOCHZEITER]: { kind: 'hochzeit' } })

describe('RULES 11.9: weddingFirstTrickDecides', () => {
  it('is off in every preset, and a stored rule set without it means off', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.weddingFirstTrickDecides).toBe(false)
    const { weddingFirstTrickDecides: _, ...older } = rules.tsr
    expect(ok(decodeRules(older)).weddingFirstTrickDecides).toBe(false)
  })

  it('the Hochzeiter wins the first trick: alone from then on, Klärungsstich 1; without the option the search goes on', () => {
    const g = playCards(hochzeit(decides), '♥10 ♦10 ♦9 ♦9') // seat 1 wins with ♥10
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.contract).toMatchObject({ kind: 'hochzeit', hochzeiter: HOCHZEITER, partner: null, klaerungsstich: 1 })
    expect(g.parties).toEqual(['kontra', 're', 'kontra', 'kontra'])
    expect(g.deadlineShift).toBe(0)
    const usual = playCards(hochzeit(rules.tsr), '♥10 ♦10 ♦9 ♦9')
    expect(usual.phase).toBe('clarification')
  })

  it('another player wins the first trick: the partner, as always', () => {
    const g = playCards(hochzeit(decides), '♣A ♣9 ♦J ♣9') // seat 3 trumps the ♣A
    expect(g.phase === 'play' && g.contract).toMatchObject({ kind: 'hochzeit', partner: 3, klaerungsstich: 1 })
  })

  it('played alone, the game is scored as a solo; the fast path agrees', () => {
    const g = playCards(hochzeit(decides), '♥10 ♦10 ♦9 ♦9')
    if (g.phase !== 'play') throw new Error('not in play')
    // The fast path, from the position before the trick's last card (seat 0's ♦9).
    const before = playCards(hochzeit(decides), '♥10 ♦10 ♦9')
    const fast = fastCopy(before)
    fast.play(cardIn(before, 0, '♦9'))
    expect(Array.from(fast.party)).toEqual([2, 1, 2, 2]) // Kontra, Re (alone), Kontra, Kontra
    const end = playOut(g)
    expect(end.phase === 'finished' && end.settlement.soloScoring).toBe(true)
  })

  it('clarifyHochzeit: the first qualifying trick decides; a trick that may not clarify does not', () => {
    expect(clarifyHochzeit(0, 1, 0, true, true)).toBe('alone')
    expect(clarifyHochzeit(0, 1, 0, false, true)).toBe('pending')
    expect(clarifyHochzeit(0, 1, 2, true, true)).toBe('partner')
    expect(clarifyHochzeit(0, 1, 0, true)).toBe('pending')
  })

  it('decodes only as a flag', () => {
    const r = decodeRules({ ...rules.tsr, weddingFirstTrickDecides: 'yes' })
    expect(E.isLeft(r) && r.left.code).toBe('input/malformed-rules')
  })
})
