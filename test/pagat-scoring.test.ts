/**
 * The pagat settlement scheme (RULES.md section 7, pagat column; reference/pagat-base-game.de.txt,
 * "Abrechnung": "Die Gewinner erhalten 1 Punkt für das Spiel, 1 weiteren, wenn sie Kontra sind
 * (gegen die Alten), und 2 für jede Ansage von Re oder Kontra. Dann gibt es für keine 90, keine
 * 60, keine 30 und schwarz jeweils 1 Punkt, wenn die Verlierer die Grenze unterschritten haben,
 * 1, wenn die Gewinner sie angesagt haben, und 2, wenn die Verlierer sie angesagt und nicht
 * erfüllt haben.") and the RULES.md decision for "nobody wins" under pagat.
 *
 * Every expected line is computed by hand; the arithmetic is in the comments. Summaries use
 * seats 0 and 1 as Re unless noted, so 2 v 2 scores are [v, v, -v, -v].
 */
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Announcement, type BySeat, type Game, type GameSummary, type Party, type RuleSet, type SettlementLine, rules } from '../src/index.js'
import { type ExtraPoint, withAnnouncementDoubling } from '../src/rulesEntry.js'
import { dealOf, declare, start } from './support/index.js'
import { expectOutcome, runScript } from './support/scripted.js'
import { extra, line, settled, soloOf, summaryOf } from './support/settlement.js'

const lineKey = (l: SettlementLine): string => `${l.code} ${l.party} ${l.points}${l.by === undefined ? '' : ` by ${l.by}`}`

interface Expected {
  readonly winner: Party | null
  readonly lines: readonly SettlementLine[]
  readonly scores: BySeat<number>
}

/** Settles `summary` under `ruleSet` and checks the winner, every line (any order), the sums and the scores. */
const expectSettled = (summary: GameSummary, ruleSet: RuleSet, e: Expected): void => {
  const s = settled(summary, ruleSet)
  expect(s.winner).toBe(e.winner)
  expect(s.lines.map(lineKey).sort()).toEqual(e.lines.map(lineKey).sort())
  const sum = (p: Party) => e.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0)
  expect(s.points).toEqual({ re: sum('re'), kontra: sum('kontra') })
  expect(s.value).toBe(sum('re') - sum('kontra'))
  expect(s.scores).toEqual(e.scores)
}

describe('pagat scheme: won 1 (RULES 7 pagat: "1 Punkt für das Spiel")', () => {
  it('Re wins with 121 and nothing else: 1', () => {
    expectSettled(summaryOf({ re: 121 }), rules.pagat, { winner: 're', lines: [line('won', 're', 1)], scores: [1, 1, -1, -1] })
  })

  it('a solo won by the soloist: 1, three times for the soloist', () => {
    // Soloist seat 2 with 130: won 1; value 1; soloist 3, each opponent -1.
    expectSettled(summaryOf({ parties: soloOf(2), re: 130 }), rules.pagat, {
      winner: 're',
      lines: [line('won', 're', 1)],
      scores: [-1, -1, 3, -1]
    })
  })
})

