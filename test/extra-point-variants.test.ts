/**
 * Extra-point variants (RULES.md section 7, "Extra points"): pagat's Karlchen caught
 * ('karlchenCaught') and the pagat variant karlchenOnlyWinning, the house Fuchs am End
 * ('foxLastTrick'), 'doppelkopfInSolo', and 'againstTheClubQueens' switched off (rules.house).
 * Each option is shown against the preset without it, on complete scripted games (the last
 * trick decides) and on hand-built summaries. Card points: A 11, 10 10, K 4, Q 3, J 2, 9 0.
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type BySeat, type Game, type GameSummary, type Party, type RuleSet, type SettlementLine, rules, withRules } from '../src/index.js'
import { type ExtraPoint, karlchenOnlyWinning, withExtraPoints } from '../src/rulesEntry.js'
import { dealOf, declare, start } from './support/index.js'
import { expectOutcome, runScript } from './support/scripted.js'
import { extra, line, settled, soloOf, summaryOf } from './support/settlement.js'

const lineKey = (l: SettlementLine): string => `${l.code} ${l.party} ${l.points}${l.by === undefined ? '' : ` by ${l.by}`}`

/** Settles a summary and checks every line (any order) and the scores. */
const expectSettled = (summary: GameSummary, ruleSet: RuleSet, lines: readonly SettlementLine[], scores: BySeat<number>): void => {
  const s = settled(summary, ruleSet)
  expect(s.lines.map(lineKey).sort()).toEqual(lines.map(lineKey).sort())
  expect(s.scores).toEqual(scores)
}

// The first six tricks of both 2 v 2 games below: the plain suits. Dealer 0, seat 1 leads.
// Re: seats 0 and 2 (one ♣Q each). Seats 2 and 3 are out of hearts in trick 6.
const PLAIN_TRICKS = [
  '♣A ♣10 ♣K ♣9 >1', // 1: 11+10+4+0 = 25 Kontra
  '♣10 ♣A ♣9 ♣K >2', // 2: 10+11+0+4 = 25 Re
  '♠A ♠10 ♠9 ♠K >2', // 3: 11+10+0+4 = 25 Re
  '♠9 ♠A ♠K ♠10 >3', // 4: 0+11+4+10 = 25 Kontra
  '♥K ♥A ♥A ♥9 >0', //  5: 4+11+11+0 = 26 Re
  '♥K ♥9 ♦K ♦J >3' //   6: 4+0+4+2 = 10 Kontra
]
// After six tricks: Re 25+25+26 = 76, Kontra 25+25+10 = 60.
const PARTIES: BySeat<Party> = ['re', 'kontra', 're', 'kontra']

// Game 1: the last trick is led by Re's ♣J; Kontra's ♣J and Kontra's ♦A fall into it.
const HANDS_KARLCHEN = dealOf([
  '♣9 ♣K ♠9 ♠K ♥A ♥K ♥10 ♣Q ♠Q ♦10 ♦10 ♦9',
  '♣A ♣10 ♠K ♠10 ♥A ♥9 ♥Q ♦Q ♠J ♥J ♦A ♦9',
  '♣10 ♣A ♠A ♠9 ♥9 ♦K ♥10 ♣Q ♠Q ♥Q ♦A ♣J',
  '♣K ♣9 ♠10 ♠A ♥K ♦J ♦Q ♣J ♠J ♥J ♦J ♦K'
])
const TRICKS_KARLCHEN = [
  ...PLAIN_TRICKS,
  '♦K ♦9 ♦9 ♦A >2', //    7: 4+0+0+11 = 15 Re (seat 2's own fox wins: nothing caught)
  '♠Q ♦J ♥10 ♠J >0', //   8: 3+2+10+2 = 17 Re
  '♠Q ♥J ♥Q ♠J >0', //    9: 3+2+3+2 = 10 Re
  '♣Q ♦Q ♥10 ♦Q >2', //  10: 3+3+10+3 = 19 Re
  '♣Q ♥J ♦10 ♥Q >2', //  11: 3+2+10+3 = 18 Re
  '♣J ♣J ♦10 ♦A >2' //   12: 2+2+10+11 = 25 Re: seat 2's ♣J wins (the first of two equal cards);
  //                          seat 3's ♣J and seat 1's ♦A (Kontra) are caught
]
// Re 76+15+17+10+19+18+25 = 180 in 9 tricks; Kontra 60 in 3 tricks. No announcements: Re wins,
// Kontra below 90 (60 is not below 60): won 1 + below 90 1 = 2 game points.
// Extra-point events in the last trick, all for Re: Karlchen (won by a ♣J), one opponent's ♣J
// caught, one opponent's fox caught, and that fox caught in the last trick (Fuchs am End).
const EVENTS_KARLCHEN: readonly ExtraPoint[] = [
  extra('re', 'karlchen'),
  extra('re', 'karlchenCaught'),
  extra('re', 'foxCaught'),
  extra('re', 'foxLastTrick')
]

