/**
 * RULES.md section 3, Schmeißen (house option `withSchmeissen(reasons)`): with a configured hand
 * (at least 5 kings; at least 5 nines; 4 nines and 4 kings; at least 7 aces and tens; at most one
 * trump) the player may throw in and the same dealer deals again. Priority (house sheet):
 * Pflichtsolo > Lustsolo > Schmeißen > Armut > Hochzeit, then the seating order.
 */
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Action, type Declaration, type Game, type RuleSet, type Seat, currentPlayer, decodeRules, isFinished, legalActions, result, rules, withRules } from '../src/index.js'
import { type SchmeissenReason, SCHMEISSEN_REASONS, showsReason, withSchmeissen } from '../src/rulesEntry.js'
import { dealOf, start } from './support/index.js'
import { actionKey, codeOf, expectRejected, fullDeal, reserve } from './support/armut.js'

const SCHMEISSEN: Declaration = { kind: 'schmeissen' }
const throwIn = (seat: Seat): Action => ({ type: 'declare', seat, declaration: SCHMEISSEN })

/**
 * Hands for seat 1 (dealer 0: seat 1 speaks first), each with the reasons it shows, counted by
 * hand. Trumps are those of a normal game (♥10, queens, jacks, ♦A ♦10 ♦K ♦9); "full" cards are
 * aces and tens of any suit (♥10 and ♦A/♦10 included); kings and nines of any suit (♦K, ♦9 too).
 */