describe('pagat scheme: against the ♣Q, 1 when Kontra wins a non-solo game ("1 weiteren, wenn sie Kontra sind")', () => {
  it('Kontra wins with 120: won 1 + against the ♣Q 1 = 2', () => {
    expectSettled(summaryOf({ re: 120 }), rules.pagat, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-2, -2, 2, 2]
    })
  })

  it('not in a solo: Kontra beats the soloist for won 1 only', () => {
    // Soloist seat 0 with 100: Kontra wins; value -1; soloist -3, each opponent +1.
    expectSettled(summaryOf({ parties: soloOf(0), re: 100 }), rules.pagat, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1)],
      scores: [-3, 1, 1, 1]
    })
  })

  it('not when Re wins', () => {
    expectSettled(summaryOf({ re: 150 }), rules.pagat, { winner: 're', lines: [line('won', 're', 1)], scores: [1, 1, -1, -1] })
  })

  it('is a game point in pagat (doubled by Re/Kontra doubling) but an extra point in tsr (added after it)', () => {
    // Kontra announced, Kontra wins with 140 (Re 100). Doubling with extra points after.
    // pagat: won 1 + against the ♣Q 1 = 2 game points; Kontra doubles: +2 -> 4; value -4.
    // tsr:   won 1 = 1 game point; Kontra doubles: +1 -> 2; then the extra point against the ♣Q
    //        -> 3; value -3.
    const summary = summaryOf({ re: 100, kontraSays: 'announced' })
    expectSettled(summary, pipe(rules.pagat, withAnnouncementDoubling('after')), {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1), line('kontraAnnounced', 'kontra', 2, 'kontra')],
      scores: [-4, -4, 4, 4]
    })
    expectSettled(summary, pipe(rules.tsr, withAnnouncementDoubling('after')), {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('kontraAnnounced', 'kontra', 1, 'kontra'), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-3, -3, 3, 3]
    })
  })
})

describe('pagat scheme: Re and Kontra announced, 2 each for the winners ("2 für jede Ansage von Re oder Kontra")', () => {
  it('both announced, Re wins with 150: 1 + 2 + 2 = 5', () => {
    expectSettled(summaryOf({ re: 150, reSays: 'announced', kontraSays: 'announced' }), rules.pagat, {
      winner: 're',
      lines: [line('won', 're', 1), line('reAnnounced', 're', 2, 're'), line('kontraAnnounced', 're', 2, 'kontra')],
      scores: [5, 5, -5, -5]
    })
  })

  it('both announced, Kontra wins with 130 (Re 110): 1 + 1 (against the ♣Q) + 2 + 2 = 6', () => {
    expectSettled(summaryOf({ re: 110, reSays: 'announced', kontraSays: 'announced' }), rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('kontraAnnounced', 'kontra', 2, 'kontra')
      ],
      scores: [-6, -6, 6, 6]
    })
  })
})

describe('pagat scheme: per level 90/60/30/schwarz, 1 when the losers fell below it', () => {
  it('Kontra 29 in 2 tricks: below 90, 60, 30: 1 + 3 = 4', () => {
    expectSettled(summaryOf({ re: 211, reTricks: 10 }), rules.pagat, {
      winner: 're',
      lines: [line('won', 're', 1), line('below90', 're', 1), line('below60', 're', 1), line('below30', 're', 1)],
      scores: [4, 4, -4, -4]
    })
  })

  it('Kontra without a trick: below 90, 60, 30 and schwarz: 1 + 4 = 5', () => {
    expectSettled(summaryOf({ re: 240, reTricks: 12 }), rules.pagat, {
      winner: 're',
      lines: [line('won', 're', 1), line('below90', 're', 1), line('below60', 're', 1), line('below30', 're', 1), line('schwarz', 're', 1)],
      scores: [5, 5, -5, -5]
    })
  })

  it('Re 50: Kontra wins, Re below 90 and 60: 1 + 1 (against the ♣Q) + 2 = 4', () => {
    expectSettled(summaryOf({ re: 50 }), rules.pagat, {
      winner: 'kontra',
      lines: [line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1), line('below90', 'kontra', 1), line('below60', 'kontra', 1)],
      scores: [-4, -4, 4, 4]
    })
  })
})

describe('pagat scheme: per level, 1 when the winners announced it', () => {
  it('Re announced keine 60 and took 185 (Kontra 55): 1 + below 90/60 2 + Re 2 + keine 90/60 2 = 7', () => {
    expectSettled(summaryOf({ re: 185, reSays: 'no60' }), rules.pagat, {
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('no90Announced', 're', 1, 're'),
        line('no60Announced', 're', 1, 're')
      ],
      scores: [7, 7, -7, -7]
    })
  })

  it('Kontra announced keine 90 and kept it (Re 80): 1 + 1 (against the ♣Q) + below 90 1 + Kontra 2 + keine 90 1 = 6', () => {
    expectSettled(summaryOf({ re: 80, kontraSays: 'no90' }), rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('below90', 'kontra', 1),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('no90Announced', 'kontra', 1, 'kontra')
      ],
      scores: [-6, -6, 6, 6]
    })
  })
})