const playKarlchen = (ruleSet: RuleSet): Game =>
  runScript(declare(start({ rules: ruleSet, dealer: 0, hands: HANDS_KARLCHEN })), TRICKS_KARLCHEN)

const outcomeKarlchen = (lines: readonly SettlementLine[], value: number) => ({
  contract: { kind: 'normal' } as const,
  parties: PARTIES,
  points: { re: 180, kontra: 60 },
  tricks: { re: 9, kontra: 3 },
  announcements: { re: 'none', kontra: 'none' } as const,
  extraPoints: EVENTS_KARLCHEN,
  winner: 're' as const,
  lines: [line('won', 're', 1), line('below90', 're', 1), ...lines],
  value,
  soloScoring: false,
  scores: [value, 0 - value, value, 0 - value] as const
})

// Game 2: Kontra's own ♦A wins the last trick; nothing else happens in it.
const HANDS_FOX_WINS = dealOf([
  '♣9 ♣K ♠9 ♠K ♥A ♥K ♣Q ♠Q ♦A ♦10 ♥J ♦9',
  '♣A ♣10 ♠K ♠10 ♥A ♥9 ♥10 ♣J ♦J ♥J ♦Q ♦A',
  '♣10 ♣A ♠A ♠9 ♥9 ♦K ♣Q ♠Q ♥Q ♣J ♠J ♦9',
  '♣K ♣9 ♠10 ♠A ♥K ♦J ♥10 ♦Q ♥Q ♠J ♦K ♦10'
])
const TRICKS_FOX_WINS = [
  ...PLAIN_TRICKS,
  '♦K ♦A ♦J ♠J >2', //    7: 4+11+2+2 = 19 Re (seat 0's fox won by its partner: not caught)
  '♣Q ♦Q ♦10 ♣J >2', //   8: 3+3+10+2 = 18 Re
  '♠Q ♠J ♠Q ♦Q >2', //    9: 3+2+3+3 = 11 Re (the first ♠Q wins)
  '♥Q ♥10 ♣Q ♥J >3', //  10: 3+10+3+2 = 18 Kontra
  '♥Q ♥J ♥10 ♣J >1', //  11: 3+2+10+2 = 17 Kontra
  '♦A ♦9 ♦10 ♦9 >1' //   12: 11+0+10+0 = 21 Kontra: seat 1's own ♦A wins the last trick
]
// Re 76+19+18+11 = 124 in 6 tricks; Kontra 60+18+17+21 = 116 in 6 tricks. Re wins with 124:
// won 1. The only extra-point event: Fuchs am End for Kontra (a ♦A winning the last trick).

const playFoxWins = (ruleSet: RuleSet): Game =>
  runScript(declare(start({ rules: ruleSet, dealer: 0, hands: HANDS_FOX_WINS })), TRICKS_FOX_WINS)

