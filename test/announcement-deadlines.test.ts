/**
 * RULES 11.3 `announcementDeadlines` (custom deadlines) and 11.4 `announcementUntilTrickComplete`
 * ("Ansage bis zur vollen Karte"): scripted games at the boundaries, with the reply rule and the
 * Hochzeit shift on top, and the fast path agreeing with the validating engine.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, type RuleSet, type Seat, applyAction, decodeRules, rules, withRules } from '../src/index.js'
import { ruleTable } from '../src/rules/table.js'
import { requiredCards } from '../src/game/announcements.js'
import { announce, announceCode, held, listedAnnouncements, playFirstLegal, playUntilHeld } from './support/announcements.js'
import { declare, fastCopy, ok, playCards, start } from './support/index.js'
import { HZ } from './support/hochzeit.js'

/** "Re until the first card": 12, 11, 10, 9, 8. */
const early: RuleSet = withRules({ announcementDeadlines: [12, 11, 10, 9, 8] })(rules.tsr)
const untilComplete: RuleSet = withRules({ announcementUntilTrickComplete: true })(rules.tsr)

/** The Hochzeiter of the deal HZ (test/support/hochzeit.ts): both ♣Q and both ♥10, speaks first and leads. */
const HOCHZEITER: Seat = 1

/** A normal game (every seat healthy) dealt so that the ♣Q sit on two seats. */
const normalGame = (r: RuleSet): Game => {
  for (let i = 0; i < 200; i++) {
    const g = declare(start({ rules: r, seed: `deadlines-${i}` }))
    if (g.contract.kind === 'normal') return g
  }
  throw new Error('no normal game')
}

const reSeat = (g: Game): Seat => ([0, 1, 2, 3] as const).find((s) => g.phase === 'play' && g.parties[s] === 're') as Seat
const kontraSeat = (g: Game): Seat => ([0, 1, 2, 3] as const).find((s) => g.phase === 'play' && g.parties[s] === 'kontra') as Seat

describe('RULES 11.3: announcementDeadlines', () => {
  it('is null (11, 10, 9, 8, 7) in every preset, and a stored rule set without it means null', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.announcementDeadlines).toBeNull()
    const { announcementDeadlines: _, ...older } = rules.tsr
    expect(E.isRight(decodeRules(older)) && ok(decodeRules(older)).announcementDeadlines).toBeNull()
    expect(ruleTable(rules.tsr).deadlineCards).toEqual([11, 10, 9, 8, 7])
    expect(ruleTable(early).deadlineCards).toEqual([12, 11, 10, 9, 8])
  })

  it('without nines every given number is two lower', () => {
    const r = withRules({ withoutNines: true, announcementDeadlines: [12, 11, 10, 9, 8] })(rules.tsr)
    expect(ruleTable(r).deadlineCards).toEqual([10, 9, 8, 7, 6])
  })

  it('counts that increase, or lie outside 1..12 (3..12 without nines), are inconsistent rules', () => {
    for (const bad of [
      [11, 12, 9, 8, 7],
      [13, 10, 9, 8, 7],
      [11, 10, 9, 8, 0]
    ]) {
      const r = decodeRules({ ...rules.tsr, announcementDeadlines: bad })
      expect(E.isLeft(r) && r.left.code, JSON.stringify(bad)).toBe('input/inconsistent-rules')
    }
    const nines = decodeRules({ ...rules.tsr, withoutNines: true, announcementDeadlines: [12, 11, 10, 9, 2] })
    expect(E.isLeft(nines) && nines.left.code).toBe('input/inconsistent-rules')
    const half = decodeRules({ ...rules.tsr, announcementDeadlines: [11, 10, 9.5, 8, 7] })
    expect(E.isLeft(half) && half.left.code).toBe('input/malformed-rules')
    const wrongShape = decodeRules({ ...rules.tsr, announcementDeadlines: [11, 10, 9] })
    expect(E.isLeft(wrongShape) && wrongShape.left.code).toBe('input/malformed-rules')
  })

  it('"Re until the first card": Re with 12 cards, too late with 11; keine 90 with 11, too late with 10', () => {
    const g = normalGame(early)
    const re = reSeat(g)
    expect(announceCode(g, re, 're')).toBe('ok')
    const after = playUntilHeld(g, re, 11)
    expect(announceCode(after, re, 're')).toBe('announce/too-late')
    expect(announceCode(after, re, 'no90')).toBe('announce/too-late') // keine 90 would imply Re, which is too late
    const withRe = announce(g, re, 're')
    expect(announceCode(playUntilHeld(withRe, re, 11), re, 'no90')).toBe('ok')
    expect(announceCode(playUntilHeld(withRe, re, 10), re, 'no90')).toBe('announce/too-late')
  })

  it('the reply rule applies on top: Kontra answers Re one card after the deadline (11 cards), not two', () => {
    const withRe = announce(normalGame(early), reSeat(normalGame(early)), 're')
    const kontra = kontraSeat(withRe)
    const at11 = playUntilHeld(withRe, kontra, 11)
    expect(announceCode(at11, kontra, 'kontra')).toBe('ok')
    expect(listedAnnouncements(at11)).toContain(`${kontra}:kontra`)
    expect(announceCode(playUntilHeld(withRe, kontra, 10), kontra, 'kontra')).toBe('announce/too-late')
  })

  it('the Hochzeit shift applies on top: clarified in trick 2 (tsr shift 1), Re needs 11 and keine 90 10', () => {
    // Trick 1 won by the Hochzeiter, trick 2 by seat 2: the Klärungsstich is trick 2.
    let g: Game = declare(start({ rules: early, hands: HZ }), { [HOCHZEITER]: { kind: 'hochzeit' } })
    g = playCards(g, '♥10 ♦10 ♦9 ♦9')
    g = playCards(g, '♠A ♦Q ♠9 ♠9')
    expect(g.phase).toBe('play')
    if (g.phase !== 'play') return
    expect(g.deadlineShift).toBe(1)
    expect(requiredCards(1, ruleTable(early), 1)).toBe(11)
    expect(held(g, HOCHZEITER)).toBe(10)
    expect(announceCode(g, HOCHZEITER, 're')).toBe('announce/too-late') // 10 < 11
    expect(announceCode(g, 3, 'kontra')).toBe('announce/too-late') // seat 3 (Kontra) holds 10 as well
    // Under the default deadlines the same position still allows Re (10 >= 11 - 1).
    let d: Game = declare(start({ rules: rules.tsr, hands: HZ }), { [HOCHZEITER]: { kind: 'hochzeit' } })
    d = playCards(playCards(d, '♥10 ♦10 ♦9 ♦9'), '♠A ♦Q ♠9 ♠9')
    expect(announceCode(d, HOCHZEITER, 're')).toBe('ok')
  })

  it('the fast path follows the custom deadlines', () => {
    const g = normalGame(early)
    const re = reSeat(g)
    const after = playUntilHeld(g, re, 11)
    if (after.phase !== 'play') throw new Error('not in play')
    expect(fastCopy(after).canAnnounce(re, 1)).toBe(false)
    expect(fastCopy(normalGame(early)).canAnnounce(re, 1)).toBe(true)
  })
})