describe('pagat scheme: per level, 2 when the losers announced it and did not keep it (judged per level)', () => {
  it('Re announced keine 60, Kontra took 70: keine 90 kept, keine 60 broken: 2 for the 60 level only', () => {
    // Re 170, Kontra 70. Re's Absage keine 60 is broken (70 >= 60): Kontra wins (RULES 6).
    // Level 90: Kontra 70 < 90, kept: nothing. Level 60: broken: 2.
    // Kontra: won 1 + against the ♣Q 1 + Re announced 2 + broken keine 60 2 = 6.
    expectSettled(summaryOf({ re: 170, reSays: 'no60' }), rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenNo60', 'kontra', 2)
      ],
      scores: [-6, -6, 6, 6]
    })
  })

  it('Re announced schwarz, Kontra took one trick of 25: only the schwarz level is broken: 2', () => {
    // Re 215 in 11 tricks, Kontra 25 in 1 trick. Schwarz broken (Kontra has a trick): Kontra wins.
    // Levels 90, 60, 30 kept (25 < 30): nothing; schwarz: 2.
    // Kontra: won 1 + against the ♣Q 1 + Re 2 + broken schwarz 2 = 6.
    expectSettled(summaryOf({ re: 215, reTricks: 11, reSays: 'schwarz' }), rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenSchwarz', 'kontra', 2)
      ],
      scores: [-6, -6, 6, 6]
    })
  })

  it('Kontra announced keine 30 and Re took 200: every level broken, 2 each', () => {
    // Kontra 40: Re wins (keine 30 broken). Re: won 1 + below 90 1 + below 60 1 + Kontra
    // announced 2 + broken keine 90/60/30 2 + 2 + 2 = 11.
    expectSettled(summaryOf({ re: 200, kontraSays: 'no30' }), rules.pagat, {
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('brokenNo90', 're', 2),
        line('brokenNo60', 're', 2),
        line('brokenNo30', 're', 2)
      ],
      scores: [11, 11, -11, -11]
    })
  })

  it('both made Absagen, Re kept keine 90 and Kontra broke keine 60: 1 for the winners\' level, 2 per broken level', () => {
    // Re 160, Kontra 80. Re's keine 90 kept (80 < 90), Kontra's keine 60 broken: Re wins.
    // Re: won 1 + below 90 1 + Re 2 + Kontra 2 + keine 90 (winners) 1 + broken keine 90 2 +
    // broken keine 60 2 (Re 160 >= 90 and >= 60) = 11.
    expectSettled(summaryOf({ re: 160, reSays: 'no90', kontraSays: 'no60' }), rules.pagat, {
      winner: 're',
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 're'),
        line('brokenNo90', 're', 2),
        line('brokenNo60', 're', 2)
      ],
      scores: [11, 11, -11, -11]
    })
  })
})