const outcomeFoxWins = (lines: readonly SettlementLine[], value: number) => ({
  contract: { kind: 'normal' } as const,
  parties: PARTIES,
  points: { re: 124, kontra: 116 },
  tricks: { re: 6, kontra: 6 },
  announcements: { re: 'none', kontra: 'none' } as const,
  extraPoints: [extra('kontra', 'foxLastTrick')],
  winner: 're' as const,
  lines: [line('won', 're', 1), ...lines],
  value,
  soloScoring: false,
  scores: [value, 0 - value, value, 0 - value] as const
})

describe('RULES 11.13 in a scripted game: trick 5 is four plain hearts (♥K ♥A ♥A ♥9), won by Re', () => {
  it('with extraPoints.heartTrick Re scores 1 more (tsr: 4 + 1 = 5); without it the game is as before', () => {
    const g = playKarlchen(withRules({ extraPoints: { heartTrick: true } })(rules.tsr))
    if (g.phase !== 'finished') throw new Error('not finished')
    expect(g.summary.extraPoints).toContainEqual(extra('re', 'heartTrick'))
    expect(g.settlement.lines).toContainEqual(line('heartTrick', 're', 1))
    expect(g.settlement.value).toBe(5)
    const before = playKarlchen(rules.tsr)
    if (before.phase !== 'finished') throw new Error('not finished')
    expect(before.summary.extraPoints.some((x) => x.kind === 'heartTrick')).toBe(false)
    expect(before.settlement.value).toBe(4)
  })
})

describe("pagat Karlchen: also each ♣J of the opponents caught in the last trick (extraPoints.karlchenCaught)", () => {
  it('the presets: pagat counts a caught ♣J, tsr does not ("Die TSR kennen das nicht"); house does', () => {
    expect(rules.pagat.extraPoints.karlchenCaught).toBe(true)
    expect(rules.tsr.extraPoints.karlchenCaught).toBe(false)
    expect(rules.house.extraPoints.karlchenCaught).toBe(true)
  })

  it('scripted last trick, tsr: Karlchen 1 + fox 1; the caught ♣J does not count: 4', () => {
    // 2 game points + Karlchen 1 + fox caught 1 = 4.
    expectOutcome(playKarlchen(rules.tsr), outcomeKarlchen([line('karlchen', 're', 1), line('foxCaught', 're', 1)], 4))
  })

  it('scripted last trick, pagat: Karlchen 1 + caught ♣J 1 + fox 1: 5', () => {
    // 2 game points + Karlchen 1 + Karlchen caught 1 + fox caught 1 = 5.
    expectOutcome(
      playKarlchen(rules.pagat),
      outcomeKarlchen([line('karlchen', 're', 1), line('karlchenCaught', 're', 1), line('foxCaught', 're', 1)], 5)
    )
  })

  it('pagat variant karlchenOnlyWinning: the caught ♣J drops out, the winning ♣J stays: 4', () => {
    const variant = pipe(rules.pagat, karlchenOnlyWinning)
    expect(variant.extraPoints).toEqual({ ...rules.pagat.extraPoints, karlchenCaught: false })
    expectOutcome(playKarlchen(variant), outcomeKarlchen([line('karlchen', 're', 1), line('foxCaught', 're', 1)], 4))
  })

  it('summary: one point per caught ♣J, for the party that caught it, offset like the others', () => {
    // Re wins with 150: won 1. Kontra caught both ♣J of Re in the last trick (won by a queen).
    const summary = summaryOf({ re: 150, extras: [extra('kontra', 'karlchenCaught'), extra('kontra', 'karlchenCaught')] })
    // pagat: Re 1, Kontra 2: value -1.
    expectSettled(
      summary,
      rules.pagat,
      [line('won', 're', 1), line('karlchenCaught', 'kontra', 1), line('karlchenCaught', 'kontra', 1)],
      [-1, -1, 1, 1]
    )
    // tsr and pagat + karlchenOnlyWinning: won 1 only.
    expectSettled(summary, rules.tsr, [line('won', 're', 1)], [1, 1, -1, -1])
    expectSettled(summary, pipe(rules.pagat, karlchenOnlyWinning), [line('won', 're', 1)], [1, 1, -1, -1])
  })

  it('not in a solo: a summary of a solo may not list a caught ♣J', () => {
    const summary = summaryOf({ parties: soloOf(1), re: 150, extras: [extra('re', 'karlchenCaught')] })
    expect(settled({ ...summary, extraPoints: [] }, rules.pagat).scores).toEqual([-1, 3, -1, -1])
    expect(() => settled(summary, rules.pagat)).toThrow('summary/invalid')
  })
})

