/**
 * House scoring option withAnnouncementDoubling (RULES.md section 7, "House scoring options":
 * "Re/Kontra double the value instead of adding 2 each (extra points added before or after
 * doubling: an option)"; reference/house-rules.de.txt: "Ansage von Re und oder Contra
 * verdoppelt die Punkte. Danach werden noch die Sonderpunkte addiert").
 *
 * Each announced Re and each announced Kontra doubles the game value; no 2-point lines. The
 * doubling line credits the party ahead with the amount the doubling adds. With 'after' the
 * extra points are added to the doubled value; with 'before' they are offset into the value
 * first and doubled with it. Nobody wins: no doubling. Summaries: seats 0 and 1 are Re.
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type BySeat, type GameSummary, type Party, type RuleSet, type SettlementLine, rules } from '../src/index.js'
import { withAnnouncementDoubling } from '../src/rulesEntry.js'
import { dealOf, declare, start } from './support/index.js'
import { expectOutcome, runScript } from './support/scripted.js'
import { extra, line, settled, soloOf, summaryOf } from './support/settlement.js'

const lineKey = (l: SettlementLine): string => `${l.code} ${l.party} ${l.points}${l.by === undefined ? '' : ` by ${l.by}`}`

const BEFORE = pipe(rules.tsr, withAnnouncementDoubling('before'))
const AFTER = pipe(rules.tsr, withAnnouncementDoubling('after'))

interface Expected {
  readonly winner: Party | null
  readonly lines: readonly SettlementLine[]
  readonly scores: BySeat<number>
}

/** Settles and checks the winner, every line (any order), the party sums, the value and the scores. */
const expectSettled = (summary: GameSummary, ruleSet: RuleSet, e: Expected): void => {
  const s = settled(summary, ruleSet)
  expect(s.winner).toBe(e.winner)
  expect(s.lines.map(lineKey).sort()).toEqual(e.lines.map(lineKey).sort())
  const sum = (p: Party) => e.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0)
  expect(s.points).toEqual({ re: sum('re'), kontra: sum('kontra') })
  expect(s.value).toBe(sum('re') - sum('kontra'))
  expect(s.scores).toEqual(e.scores)
}

describe('option withAnnouncementDoubling: the rule-set field', () => {
  it("'before' and 'after' set announcementScoring; tsr and pagat add 2, house doubles with extra points after", () => {
    expect(BEFORE).toEqual({ ...rules.tsr, announcementScoring: 'doubleWithExtraPointsBefore' })
    expect(AFTER).toEqual({ ...rules.tsr, announcementScoring: 'doubleWithExtraPointsAfter' })
    expect(rules.tsr.announcementScoring).toBe('addTwo')
    expect(rules.pagat.announcementScoring).toBe('addTwo')
    expect(rules.house.announcementScoring).toBe('doubleWithExtraPointsAfter')
  })

  it('without announcements nothing changes: Re wins with 150, 1 point', () => {
    for (const r of [BEFORE, AFTER]) expectSettled(summaryOf({ re: 150 }), r, { winner: 're', lines: [line('won', 're', 1)], scores: [1, 1, -1, -1] })
  })
})

describe('option withAnnouncementDoubling: Re only', () => {
  it('Re announced and wins with 150: 1 doubled = 2 (tsr adds 2: 3)', () => {
    const summary = summaryOf({ re: 150, reSays: 'announced' })
    expectSettled(summary, rules.tsr, {
      winner: 're',
      lines: [line('won', 're', 1), line('reAnnounced', 're', 2, 're')],
      scores: [3, 3, -3, -3]
    })
    for (const r of [BEFORE, AFTER]) {
      expectSettled(summary, r, { winner: 're', lines: [line('won', 're', 1), line('reAnnounced', 're', 1, 're')], scores: [2, 2, -2, -2] })
    }
  })

  it('Re announced and lost (Re 110): the doubling works for Kontra; the extra point against the ♣Q before or after it', () => {
    const summary = summaryOf({ re: 110, reSays: 'announced' })
    // after: won 1, doubled by Re's announcement -> 2, then against the ♣Q 1 -> 3.
    expectSettled(summary, AFTER, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('reAnnounced', 'kontra', 1, 're'), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-3, -3, 3, 3]
    })
    // before: won 1 + against the ♣Q 1 = 2, doubled -> 4.
    expectSettled(summary, BEFORE, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1), line('reAnnounced', 'kontra', 2, 're')],
      scores: [-4, -4, 4, 4]
    })
  })
})