const HANDS: readonly { name: string; hand: string; shows: readonly SchmeissenReason[] }[] = [
  // 5 kings (♦K among them), 0 nines, 0 full, 8 trumps
  { name: 'five kings', hand: '♣K ♣K ♠K ♠K ♦K ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J', shows: ['fiveKings'] },
  // 4 kings, 0 nines, 0 full, 8 trumps
  { name: 'four kings', hand: '♣K ♣K ♠K ♠K ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J', shows: [] },
  // 5 nines (♦9 among them), 0 kings, 0 full, 8 trumps
  { name: 'five nines', hand: '♣9 ♣9 ♠9 ♠9 ♦9 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J', shows: ['fiveNines'] },
  // 4 nines, 0 kings, 8 trumps
  { name: 'four nines', hand: '♣9 ♣9 ♠9 ♠9 ♣Q ♠Q ♥Q ♦Q ♣J ♠J ♥J ♦J', shows: [] },
  // 4 nines and 4 kings, 4 trumps, 0 full
  { name: 'four nines, four kings', hand: '♣9 ♣9 ♠9 ♠9 ♣K ♣K ♠K ♠K ♣Q ♠Q ♥Q ♦Q', shows: ['fourNinesFourKings'] },
  // 4 nines, 3 kings
  { name: 'four nines, three kings', hand: '♣9 ♣9 ♠9 ♠9 ♣K ♣K ♠K ♣Q ♠Q ♥Q ♦Q ♣J', shows: [] },
  // 3 nines, 4 kings
  { name: 'three nines, four kings', hand: '♣9 ♣9 ♠9 ♣K ♣K ♠K ♠K ♣Q ♠Q ♥Q ♦Q ♣J', shows: [] },
  // 5 aces + ♣10 + ♥10 = 7 full; 6 trumps (♥10, four queens, ♣J)
  { name: 'seven full', hand: '♣A ♣A ♠A ♠A ♥A ♣10 ♥10 ♣Q ♠Q ♥Q ♦Q ♣J', shows: ['sevenFull', 'richHand'] },
  // 5 aces + ♣10 = 6 full
  { name: 'six full', hand: '♣A ♣A ♠A ♠A ♥A ♣10 ♣Q ♠Q ♥Q ♦Q ♣J ♠J', shows: ['richHand'] },
  // one trump (♦J); 3 kings, 3 nines, 5 full
  { name: 'one trump', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♥9 ♦J', shows: ['atMostOneTrump'] },
  // no trump; 3 kings, 4 nines, 5 full
  { name: 'no trump', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♥9 ♥9', shows: ['atMostOneTrump'] },
  // two trumps (♦J ♦J); 3 kings, 2 nines, 5 full
  { name: 'two trumps', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♦J ♦J', shows: [] },
  // the single trump a ♦A: 6 full (♣A ♠A ♥A ♦A ♣10 ♠10), 3 kings, 3 nines
  { name: 'one trump, a ♦A', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♥9 ♦A', shows: ['atMostOneTrump', 'foxHighestTrump', 'richHand'] },
  // RULES 11.10: three trumps ♦A ♦10 ♦K, the fox the highest (no Dulle, queen or jack); 7 full, 86 card points
  { name: 'fox the highest trump', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♦A ♦10 ♦K', shows: ['sevenFull', 'foxHighestTrump', 'richHand'] },
  // with a ♦J the jack is higher than the fox; 6 full, 78 card points
  { name: 'fox and a jack', hand: '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♦J ♦A', shows: ['richHand'] },
  // 6 kings, 6 nines, no trump, no full card: four reasons at once
  {
    name: 'six kings, six nines',
    hand: '♣K ♣K ♠K ♠K ♥K ♥K ♣9 ♣9 ♠9 ♠9 ♥9 ♥9',
    shows: ['fiveKings', 'fiveNines', 'fourNinesFourKings', 'atMostOneTrump']
  }
]

const game = (r: RuleSet, hand: string): Game => start({ rules: r, dealer: 0, hands: dealOf(['', hand, '', '']) })

const offered = (g: Game, seat: Seat): boolean => legalActions(g).some((a) => actionKey(a) === actionKey(throwIn(seat)))

describe('RULES 11.10: richHand needs the rule set\'s card points (schmeissenRichHand, default 70)', () => {
  it('69 points are too few at 70, enough at 69; the threshold is a whole number 1..240', () => {
    const hand = dealOf(['', '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♦J ♦J', '', ''])[1]
    expect(showsReason(hand, 'richHand')).toBe(false)
    expect(showsReason(hand, 'richHand', 69)).toBe(true)
    const r69 = withRules({ schmeissenRichHand: 69 })(withSchmeissen(['richHand'])(rules.tsr))
    expect(offered(game(r69, '♣A ♣10 ♣K ♣9 ♠A ♠10 ♠K ♠9 ♥A ♥K ♦J ♦J'), 1)).toBe(true)
    for (const bad of [0, 241]) {
      const d = decodeRules({ ...rules.tsr, schmeissenRichHand: bad })
      expect(E.isLeft(d) && d.left.code).toBe('input/inconsistent-rules')
    }
    const half = decodeRules({ ...rules.tsr, schmeissenRichHand: 70.5 })
    expect(E.isLeft(half) && half.left.code).toBe('input/malformed-rules')
    expect(rules.tsr.schmeissenRichHand).toBe(70)
  })
})

describe('RULES 3 Schmeißen: each reason offered exactly when the hand shows it', () => {
  for (const reason of SCHMEISSEN_REASONS) {
    const r = pipe(rules.tsr, withSchmeissen([reason]))
    it(`withSchmeissen(['${reason}']): offered for ${HANDS.filter((h) => h.shows.includes(reason))
      .map((h) => h.name)
      .join(', ')}; declare/no-schmeissen-reason otherwise`, () => {
      for (const h of HANDS) {
        const g = game(r, h.hand)
        expect(showsReason(g.setup.deal[1], reason), `${h.name}: showsReason`).toBe(h.shows.includes(reason))
        if (h.shows.includes(reason)) {
          expect(offered(g, 1), h.name).toBe(true)
          expect(codeOf(g, throwIn(1)), h.name).toBe('ok')
        } else expectRejected(g, throwIn(1), 'declare/no-schmeissen-reason')
      }
    })
  }

  it('all reasons: offered iff the hand shows any of them', () => {
    const r = pipe(rules.tsr, withSchmeissen(SCHMEISSEN_REASONS))
    for (const h of HANDS) {
      const g = game(r, h.hand)
      if (h.shows.length > 0) expect(offered(g, 1), h.name).toBe(true)
      else expectRejected(g, throwIn(1), 'declare/no-schmeissen-reason')
    }
  })

  it('not offered where the rule set lacks Schmeißen (tsr, pagat): declare/not-offered, whatever the hand', () => {
    for (const r of [rules.tsr, rules.pagat]) {
      expect(r.reservations.includes('schmeissen')).toBe(false)
      for (const h of HANDS) expectRejected(game(r, h.hand), throwIn(1), 'declare/not-offered')
    }
  })

  it("rules.house: only five kings (house sheet: 'Ab 5 Könige kann man schmeißen')", () => {
    expect(rules.house.schmeissen).toEqual(['fiveKings'])
    for (const h of HANDS) {
      const g = game(rules.house, h.hand)
      if (h.shows.includes('fiveKings')) expect(codeOf(g, throwIn(1)), h.name).toBe('ok')
      else expectRejected(g, throwIn(1), 'declare/no-schmeissen-reason')
    }
  })

  it('withSchmeissen changes only reservations (Schmeißen placed after solo, before Armut and Hochzeit) and schmeissen', () => {
    expect(pipe(rules.tsr, withSchmeissen(['fiveNines']))).toEqual({
      ...rules.tsr,
      reservations: ['solo', 'schmeissen', 'hochzeit'],
      schmeissen: ['fiveNines']
    })
    expect(pipe(rules.pagat, withSchmeissen(['fiveKings'])).reservations).toEqual(['solo', 'schmeissen', 'armut', 'hochzeit'])
  })

  it('a vorgeführt player may not throw in (declare/must-declare-solo)', () => {
    const r = pipe(rules.tsr, withSchmeissen(['fiveKings']))
    const g = start({ rules: r, dealer: 0, hands: dealOf(['', HANDS[0]?.hand ?? '', '', '']), forcedSoloist: 1 })
    expectRejected(g, throwIn(1), 'declare/must-declare-solo')
  })
})

describe('RULES 3 Schmeißen: a winning Schmeißen ends the game in a redeal', () => {
  it("all others healthy: phase 'redeal', reason 'schmeissen', the seat that threw in; nobody scores", () => {
    const g = reserve(game(pipe(rules.tsr, withSchmeissen(['fiveKings'])), HANDS[0]?.hand ?? ''), { 1: SCHMEISSEN })
    expect(g.phase).toBe('redeal')
    if (g.phase !== 'redeal') return
    expect(g.reason).toBe('schmeissen')
    expect(g.seat).toBe(1)
    expect(g.setup.dealer).toBe(0)
    expect(g.declarations.map((d) => [d.seat, d.declaration.kind])).toEqual([
      [1, 'schmeissen'],
      [2, 'healthy'],
      [3, 'healthy'],
      [0, 'healthy']
    ])
    expect(isFinished(g)).toBe(true)
    expect(currentPlayer(g)).toBeNull()
    expect(legalActions(g)).toEqual([])
    const r = result(g)
    expect(E.isLeft(r) && r.left.code).toBe('phase/redealt')
    expectRejected(g, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } }, 'phase/game-finished')
  })
})

describe('RULES 3 Schmeißen: priority, a solo beats Schmeißen, Schmeißen beats Armut and Hochzeit', () => {
  /**
   * Dealer 0 (seats speak 1, 2, 3, 0). Seat 1: both ♣Q (Hochzeit). Seat 2: three trumps (Armut),
   * and seven full cards (♣A ♣A ♠A ♠A ♣10 ♣10 ♠10 ♦10 = 8). Seat 3: six kings (five plain, ♦K).
   * Seat 0: nothing to throw in (2 kings, 4 nines, 6 full, 4 trumps).
   */
  const PRIO = fullDeal([
    '♦A ♦A ♦10 ♦K ♠10 ♠9 ♠9 ♥A ♥A ♥K ♥9 ♥9',
    '♣Q ♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J',
    '♦9 ♦9 ♦10 ♣A ♣A ♣10 ♣10 ♣9 ♣9 ♠A ♠A ♠10',
    '♣K ♣K ♠K ♠K ♥K ♠J ♠J ♥J ♥J ♦J ♦J ♦K'
  ])
  const H: Declaration = { kind: 'hochzeit' }
  const A: Declaration = { kind: 'armut' }
  const S = SCHMEISSEN
  const solo: Declaration = { kind: 'solo', solo: 'queens' }
  const run = (r: RuleSet, decl: Partial<Record<Seat, Declaration>>, dealer: Seat = 0): Game =>
    reserve(start({ rules: r, dealer, hands: PRIO }), decl)
  const redeal = (g: Game) => (g.phase === 'redeal' ? { reason: g.reason, seat: g.seat } : { phase: g.phase })

  it('rules.house: Hochzeit (1), Armut (2), Schmeißen (3) → the Schmeißen: redeal, seat 3', () => {
    expect(redeal(run(rules.house, { 1: H, 2: A, 3: S }))).toEqual({ reason: 'schmeissen', seat: 3 })
    expect(redeal(run(rules.house, { 1: H, 3: S }))).toEqual({ reason: 'schmeissen', seat: 3 })
    expect(redeal(run(rules.house, { 2: A, 3: S }))).toEqual({ reason: 'schmeissen', seat: 3 })
    // without the Schmeißen the Armut wins over the Hochzeit (house: an Armut is a redeal too)
    expect(redeal(run(rules.house, { 1: H, 2: A }))).toEqual({ reason: 'armutRedeal', seat: 2 })
  })

  it('rules.house: a solo beats Schmeißen, spoken before or after it; the soloist leads (house soloLeader soloist)', () => {
    for (const decl of [
      { 3: S, 0: solo },
      { 1: H, 2: A, 3: S, 0: solo }
    ]) {
      const g = run(rules.house, decl)
      expect(g.phase).toBe('play')
      expect(g.phase === 'play' && [g.contract, g.turn]).toEqual([{ kind: 'solo', solo: 'queens', soloist: 0, compulsory: false }, 0])
    }
    const early = run(rules.house, { 1: solo, 3: S })
    expect(early.phase === 'play' && early.contract).toEqual({ kind: 'solo', solo: 'queens', soloist: 1, compulsory: false })
  })

  it('pagat + withSchmeissen: Schmeißen beats the Armut exchange; without a Schmeißen the Armut is played', () => {
    const r = pipe(rules.pagat, withSchmeissen(['fiveKings']))
    expect(redeal(run(r, { 1: H, 2: A, 3: S }))).toEqual({ reason: 'schmeissen', seat: 3 })
    const armut = run(r, { 1: H, 2: A })
    expect(armut.phase === 'armut' && armut.poor).toBe(2)
    // and in pagat without the option the Schmeißen is not even allowed
    // (dealer 2: seat 3 speaks first)
    expectRejected(start({ rules: rules.pagat, dealer: 2, hands: PRIO }), throwIn(3), 'declare/not-offered')
  })

  it('two Schmeißen: the earlier speaker is named (dealer 0: seat 2 before 3; dealer 2: seat 3 before 2)', () => {
    const r = pipe(rules.tsr, withSchmeissen(['fiveKings', 'sevenFull']))
    expect(redeal(run(r, { 2: S, 3: S }, 0))).toEqual({ reason: 'schmeissen', seat: 2 })
    expect(redeal(run(r, { 2: S, 3: S }, 2))).toEqual({ reason: 'schmeissen', seat: 3 })
  })

  it('a Pflichtsolo and a Lustsolo both beat it (tsr + withSchmeissen, seat 0 owes its Pflichtsolo)', () => {
    const r = pipe(rules.tsr, withSchmeissen(['fiveKings']))
    const g = reserve(start({ rules: r, dealer: 0, hands: PRIO, compulsorySoloOwed: [true, false, false, false] }), {
      3: S,
      0: { kind: 'solo', solo: 'jacks' }
    })
    // tsr: a Pflichtsolo is led by the soloist
    expect(g.phase === 'play' && [g.contract, g.turn]).toEqual([{ kind: 'solo', solo: 'jacks', soloist: 0, compulsory: true }, 0])
  })
})