describe("house option extraPoints.foxLastTrick (Fuchs am End: a ♦A winning the last trick, or an opponent's ♦A caught in it)", () => {
  it('off in every preset', () => {
    expect(rules.tsr.extraPoints.foxLastTrick).toBe(false)
    expect(rules.pagat.extraPoints.foxLastTrick).toBe(false)
    expect(rules.house.extraPoints.foxLastTrick).toBe(false)
  })

  it("an opponent's ♦A caught in the last trick: tsr 4, with foxLastTrick 5 (the fox caught counts as well)", () => {
    const table = pipe(rules.tsr, withExtraPoints({ foxLastTrick: true }))
    expectOutcome(
      playKarlchen(table),
      outcomeKarlchen([line('karlchen', 're', 1), line('foxCaught', 're', 1), line('foxLastTrick', 're', 1)], 5)
    )
  })

  it('pagat with foxLastTrick: every event of the last trick counts: 6', () => {
    const table = pipe(rules.pagat, withExtraPoints({ foxLastTrick: true }))
    expectOutcome(
      playKarlchen(table),
      outcomeKarlchen(
        [line('karlchen', 're', 1), line('karlchenCaught', 're', 1), line('foxCaught', 're', 1), line('foxLastTrick', 're', 1)],
        6
      )
    )
  })

  it("the party's own ♦A winning the last trick: tsr 1 (nothing for it); with foxLastTrick Kontra offsets it: 0", () => {
    expectOutcome(playFoxWins(rules.tsr), outcomeFoxWins([], 1))
    // won 1 for Re, Fuchs am End 1 for Kontra: value 0.
    expectOutcome(playFoxWins(pipe(rules.tsr, withExtraPoints({ foxLastTrick: true }))), outcomeFoxWins([line('foxLastTrick', 'kontra', 1)], 0))
  })

  it('house with foxLastTrick switched on: the same 0 (no announcements, so no doubling)', () => {
    expectOutcome(playFoxWins(pipe(rules.house, withExtraPoints({ foxLastTrick: true }))), outcomeFoxWins([line('foxLastTrick', 'kontra', 1)], 0))
    expectOutcome(playFoxWins(rules.house), outcomeFoxWins([], 1))
  })
})