describe('option withAnnouncementDoubling: Kontra only', () => {
  it('Kontra announced and wins (Re 100): after 1 x 2 + 1 = 3, before (1 + 1) x 2 = 4 (tsr adds 2: 4)', () => {
    const summary = summaryOf({ re: 100, kontraSays: 'announced' })
    expectSettled(summary, rules.tsr, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('kontraAnnounced', 'kontra', 2, 'kontra'), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-4, -4, 4, 4]
    })
    expectSettled(summary, AFTER, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('kontraAnnounced', 'kontra', 1, 'kontra'), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-3, -3, 3, 3]
    })
    expectSettled(summary, BEFORE, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1), line('kontraAnnounced', 'kontra', 2, 'kontra')],
      scores: [-4, -4, 4, 4]
    })
  })
})

describe('option withAnnouncementDoubling: Re and Kontra (x4)', () => {
  it('both announced, Re wins with 185: (1 + below 90 + below 60) = 3, x2 = 6, x2 = 12 (tsr adds: 7)', () => {
    const summary = summaryOf({ re: 185, reSays: 'announced', kontraSays: 'announced' })
    expect(settled(summary, rules.tsr).scores).toEqual([7, 7, -7, -7])
    for (const r of [BEFORE, AFTER]) {
      expectSettled(summary, r, {
        winner: 're',
        lines: [
          line('won', 're', 1),
          line('below90', 're', 1),
          line('below60', 're', 1),
          line('reAnnounced', 're', 3, 're'),
          line('kontraAnnounced', 're', 6, 'kontra')
        ],
        scores: [12, 12, -12, -12]
      })
    }
  })

  it('the Absagen are part of the doubled value: Re keine 90 kept, Kontra announced: 4 x 4 = 16', () => {
    // Re 185: won 1 + below 90 1 + below 60 1 + keine 90 1 = 4; Re doubles +4 -> 8; Kontra +8 -> 16.
    expectSettled(summaryOf({ re: 185, reSays: 'no90', kontraSays: 'announced' }), AFTER, {
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('no90Announced', 're', 1, 're'),
        line('reAnnounced', 're', 4, 're'),
        line('kontraAnnounced', 're', 8, 'kontra')
      ],
      scores: [16, 16, -16, -16]
    })
  })
})

describe('option withAnnouncementDoubling: extra points before or after the doubling', () => {
  it("on the winners' side: Re announced, wins with 150, fox and Karlchen for Re, Doppelkopf for Kontra", () => {
    const summary = summaryOf({
      re: 150,
      reSays: 'announced',
      extras: [extra('re', 'foxCaught'), extra('re', 'karlchen'), extra('kontra', 'doppelkopf')]
    })
    const extras = [line('foxCaught', 're', 1), line('karlchen', 're', 1), line('doppelkopf', 'kontra', 1)]
    // after: 1 x 2 = 2, then +2 -1: 3.
    expectSettled(summary, AFTER, { winner: 're', lines: [line('won', 're', 1), line('reAnnounced', 're', 1, 're'), ...extras], scores: [3, 3, -3, -3] })
    // before: 1 + 2 - 1 = 2, x 2: 4.
    expectSettled(summary, BEFORE, { winner: 're', lines: [line('won', 're', 1), ...extras, line('reAnnounced', 're', 2, 're')], scores: [4, 4, -4, -4] })
  })

  it("on the losers' side: Re announced and wins with 150, two foxes and a Doppelkopf for Kontra", () => {
    const summary = summaryOf({
      re: 150,
      reSays: 'announced',
      extras: [extra('kontra', 'foxCaught'), extra('kontra', 'foxCaught'), extra('kontra', 'doppelkopf')]
    })
    const extras = [line('foxCaught', 'kontra', 1), line('foxCaught', 'kontra', 1), line('doppelkopf', 'kontra', 1)]
    // after: 1 x 2 = 2, then -3: -1.
    expectSettled(summary, AFTER, { winner: 're', lines: [line('won', 're', 1), line('reAnnounced', 're', 1, 're'), ...extras], scores: [-1, -1, 1, 1] })
    // before: 1 - 3 = -2, doubled: -4; the doubling adds 2 for Kontra, the party ahead.
    expectSettled(summary, BEFORE, {
      winner: 're',
      lines: [line('won', 're', 1), ...extras, line('reAnnounced', 'kontra', 2, 're')],
      scores: [-4, -4, 4, 4]
    })
  })

  it('rules.house (after, no point against the ♣Q): both announced, Re 185 with fox and Karlchen: 3 x 4 + 2 = 14', () => {
    expectSettled(
      summaryOf({ re: 185, reSays: 'announced', kontraSays: 'announced', extras: [extra('re', 'foxCaught'), extra('re', 'karlchen')] }),
      rules.house,
      {
        winner: 're',
        lines: [
          line('won', 're', 1),
          line('below90', 're', 1),
          line('below60', 're', 1),
          line('reAnnounced', 're', 3, 're'),
          line('kontraAnnounced', 're', 6, 'kontra'),
          line('foxCaught', 're', 1),
          line('karlchen', 're', 1)
        ],
        scores: [14, 14, -14, -14]
      }
    )
  })
})

