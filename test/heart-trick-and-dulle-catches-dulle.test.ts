/**
 * RULES 11.13: the extra points `heartTrick` (a trick of four plain hearts scores 1 for its
 * winner) and `dulleCatchesDulle` (a second ♥10 that beats the first scores 1 when the first was
 * the other party's; needs `secondDulleBeats`). Both off in every preset; both count only where
 * the other extra points count (never in a solo).
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Card, type RuleSet, decodeRules, rules, settle, withRules } from '../src/index.js'
import { cardOrder } from '../src/rulesEntry.js'
import { tallyTricks } from '../src/scoring/summary.js'
import type { BySeat, Party } from '../src/seat.js'
import { NORMAL, extra, line, settled, showLines, soloOf, summaryOf } from './support/settlement.js'
import { face } from './support/index.js'

/** One trick led by `leader` (cards in play order; a face named twice is its two copies), as FlatTricks. */
const oneTrick = (notation: string, leader: number, winner: number, order = cardOrder('normal')) => {
  const seen = new Set<number>()
  const cards = notation.split(' ').map((n) => {
    const c = (face(n) * 2) as Card
    const card = seen.has(c) ? c + 1 : c
    seen.add(c)
    return card
  })
  return { cards, leaders: [leader], winners: [winner], count: 1, suitClass: order.suitClass, optional: { heartTrick: true, dulleCatchesDulle: true } }
}

const none = { re: 'none', kontra: 'none' } as const
const kinds = (parties: BySeat<Party>, t: ReturnType<typeof oneTrick>) => tallyTricks(t, parties, none).extraPoints.map((x) => `${x.party}:${x.kind}`)

const heartTricks: RuleSet = withRules({ extraPoints: { heartTrick: true } })(rules.tsr)
const dulles: RuleSet = withRules({ secondDulleBeats: 'always', extraPoints: { dulleCatchesDulle: true } })(rules.tsr)

describe('RULES 11.13: heartTrick', () => {
  it('four plain hearts: the winner\'s party scores it; a ♥10 (a trump with Dullen) makes it no heart trick', () => {
    // Seat 0 leads ♥A; seats 1, 2, 3 follow with ♥K, ♥9, ♥A: seat 0 wins (the first ♥A).
    expect(kinds(NORMAL, oneTrick('♥A ♥K ♥9 ♥A', 0, 0))).toContain('re:heartTrick')
    expect(kinds(NORMAL, oneTrick('♥A ♥K ♥9 ♥A', 2, 2))).toContain('kontra:heartTrick')
    expect(kinds(NORMAL, oneTrick('♥A ♥K ♥9 ♥10', 0, 3))).not.toContain('kontra:heartTrick')
  })

  it('where the ♥10 is plain (a queens solo), it belongs to a heart trick; but no extra point counts in a solo', () => {
    const order = cardOrder('queens')
    expect(kinds(NORMAL, oneTrick('♥A ♥10 ♥K ♥9', 0, 0, order))).toContain('re:heartTrick')
    expect(kinds(soloOf(0), oneTrick('♥A ♥10 ♥K ♥9', 0, 0, order))).toEqual([])
  })

  it('counts in the settlement only with the option', () => {
    const summary = summaryOf({ re: 121, extras: [extra('kontra', 'heartTrick')] })
    expect(showLines(settled(summary, rules.tsr))).not.toContain('heartTrick kontra 1')
    expect(settled(summary, heartTricks).lines).toContainEqual(line('heartTrick', 'kontra', 1))
    const solo = summaryOf({ re: 121, parties: soloOf(1), reTricks: 6, extras: [extra('kontra', 'heartTrick')] })
    // A solo's summary cannot hold it at all (no game produces one).
    const r = settle(solo, heartTricks)
    expect(E.isLeft(r) && r.left.code).toBe('summary/invalid')
  })
})

describe('RULES 11.13: dulleCatchesDulle', () => {
  it('a second ♥10 that beats the first of the other party scores it; of its own party, or the first winning, not', () => {
    // Seat 0 (Re) leads ♥10, seat 2 (Kontra) plays the second ♥10 and wins the trick.
    expect(kinds(NORMAL, oneTrick('♥10 ♦9 ♥10 ♦9', 0, 2))).toContain('kontra:dulleCatchesDulle')
    // Seat 1 is Re like seat 0: no catch.
    expect(kinds(NORMAL, oneTrick('♥10 ♥10 ♦9 ♦9', 0, 1))).not.toContain('re:dulleCatchesDulle')
    // The first ♥10 wins (second Dulle does not beat): nothing.
    expect(kinds(NORMAL, oneTrick('♥10 ♦9 ♥10 ♦9', 0, 0))).toEqual([])
  })

  it('needs secondDulleBeats: without it the rule set is inconsistent', () => {
    const r = decodeRules({ ...rules.tsr, extraPoints: { ...rules.tsr.extraPoints, dulleCatchesDulle: true } })
    expect(E.isLeft(r) && r.left.code).toBe('input/inconsistent-rules')
    expect(E.isRight(decodeRules(dulles))).toBe(true)
  })

  it('counts in the settlement only with the option', () => {
    const summary = summaryOf({ re: 150, extras: [extra('re', 'dulleCatchesDulle')] })
    expect(showLines(settled(summary, rules.house)).some((l) => l.startsWith('dulleCatchesDulle'))).toBe(false)
    expect(settled(summary, dulles).lines).toContainEqual(line('dulleCatchesDulle', 're', 1))
  })
})

describe('RULES 11.13: the options themselves', () => {
  it('their events are looked for only under a rule set that has them (other summaries stay as they were)', () => {
    const t = { ...oneTrick('♥A ♥K ♥9 ♥A', 0, 0), optional: { heartTrick: false, dulleCatchesDulle: false } }
    expect(kinds(NORMAL, t)).toEqual([])
  })

  it('are off in every preset, and stored rule sets without them decode with them off', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) {
      expect(r.extraPoints.heartTrick).toBe(false)
      expect(r.extraPoints.dulleCatchesDulle).toBe(false)
    }
    const { heartTrick: _h, dulleCatchesDulle: _d, ...olderPoints } = rules.house.extraPoints
    const older = decodeRules({ ...rules.house, extraPoints: olderPoints })
    expect(E.isRight(older) && older.right.extraPoints).toEqual(rules.house.extraPoints)
  })
})