// A Fleischloser (no trumps) by seat 1, the dealer's left: seat 1 leads under every preset here
// (tsr Lustsolo, pagat and house). Every suit A 10 K Q J 9; everybody follows every trick.
const HANDS_SOLO = dealOf([
  '♣10 ♣J ♣9 ♠10 ♠K ♠Q ♥A ♥K ♥Q ♦10 ♦Q ♦9',
  '♣A ♣K ♣K ♠J ♠9 ♠9 ♥10 ♥J ♥9 ♦A ♦A ♦10',
  '♣A ♣Q ♣9 ♠A ♠10 ♠K ♥A ♥K ♥9 ♦K ♦Q ♦J',
  '♣10 ♣Q ♣J ♠A ♠Q ♠J ♥10 ♥Q ♥J ♦K ♦J ♦9'
])
const TRICKS_SOLO = [
  '♣A ♣A ♣10 ♣10 >1', //  1: 11+11+10+10 = 42 soloist: a Doppelkopf (the first ♣A wins)
  '♣K ♣Q ♣Q ♣J >1', //    2: 4+3+3+2 = 12 soloist
  '♣K ♣9 ♣J ♣9 >1', //    3: 4+0+2+0 = 6 soloist
  '♠9 ♠A ♠Q ♠10 >2', //   4: 0+11+3+10 = 24 Kontra
  '♠10 ♠A ♠K ♠9 >3', //   5: 10+11+4+0 = 25 Kontra
  '♠J ♠Q ♠J ♠K >2', //    6: 2+3+2+4 = 11 Kontra
  '♥A ♥10 ♥A ♥9 >2', //   7: 11+10+11+0 = 32 Kontra (the first ♥A wins)
  '♥K ♥Q ♥K ♥J >2', //    8: 4+3+4+2 = 13 Kontra
  '♥9 ♥J ♥Q ♥10 >1', //   9: 0+2+3+10 = 15 soloist (♥10 is a plain card here: above ♥Q)
  '♦A ♦K ♦K ♦10 >1', //  10: 11+4+4+10 = 29 soloist
  '♦A ♦Q ♦J ♦Q >1', //   11: 11+3+2+3 = 19 soloist
  '♦10 ♦J ♦9 ♦9 >1' //   12: 10+2+0+0 = 12 soloist
]
// Soloist 42+12+6+15+29+19+12 = 135 in 7 tricks; Kontra 24+25+11+32+13 = 105 in 5 tricks.
// The soloist wins (135 >= 121): won 1. The only trick of 40 or more is trick 1 (soloist).

const playSolo = (ruleSet: RuleSet): Game =>
  runScript(declare(start({ rules: ruleSet, dealer: 0, hands: HANDS_SOLO }), { 1: { kind: 'solo', solo: 'fleischlos' } }), TRICKS_SOLO)

const outcomeSolo = (lines: readonly SettlementLine[], value: number) => ({
  contract: { kind: 'solo', solo: 'fleischlos', soloist: 1, compulsory: false } as const,
  parties: ['kontra', 're', 'kontra', 'kontra'] as const,
  points: { re: 135, kontra: 105 },
  tricks: { re: 7, kontra: 5 },
  announcements: { re: 'none', kontra: 'none' } as const,
  // The summary lists the Doppelkopf of a solo whatever the rules; settlement decides.
  extraPoints: [extra('re', 'doppelkopf')],
  winner: 're' as const,
  lines: [line('won', 're', 1), ...lines],
  value,
  soloScoring: true,
  scores: [0 - value, 3 * value, 0 - value, 0 - value] as const
})

describe('option extraPoints.doppelkopfInSolo (a trick of 40+ counts in a solo; off in tsr and pagat, on in house)', () => {
  it('the presets', () => {
    expect(rules.tsr.extraPoints.doppelkopfInSolo).toBe(false)
    expect(rules.pagat.extraPoints.doppelkopfInSolo).toBe(false)
    expect(rules.house.extraPoints.doppelkopfInSolo).toBe(true)
  })

  it('tsr and pagat: no extra points in a solo: won 1, soloist +3', () => {
    expectOutcome(playSolo(rules.tsr), outcomeSolo([], 1))
    expectOutcome(playSolo(rules.pagat), outcomeSolo([], 1))
  })

  it("pagat with doppelkopfInSolo (pagat.com's own rule): won 1 + Doppelkopf 1 = 2, soloist +6", () => {
    expectOutcome(playSolo(pipe(rules.pagat, withExtraPoints({ doppelkopfInSolo: true }))), outcomeSolo([line('doppelkopf', 're', 1)], 2))
  })

  it('house (on): the same 2', () => {
    expectOutcome(playSolo(rules.house), outcomeSolo([line('doppelkopf', 're', 1)], 2))
  })

  it('summary: a Doppelkopf of the opponents counts against the soloist, and only Doppelkopf counts', () => {
    // Soloist seat 0 wins with 130: won 1; Kontra made one Doppelkopf: value 1 - 1 = 0 with the
    // option, 1 without it.
    const summary = summaryOf({ parties: soloOf(0), re: 130, extras: [extra('kontra', 'doppelkopf')] })
    const on = pipe(rules.tsr, withExtraPoints({ doppelkopfInSolo: true }))
    expectSettled(summary, on, [line('won', 're', 1), line('doppelkopf', 'kontra', 1)], [0, 0, 0, 0])
    expectSettled(summary, rules.tsr, [line('won', 're', 1)], [3, -1, -1, -1])
    // Needs Doppelkopf itself switched on.
    expectSettled(summary, pipe(on, withExtraPoints({ doppelkopf: false })), [line('won', 're', 1)], [3, -1, -1, -1])
  })
})