describe('option withAnnouncementDoubling: solo (three times the doubled value)', () => {
  it('soloist seat 2 announced, Kontra announced, soloist wins with 150: 1 x 2 x 2 = 4, soloist +12 (tsr adds: 5, +15)', () => {
    const summary = summaryOf({ parties: soloOf(2), re: 150, reSays: 'announced', kontraSays: 'announced' })
    expect(settled(summary, rules.tsr).scores).toEqual([-5, -5, 15, -5])
    for (const r of [BEFORE, AFTER]) {
      expectSettled(summary, r, {
        winner: 're',
        lines: [line('won', 're', 1), line('reAnnounced', 're', 1, 're'), line('kontraAnnounced', 're', 2, 'kontra')],
        scores: [-4, -4, 12, -4]
      })
    }
  })

  it('soloist seat 0 announced and lost with 100: 1 x 2 = 2 for Kontra, no point against the ♣Q: soloist -6', () => {
    expectSettled(summaryOf({ parties: soloOf(0), re: 100, reSays: 'announced' }), AFTER, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('reAnnounced', 'kontra', 1, 're')],
      scores: [-6, 2, 2, 2]
    })
  })
})

describe('option withAnnouncementDoubling: nobody wins, no doubling', () => {
  it('Re keine 90 and Kontra keine 90 both broken, Re 130 with a fox: 1 + 1 = 2 in every mode', () => {
    // tsr 7.1.3: Re reached 120 against Kontra's keine 90 (130): 1; Kontra (110) nothing; the fox 1.
    const summary = summaryOf({ re: 130, reSays: 'no90', kontraSays: 'no90', extras: [extra('re', 'foxCaught')] })
    for (const r of [rules.tsr, BEFORE, AFTER]) {
      expectSettled(summary, r, {
        winner: null,
        lines: [line('reached120AgainstNo90', 're', 1), line('foxCaught', 're', 1)],
        scores: [2, 2, -2, -2]
      })
    }
  })
})

describe('option withAnnouncementDoubling on the pagat scheme', () => {
  it('Re keine 90 broken (Kontra 100): won 1 + against the ♣Q 1 + broken keine 90 2 = 4, doubled: 8', () => {
    expectSettled(summaryOf({ re: 140, reSays: 'no90' }), pipe(rules.pagat, withAnnouncementDoubling('after')), {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('brokenNo90', 'kontra', 2),
        line('reAnnounced', 'kontra', 4, 're')
      ],
      scores: [-8, -8, 8, 8]
    })
  })
})