describe('pagat scheme: nobody wins (RULES 7 pagat decision: 1 per level the other fell below, 2 per level the other announced and did not keep, offset; extra points count)', () => {
  it('Re keine 60, Kontra keine 90, Re 150 : Kontra 90', () => {
    // Re's keine 60 broken (Kontra 90 >= 60), Kontra's keine 90 broken (Re 150 >= 90): nobody.
    // Re: Kontra's keine 90 not kept: 2. Kontra: Re's keine 90 (90 >= 90) and keine 60 not kept:
    // 2 + 2 = 4. Nobody below anything. Value 2 - 4 = -2.
    expectSettled(summaryOf({ re: 150, reSays: 'no60', kontraSays: 'no90' }), rules.pagat, {
      winner: null,
      lines: [line('brokenNo90', 're', 2), line('brokenNo90', 'kontra', 2), line('brokenNo60', 'kontra', 2)],
      scores: [-2, -2, 2, 2]
    })
  })

  it('Re schwarz, Kontra keine 90, Re 200 in 11 tricks: below points and per-level breaks on both sides', () => {
    // Kontra 40 in 1 trick. Re's schwarz broken (a Kontra trick), Kontra's keine 90 broken.
    // Re: below 90 1 + below 60 1 (Kontra 40) + Kontra's keine 90 broken 2 = 4.
    // Kontra: Re's keine 90 and 60 kept (40 < 60), keine 30 broken (40 >= 30) 2, schwarz broken 2 = 4.
    // Value 0.
    expectSettled(summaryOf({ re: 200, reTricks: 11, reSays: 'schwarz', kontraSays: 'no90' }), rules.pagat, {
      winner: null,
      lines: [
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('brokenNo90', 're', 2),
        line('brokenNo30', 'kontra', 2),
        line('brokenSchwarz', 'kontra', 2)
      ],
      scores: [0, 0, 0, 0]
    })
  })

  it('extra points still count, against the ♣Q does not (no Kontra win)', () => {
    // As the first case (Re 2, Kontra 4) with a fox and a Karlchen for Re, a Doppelkopf for
    // Kontra: Re 2 + 2 = 4, Kontra 4 + 1 = 5; value -1.
    const extras: ExtraPoint[] = [extra('re', 'foxCaught'), extra('re', 'karlchen'), extra('kontra', 'doppelkopf')]
    expectSettled(summaryOf({ re: 150, reSays: 'no60', kontraSays: 'no90', extras }), rules.pagat, {
      winner: null,
      lines: [
        line('brokenNo90', 're', 2),
        line('brokenNo90', 'kontra', 2),
        line('brokenNo60', 'kontra', 2),
        line('foxCaught', 're', 1),
        line('karlchen', 're', 1),
        line('doppelkopf', 'kontra', 1)
      ],
      scores: [-1, -1, 1, 1]
    })
  })

  it('in a solo: the offset value counts three times for the soloist', () => {
    // Soloist seat 3: as the first case, value -2: soloist -6, each opponent +2.
    expectSettled(summaryOf({ parties: soloOf(3), re: 150, reSays: 'no60', kontraSays: 'no90' }), rules.pagat, {
      winner: null,
      lines: [line('brokenNo90', 're', 2), line('brokenNo90', 'kontra', 2), line('brokenNo60', 'kontra', 2)],
      scores: [2, 2, 2, -6]
    })
  })
})