describe('option extraPoints.againstTheClubQueens off (rules.house: no point "gegen die Alten")', () => {
  it('the presets', () => {
    expect(rules.tsr.extraPoints.againstTheClubQueens).toBe(true)
    expect(rules.pagat.extraPoints.againstTheClubQueens).toBe(true)
    expect(rules.house.extraPoints.againstTheClubQueens).toBe(false)
  })

  it('Kontra wins with 120: tsr won 1 + against the ♣Q 1 = 2; house won 1 = 1', () => {
    const summary = summaryOf({ re: 120 })
    expectSettled(summary, rules.tsr, [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)], [-2, -2, 2, 2])
    expectSettled(summary, rules.house, [line('won', 'kontra', 1)], [-1, -1, 1, 1])
    expectSettled(summary, pipe(rules.tsr, withExtraPoints({ againstTheClubQueens: false })), [line('won', 'kontra', 1)], [-1, -1, 1, 1])
  })

  it('pagat with the option off: the game point is dropped too', () => {
    const summary = summaryOf({ re: 100 })
    expectSettled(summary, rules.pagat, [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)], [-2, -2, 2, 2])
    expectSettled(summary, pipe(rules.pagat, withExtraPoints({ againstTheClubQueens: false })), [line('won', 'kontra', 1)], [-1, -1, 1, 1])
  })

  it('house, Kontra announced and won: 1 doubled = 2, nothing against the ♣Q', () => {
    // house doubles instead of adding 2: won 1, Kontra doubles: +1; value -2.
    expectSettled(
      summaryOf({ re: 110, kontraSays: 'announced' }),
      rules.house,
      [line('won', 'kontra', 1), line('kontraAnnounced', 'kontra', 1, 'kontra')],
      [-2, -2, 2, 2]
    )
  })
})

describe('option withExtraPoints: each kind switched off on its own', () => {
  // Re wins with 150 (won 1); one event of each kind: fox and Karlchen for Re, Doppelkopf,
  // caught ♣J and Fuchs am End for Kontra.
  const summary = summaryOf({
    re: 150,
    extras: [
      extra('re', 'foxCaught'),
      extra('re', 'karlchen'),
      extra('kontra', 'doppelkopf'),
      extra('kontra', 'karlchenCaught'),
      extra('kontra', 'foxLastTrick')
    ]
  })
  const all = pipe(rules.tsr, withExtraPoints({ karlchenCaught: true, foxLastTrick: true }))

  it('all on: Re 1 + 2, Kontra 3: value 0', () => {
    expectSettled(
      summary,
      all,
      [
        line('won', 're', 1),
        line('foxCaught', 're', 1),
        line('karlchen', 're', 1),
        line('doppelkopf', 'kontra', 1),
        line('karlchenCaught', 'kontra', 1),
        line('foxLastTrick', 'kontra', 1)
      ],
      [0, 0, 0, 0]
    )
  })

  it('foxCaught off: -1; doppelkopf off: +1; karlchen off: -1', () => {
    expect(settled(summary, pipe(all, withExtraPoints({ foxCaught: false }))).scores).toEqual([-1, -1, 1, 1])
    expect(settled(summary, pipe(all, withExtraPoints({ doppelkopf: false }))).scores).toEqual([1, 1, -1, -1])
    expect(settled(summary, pipe(all, withExtraPoints({ karlchen: false }))).scores).toEqual([-1, -1, 1, 1])
  })
})