// A complete game (the same deal and cards as in test/pagat-scoring.test.ts): Re seats 0 and 2;
// dealer 0, seat 1 leads. Re says keine 90 with 12 cards and ends with 137 : 103.
const HANDS = dealOf([
  '♣9 ♣K ♠9 ♠K ♥A ♥K ♣Q ♥10 ♦A ♦10 ♠J ♦9',
  '♣A ♣10 ♠K ♠10 ♥A ♥9 ♠Q ♦Q ♥J ♦J ♦10 ♦K',
  '♣10 ♣A ♠A ♠9 ♥9 ♣Q ♥10 ♠Q ♥Q ♣J ♦A ♦K',
  '♣K ♣9 ♠10 ♠A ♥K ♥Q ♦Q ♣J ♠J ♥J ♦J ♦9'
])
const SCRIPT = [
  { announce: 'no90' as const, seat: 0 as const },
  '♣A ♣10 ♣K ♣9 >1', //   1: 25 Kontra
  '♣10 ♣A ♣9 ♣K >2', //   2: 25 Re
  '♠A ♠10 ♠9 ♠K >2', //   3: 25 Re
  '♠9 ♠A ♠K ♠10 >3', //   4: 25 Kontra
  '♥K ♥A ♥A ♥9 >0', //    5: 26 Re
  '♥K ♥9 ♦K ♦J >3', //    6: 10 Kontra
  '♥Q ♦A ♠Q ♦A >1', //    7: 3+11+3+11 = 28 Kontra, both foxes of Re caught
  '♦K ♥10 ♦9 ♦10 >2', //  8: 24 Re
  '♣J ♦Q ♦9 ♦10 >3', //   9: 15 Kontra
  '♥J ♥10 ♦J ♥Q >0', //  10: 17 Re
  '♠J ♥J ♠Q ♣J >2', //   11: 9 Re
  '♣Q ♠J ♣Q ♦Q >2' //    12: 11 Re
]
// Kontra 103 in 5 tricks, Re 137 in 7. Re's keine 90 broken: Kontra wins. tsr game points:
// won 1 + keine 90 made 1 = 2 (103 < 120: not reached against). Extra points: against the ♣Q 1
// + two foxes 2 = 3, all Kontra's.

describe('option withAnnouncementDoubling in a complete game', () => {
  const outcome = (lines: readonly SettlementLine[], value: number) => ({
    contract: { kind: 'normal' } as const,
    parties: ['re', 'kontra', 're', 'kontra'] as const,
    points: { re: 137, kontra: 103 },
    tricks: { re: 7, kontra: 5 },
    announcements: { re: 'no90', kontra: 'none' } as const,
    extraPoints: [extra('kontra', 'foxCaught'), extra('kontra', 'foxCaught')],
    winner: 'kontra' as const,
    lines,
    value,
    soloScoring: false,
    scores: [value, 0 - value, value, 0 - value] as const
  })
  const base = [line('won', 'kontra', 1), line('no90Announced', 'kontra', 1, 're')]
  const extras = [line('againstTheClubQueens', 'kontra', 1), line('foxCaught', 'kontra', 1), line('foxCaught', 'kontra', 1)]
  const play = (r: RuleSet) => runScript(declare(start({ rules: r, dealer: 0, hands: HANDS })), SCRIPT)

  it('tsr: 2 + Re 2 + 3 = 7', () => {
    expectOutcome(play(rules.tsr), outcome([...base, line('reAnnounced', 'kontra', 2, 're'), ...extras], -7))
  })

  it("'after': 2 x 2 = 4, + 3 = 7", () => {
    expectOutcome(play(AFTER), outcome([...base, line('reAnnounced', 'kontra', 2, 're'), ...extras], -7))
  })

  it("'before': (2 + 3) x 2 = 10", () => {
    expectOutcome(play(BEFORE), outcome([...base, ...extras, line('reAnnounced', 'kontra', 5, 're')], -10))
  })

  it('rules.house (after, no point against the ♣Q): 2 x 2 + 2 foxes = 6', () => {
    // The house options do not touch this game: nobody holds both ♦A (no piglets), the two ♥10
    // never meet in a trick, there is no Hochzeit, and nobody declares anything.
    expectOutcome(
      play(rules.house),
      outcome([...base, line('reAnnounced', 'kontra', 2, 're'), line('foxCaught', 'kontra', 1), line('foxCaught', 'kontra', 1)], -6)
    )
  })
})