describe('tsr and pagat settle the same summary differently', () => {
  it('a failed keine 90 (Re keine 90, Kontra 100): tsr 5, pagat 6', () => {
    const summary = summaryOf({ re: 140, reSays: 'no90' })
    // tsr: won 1 + Re 2 + keine 90 made 1 (any party's Absage) + against the ♣Q 1 (extra) = 5;
    //      Kontra 100 < 120: no "reached 120 against keine 90".
    expectSettled(summary, rules.tsr, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      scores: [-5, -5, 5, 5]
    })
    // pagat: won 1 + against the ♣Q 1 + Re 2 + keine 90 not kept (100 >= 90) 2 = 6.
    expectSettled(summary, rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenNo90', 'kontra', 2)
      ],
      scores: [-6, -6, 6, 6]
    })
  })

  it('a failed keine 90 of Kontra (Kontra keine 90, Re 100): tsr 4, pagat 5', () => {
    const summary = summaryOf({ re: 100, kontraSays: 'no90' })
    // Kontra's keine 90 broken (Re 100 >= 90): Re wins with 100.
    // tsr: won 1 + Kontra 2 + keine 90 made 1 = 4 (Re 100 < 120: nothing reached).
    expectSettled(summary, rules.tsr, {
      winner: 're',
      lines: [line('won', 're', 1), line('kontraAnnounced', 're', 2, 'kontra'), line('no90Announced', 're', 1, 'kontra')],
      scores: [4, 4, -4, -4]
    })
    // pagat: won 1 + Kontra 2 + keine 90 not kept 2 = 5.
    expectSettled(summary, rules.pagat, {
      winner: 're',
      lines: [line('won', 're', 1), line('kontraAnnounced', 're', 2, 'kontra'), line('brokenNo90', 're', 2)],
      scores: [5, 5, -5, -5]
    })
  })

  it('a failed keine 60 (Re keine 60, Kontra 100): tsr 7, pagat 8', () => {
    const summary = summaryOf({ re: 140, reSays: 'no60' })
    // tsr: won 1 + Re 2 + keine 90 1 + keine 60 1 + reached 90 against keine 60 1 (100 >= 90)
    //      + against the ♣Q 1 = 7 (100 < 120: keine 90 not "reached against").
    expectSettled(summary, rules.tsr, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('no60Announced', 'kontra', 1, 're'),
        line('reached90AgainstNo60', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      scores: [-7, -7, 7, 7]
    })
    // pagat: won 1 + against the ♣Q 1 + Re 2 + keine 90 broken 2 + keine 60 broken 2 = 8.
    expectSettled(summary, rules.pagat, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenNo90', 'kontra', 2),
        line('brokenNo60', 'kontra', 2)
      ],
      scores: [-8, -8, 8, 8]
    })
  })

  it('a failed keine 60 with Kontra at 70: different lines, the same 6 points', () => {
    const summary = summaryOf({ re: 170, reSays: 'no60' })
    // tsr: won 1 + Re 2 + keine 90 1 + keine 60 1 + against the ♣Q 1 = 6 (70 reaches neither 90 nor 120).
    expectSettled(summary, rules.tsr, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('no60Announced', 'kontra', 1, 're'),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      scores: [-6, -6, 6, 6]
    })
    // pagat: see "judged per level" above: 6.
    expect(settled(summary, rules.pagat).scores).toEqual([-6, -6, 6, 6])
  })

  it('a failed schwarz with Kontra at 25 in one trick: tsr 8, pagat 6', () => {
    const summary = summaryOf({ re: 215, reTricks: 11, reSays: 'schwarz' })
    // tsr: won 1 + Re 2 + four Absagen 4 + against the ♣Q 1 = 8 (25 < 30: schwarz not "reached against").
    expectSettled(summary, rules.tsr, {
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('no60Announced', 'kontra', 1, 're'),
        line('no30Announced', 'kontra', 1, 're'),
        line('schwarzAnnounced', 'kontra', 1, 're'),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      scores: [-8, -8, 8, 8]
    })
    expect(settled(summary, rules.pagat).scores).toEqual([-6, -6, 6, 6])
  })

  it('nobody wins (Re keine 60, Kontra keine 90, Re 150 : Kontra 90): tsr 0, pagat -2', () => {
    const summary = summaryOf({ re: 150, reSays: 'no60', kontraSays: 'no90' })
    // tsr 7.1.3: Re reached 120 against Kontra's keine 90 (150): 1; Kontra reached 90 against
    // Re's keine 60 (90 >= 90): 1, but not 120 against keine 90. Offset: 0.
    expectSettled(summary, rules.tsr, {
      winner: null,
      lines: [line('reached120AgainstNo90', 're', 1), line('reached90AgainstNo60', 'kontra', 1)],
      scores: [0, 0, 0, 0]
    })
    // pagat: Re 2 (Kontra's keine 90), Kontra 2 + 2 (Re's keine 90 and 60): -2.
    expectSettled(summary, rules.pagat, {
      winner: null,
      lines: [line('brokenNo90', 're', 2), line('brokenNo90', 'kontra', 2), line('brokenNo60', 'kontra', 2)],
      scores: [-2, -2, 2, 2]
    })
  })

  it('nobody wins (Re schwarz, Kontra keine 90, Re 200 in 11 tricks): tsr +2, pagat 0', () => {
    const summary = summaryOf({ re: 200, reTricks: 11, reSays: 'schwarz', kontraSays: 'no90' })
    // tsr: Re below 90 1 + below 60 1 + reached 120 against keine 90 1 = 3; Kontra (40 points)
    // reached 30 against schwarz 1, not 60/90/120: 1. Value 2.
    expectSettled(summary, rules.tsr, {
      winner: null,
      lines: [
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('reached120AgainstNo90', 're', 1),
        line('reached30AgainstSchwarz', 'kontra', 1)
      ],
      scores: [2, 2, -2, -2]
    })
    expect(settled(summary, rules.pagat).scores).toEqual([0, 0, 0, 0])
  })
})