describe('RULES 11.4: announcementUntilTrickComplete', () => {
  it('is off in every preset, and a stored rule set without it means off', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.announcementUntilTrickComplete).toBe(false)
    const { announcementUntilTrickComplete: _, ...older } = rules.tsr
    expect(ok(decodeRules(older)).announcementUntilTrickComplete).toBe(false)
  })

  /** A game where the Re seat has just put a card into a trick that is not complete, holding `size` cards. */
  const cardOnTable = (r: RuleSet, size: number): { readonly g: Game; readonly re: Seat } => {
    for (let i = 0; i < 200; i++) {
      const start0 = declare(start({ rules: r, seed: `on-table-${i}` }))
      if (start0.contract.kind !== 'normal') continue
      const re = reSeat(start0)
      const g = playUntilHeld(start0, re, size)
      if (g.phase === 'play' && g.trick.length > 0) return { g, re }
    }
    throw new Error('no such position')
  }

  it('announce with the card on the table, refused once the trick is complete', () => {
    for (const [r, onTable] of [
      [untilComplete, 'ok'],
      [rules.tsr, 'announce/too-late']
    ] as const) {
      // Re has put its second card into the trick: 10 in hand, the 11th on the table.
      const { g: open, re } = cardOnTable(r, 10)
      expect(announceCode(open, re, 're'), r.name).toBe(onTable)
      expect(listedAnnouncements(open).includes(`${re}:re`)).toBe(onTable === 'ok')
      expect(fastCopy(open).canAnnounce(re, 1)).toBe(onTable === 'ok')
      // The rest of the trick: once its fourth card is played, the card stops counting.
      let g = open
      while (g.phase === 'play' && g.trick.length > 0) g = playFirstLegal(g)
      expect(announceCode(g, re, 're')).toBe('announce/too-late')
      if (g.phase === 'play') expect(fastCopy(g).canAnnounce(re, 1)).toBe(false)
    }
  })

  it('the counted card is in the error details: keine 90 at 9 cards plus one on the table needs Re (11)', () => {
    const { g, re } = cardOnTable(untilComplete, 9)
    const r = applyAction(g, { type: 'announce', seat: re, announcement: 'no90' })
    expect(E.isLeft(r) && r.left.code === 'announce/too-late' && r.left.details).toEqual({ seat: re, announcement: 'no90', cardsInHand: 10, cardsNeeded: 10 })
  })
})