// ---------------------------------------------------------------------------------------------
// One complete game, played card for card under both presets (same deal, same cards).
// Re: seats 0 and 2 (one ♣Q each); dealer 0, seat 1 leads. Nobody may declare anything but
// healthy here (no seat has both ♣Q; pagat's Armut is possible for nobody: every hand holds at
// least six trumps).
// ---------------------------------------------------------------------------------------------

const HANDS = dealOf([
  '♣9 ♣K ♠9 ♠K ♥A ♥K ♣Q ♥10 ♦A ♦10 ♠J ♦9',
  '♣A ♣10 ♠K ♠10 ♥A ♥9 ♠Q ♦Q ♥J ♦J ♦10 ♦K',
  '♣10 ♣A ♠A ♠9 ♥9 ♣Q ♥10 ♠Q ♥Q ♣J ♦A ♦K',
  '♣K ♣9 ♠10 ♠A ♥K ♥Q ♦Q ♣J ♠J ♥J ♦J ♦9'
])

const TRICKS = [
  '♣A ♣10 ♣K ♣9 >1', //   1: 11+10+4+0 = 25 Kontra
  '♣10 ♣A ♣9 ♣K >2', //   2: 10+11+0+4 = 25 Re
  '♠A ♠10 ♠9 ♠K >2', //   3: 11+10+0+4 = 25 Re
  '♠9 ♠A ♠K ♠10 >3', //   4: 0+11+4+10 = 25 Kontra
  '♥K ♥A ♥A ♥9 >0', //    5: 4+11+11+0 = 26 Re (the first ♥A wins)
  '♥K ♥9 ♦K ♦J >3', //    6: 4+0+4+2 = 10 Kontra (seats 2 and 3 have no heart left)
  '♥Q ♦A ♠Q ♦A >1', //    7: 3+11+3+11 = 28 Kontra: both foxes of Re caught
  '♦K ♥10 ♦9 ♦10 >2', //  8: 4+10+0+10 = 24 Re
  '♣J ♦Q ♦9 ♦10 >3', //   9: 2+3+0+10 = 15 Kontra
  '♥J ♥10 ♦J ♥Q >0', //  10: 2+10+2+3 = 17 Re
  '♠J ♥J ♠Q ♣J >2', //   11: 2+2+3+2 = 9 Re
  '♣Q ♠J ♣Q ♦Q >2' //    12: 3+2+3+3 = 11 Re (won by a ♣Q: no Karlchen; no ♣J in it)
]
// Kontra 25+25+10+28+15 = 103 in 5 tricks; Re 25+25+26+24+17+9+11 = 137 in 7 tricks.
// Extra points found: two foxes caught by Kontra (trick 7); no trick of 40, no Karlchen.

const PARTIES: BySeat<Party> = ['re', 'kontra', 're', 'kontra']
const FOXES: readonly ExtraPoint[] = [extra('kontra', 'foxCaught'), extra('kontra', 'foxCaught')]

const play = (ruleSet: RuleSet, announcements: readonly { announce: Announcement; seat: 0 | 1 | 2 | 3 }[]): Game =>
  runScript(declare(start({ rules: ruleSet, dealer: 0, hands: HANDS })), [...announcements, ...TRICKS])

const common = (reSays: GameSummary['announcements']['re'], kontraSays: GameSummary['announcements']['kontra']) => ({
  contract: { kind: 'normal' } as const,
  parties: PARTIES,
  points: { re: 137, kontra: 103 },
  tricks: { re: 7, kontra: 5 },
  announcements: { re: reSays, kontra: kontraSays },
  extraPoints: FOXES,
  soloScoring: false
})

describe('a complete game under rules.tsr and rules.pagat: same cards, different settlement', () => {
  it('a failed keine 90: Re says keine 90 with 12 cards and ends with 137 : 103 (tsr 7, pagat 8)', () => {
    const ann = [{ announce: 'no90' as const, seat: 0 as const }]
    // Re's keine 90 broken (Kontra 103 >= 90): Kontra wins (RULES 6).
    // tsr: won 1 + Re 2 + keine 90 1 (103 < 120: not reached) + against the ♣Q 1 + 2 foxes = 7.
    expectOutcome(play(rules.tsr, ann), {
      ...common('no90', 'none'),
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('againstTheClubQueens', 'kontra', 1),
        line('foxCaught', 'kontra', 1),
        line('foxCaught', 'kontra', 1)
      ],
      value: -7,
      scores: [-7, 7, -7, 7]
    })
    // pagat: won 1 + against the ♣Q 1 + Re 2 + keine 90 not kept 2 + 2 foxes = 8.
    expectOutcome(play(rules.pagat, ann), {
      ...common('no90', 'none'),
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenNo90', 'kontra', 2),
        line('foxCaught', 'kontra', 1),
        line('foxCaught', 'kontra', 1)
      ],
      value: -8,
      scores: [-8, 8, -8, 8]
    })
  })

  it('a failed keine 60: Re says keine 60 with 12 cards (tsr 9, pagat 10)', () => {
    const ann = [{ announce: 'no60' as const, seat: 2 as const }]
    // tsr: won 1 + Re 2 + keine 90 1 + keine 60 1 + reached 90 against keine 60 1 (103 >= 90;
    //      103 < 120, so not reached against keine 90) + against the ♣Q 1 + 2 foxes = 9.
    expectOutcome(play(rules.tsr, ann), {
      ...common('no60', 'none'),
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('no60Announced', 'kontra', 1, 're'),
        line('reached90AgainstNo60', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('foxCaught', 'kontra', 1),
        line('foxCaught', 'kontra', 1)
      ],
      value: -9,
      scores: [-9, 9, -9, 9]
    })
    // pagat: won 1 + against the ♣Q 1 + Re 2 + keine 90 broken 2 + keine 60 broken 2 + 2 foxes = 10.
    expectOutcome(play(rules.pagat, ann), {
      ...common('no60', 'none'),
      winner: 'kontra',
      lines: [
        line('won', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('brokenNo90', 'kontra', 2),
        line('brokenNo60', 'kontra', 2),
        line('foxCaught', 'kontra', 1),
        line('foxCaught', 'kontra', 1)
      ],
      value: -10,
      scores: [-10, 10, -10, 10]
    })
  })

  it('nobody wins: Re and Kontra both say keine 90 with 12 cards (tsr -1, pagat -2)', () => {
    const ann = [
      { announce: 'no90' as const, seat: 0 as const },
      { announce: 'no90' as const, seat: 3 as const }
    ]
    // Re's keine 90 broken (Kontra 103), Kontra's keine 90 broken (Re 137): nobody wins.
    // tsr: Re reached 120 against keine 90 (137): 1; Kontra (103) nothing; the foxes 2 for
    //      Kontra; no against the ♣Q. Value 1 - 2 = -1.
    expectOutcome(play(rules.tsr, ann), {
      ...common('no90', 'no90'),
      winner: null,
      lines: [line('reached120AgainstNo90', 're', 1), line('foxCaught', 'kontra', 1), line('foxCaught', 'kontra', 1)],
      value: -1,
      scores: [-1, 1, -1, 1]
    })
    // pagat: Re 2 for Kontra's broken keine 90, Kontra 2 for Re's; the foxes 2. Value 2 - 4 = -2.
    expectOutcome(play(rules.pagat, ann), {
      ...common('no90', 'no90'),
      winner: null,
      lines: [
        line('brokenNo90', 're', 2),
        line('brokenNo90', 'kontra', 2),
        line('foxCaught', 'kontra', 1),
        line('foxCaught', 'kontra', 1)
      ],
      value: -2,
      scores: [-2, 2, -2, 2]
    })
  })
})
