/**
 * The worked examples that must hold (RULES.md section 7, last paragraph): the five-game table of
 * reference/tsr-scoring.de.txt, the six scoring examples of reference/tsr-guide.en.txt, and the
 * other numbered cases of the scoring guide. Each game is a hand-built summary settled with
 * `settle(summary, rules.tsr)`.
 */
import { describe, expect, it } from 'vitest'
import type { BySeat, GameSummary, SettlementLine } from '../src/index.js'
import {
  extra,
  line,
  rePair,
  sameParity,
  settled,
  showLines,
  soloOf,
  summaryOf,
  sumsToZero
} from './support/settlement.js'

const ANNA = 0
const BEN = 1
const CARLA = 2
const DIETER = 3

interface Row {
  readonly game: number
  readonly text: string
  readonly summary: GameSummary
  readonly lines: readonly SettlementLine[]
  readonly scores: BySeat<number>
}

describe('tsr-scoring.de.txt: "Beispiel: fünf Spiele mit Abrechnung" (Anna 0, Ben 1, Carla 2, Dieter 3)', () => {
  const rows: readonly Row[] = [
    {
      game: 1,
      text: 'Re (Anna, Ben) 131 Augen, keine Ansagen: gewonnen 1',
      summary: summaryOf({ parties: rePair(ANNA, BEN), re: 131, reTricks: 7 }),
      lines: [line('won', 're', 1)],
      scores: [1, 1, -1, -1]
    },
    {
      game: 2,
      text: 'Re (Anna, Carla) sagt „Re“, holt 118: Kontra gewinnt 1 + Re 2 + gegen die Alten 1',
      // "gegen die Alten" is not in the summary: settlement adds it for a Kontra win.
      summary: summaryOf({ parties: rePair(ANNA, CARLA), re: 118, reTricks: 6, reSays: 'announced' }),
      lines: [line('won', 'kontra', 1), line('reAnnounced', 'kontra', 2, 're'), line('againstTheClubQueens', 'kontra', 1)],
      scores: [-4, 4, -4, 4]
    },
    {
      game: 3,
      text: 'Re (Ben, Carla) „Re“ und „keine 90“, 165 Augen: 1 + unter 90 1 + Re 2 + Absage 1 + Fuchs 1',
      // "In Spiel 3 hat Kontra 75 Augen, also unter 90."
      summary: summaryOf({
        parties: rePair(BEN, CARLA),
        re: 165,
        reTricks: 8,
        reSays: 'no90',
        extras: [extra('re', 'foxCaught')]
      }),
      lines: [
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('no90Announced', 're', 1, 're'),
        line('foxCaught', 're', 1)
      ],
      scores: [-6, 6, 6, -6]
    },
    {
      game: 4,
      text: 'Re (Anna, Dieter) „Re“ und „keine 90“, nur 140: Kontra gewinnt 1 + 2 + 1 + gegen die Alten 1',
      summary: summaryOf({ parties: rePair(ANNA, DIETER), re: 140, reTricks: 7, reSays: 'no90' }),
      lines: [
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('againstTheClubQueens', 'kontra', 1)
      ],
      scores: [-5, 5, 5, -5]
    },
    {
      game: 5,
      text: 'Anna Damensolo mit „Re“, 125 Augen: (1 + 2) × 3',
      summary: summaryOf({ parties: soloOf(ANNA), re: 125, reTricks: 6, reSays: 'announced' }),
      lines: [line('won', 're', 1), line('reAnnounced', 're', 2, 're')],
      scores: [9, -3, -3, -3]
    }
  ]

  for (const row of rows) {
    describe(`Spiel ${row.game}: ${row.text}`, () => {
      const s = settled(row.summary)

      it('itemises the lines of the row text', () => {
        expect(s.lines, showLines(s).join('\n')).toEqual(row.lines)
      })

      it('writes the row', () => {
        expect(s.scores).toEqual(row.scores)
      })

      it('passes the TSR checks: row sum zero, all even or all odd', () => {
        expect(sumsToZero(s.scores)).toBe(true)
        expect(sameParity(s.scores)).toBe(true)
      })
    })
  }

  it('game 3: Kontra stays below 90, so Re (151 or more) also scores "unter 90 gespielt"', () => {
    const s = settled(rows[2]?.summary)
    expect(s.winner).toBe('re')
    expect(s.lines.some((l) => l.code === 'below90' && l.party === 're')).toBe(true)
  })

  it('games 2 and 4 are won by Kontra; game 5 is scored as a solo', () => {
    expect(rows.map((r) => settled(r.summary).winner)).toEqual(['re', 'kontra', 're', 'kontra', 're'])
    expect(rows.map((r) => settled(r.summary).soloScoring)).toEqual([false, false, false, false, true])
  })

  it('running totals −5, +13, +3, −11, each stand passing the TSR checks', () => {
    let totals = [0, 0, 0, 0]
    const stands: number[][] = []
    for (const row of rows) {
      const scores = settled(row.summary).scores
      totals = totals.map((t, i) => t + (scores[i] ?? 0))
      stands.push(totals)
      expect(sumsToZero(totals)).toBe(true)
      expect(sameParity(totals)).toBe(true)
    }
    expect(stands).toEqual([
      [1, 1, -1, -1],
      [-3, 5, -5, 3],
      [-9, 11, 1, -3],
      [-14, 16, 6, -8],
      [-5, 13, 3, -11]
    ])
    // "Im Beispiel sind nach Spiel 5 alle vier Stände ungerade."
    expect(totals.every((t) => Math.abs(t) % 2 === 1)).toBe(true)
    // At 5 cents a point: Anna pays 0,25 €, Dieter 0,55 €, Ben gets 0,65 €, Carla 0,15 €.
    expect(totals.map((t) => t * 5)).toEqual([-25, 65, 15, -55])
  })
})

describe('tsr-guide.en.txt: "Six hands scored under the TSR"', () => {
  it('1. normal game, no announcements, Re 156 : Kontra 84, Re caught a Fuchs, Kontra made a Doppelkopf: Re +2 each, Kontra −2', () => {
    const s = settled(
      summaryOf({ re: 156, reTricks: 8, extras: [extra('re', 'foxCaught'), extra('kontra', 'doppelkopf')] })
    )
    expect(s.winner).toBe('re')
    expect(s.lines).toEqual([
      line('won', 're', 1),
      line('below90', 're', 1),
      line('foxCaught', 're', 1),
      line('doppelkopf', 'kontra', 1)
    ])
    expect(s.points).toEqual({ re: 3, kontra: 1 })
    expect(s.value).toBe(2)
    expect(s.scores).toEqual([2, 2, -2, -2])
  })

  it('2. normal game, Kontra takes exactly 120, nobody announced: win 1 + gegen die Alten 1, Kontra +2, Re −2', () => {
    const s = settled(summaryOf({ re: 120, reTricks: 6 }))
    expect(s.winner).toBe('kontra')
    expect(s.lines).toEqual([line('won', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)])
    expect(s.value).toBe(-2)
    expect(s.scores).toEqual([-2, -2, 2, 2])
  })

  it('3. "Re" and "Kontra" announced, Re takes 125: win 1 + Re 2 + Kontra 2, Re +5, Kontra −5', () => {
    const s = settled(summaryOf({ re: 125, reTricks: 6, reSays: 'announced', kontraSays: 'announced' }))
    expect(s.winner).toBe('re')
    expect(s.lines).toEqual([
      line('won', 're', 1),
      line('reAnnounced', 're', 2, 're'),
      line('kontraAnnounced', 're', 2, 'kontra')
    ])
    expect(s.scores).toEqual([5, 5, -5, -5])
  })

  it('4. "Re, keine 90", Re 145 : Kontra 95: Kontra wins 1 + Re 2 + keine 90 1 + gegen die Alten 1, Kontra +5, Re −5', () => {
    const s = settled(summaryOf({ re: 145, reTricks: 7, reSays: 'no90' }))
    expect(s.winner).toBe('kontra')
    // Kontra has 95, below 120: no point for reaching 120 against "keine 90".
    expect(s.lines).toEqual([
      line('won', 'kontra', 1),
      line('reAnnounced', 'kontra', 2, 're'),
      line('no90Announced', 'kontra', 1, 're'),
      line('againstTheClubQueens', 'kontra', 1)
    ])
    expect(s.scores).toEqual([-5, -5, 5, 5])
  })

  it('5. queen solo with "Re", soloist 190 : 50: win 1 + below 90 1 + below 60 1 + Re 2 = 5, soloist +15, opponents −5', () => {
    const s = settled(summaryOf({ parties: soloOf(0), re: 190, reTricks: 10, reSays: 'announced' }))
    expect(s.winner).toBe('re')
    expect(s.soloScoring).toBe(true)
    expect(s.lines).toEqual([
      line('won', 're', 1),
      line('below90', 're', 1),
      line('below60', 're', 1),
      line('reAnnounced', 're', 2, 're')
    ])
    expect(s.value).toBe(5)
    expect(s.scores).toEqual([15, -5, -5, -5])
  })

  it('6. jack solo, no announcements, soloist 110: the opponents win 1 point, soloist −3, opponents +1', () => {
    const s = settled(summaryOf({ parties: soloOf(0), re: 110, reTricks: 5 }))
    expect(s.winner).toBe('kontra')
    // No "gegen die Alten" in a solo.
    expect(s.lines).toEqual([line('won', 'kontra', 1)])
    expect(s.scores).toEqual([-3, 1, 1, 1])
  })

  it('every example passes the TSR checks', () => {
    const examples = [
      summaryOf({ re: 156, reTricks: 8, extras: [extra('re', 'foxCaught'), extra('kontra', 'doppelkopf')] }),
      summaryOf({ re: 120, reTricks: 6 }),
      summaryOf({ re: 125, reTricks: 6, reSays: 'announced', kontraSays: 'announced' }),
      summaryOf({ re: 145, reTricks: 7, reSays: 'no90' }),
      summaryOf({ parties: soloOf(0), re: 190, reTricks: 10, reSays: 'announced' }),
      summaryOf({ parties: soloOf(0), re: 110, reTricks: 5 })
    ]
    for (const summary of examples) {
      const { scores } = settled(summary)
      expect(sumsToZero(scores)).toBe(true)
      expect(sameParity(scores)).toBe(true)
    }
  })
})

describe('tsr-scoring.de.txt: the other cases of the text', () => {
  it('"Ein Fall, den viele suchen": Re sagt „Re“ und „keine 90“, holt 140: Kontra (100) bekommt 5, Re −5', () => {
    const s = settled(summaryOf({ re: 140, reTricks: 7, reSays: 'no90' }))
    expect(s.winner).toBe('kontra')
    // 1 for the win, 2 for the "Re", 1 for the Absage; Kontra stayed below 120, so no further
    // point; plus the extra point for beating the ♣Q.
    expect(s.lines).toEqual([
      line('won', 'kontra', 1),
      line('reAnnounced', 'kontra', 2, 're'),
      line('no90Announced', 'kontra', 1, 're'),
      line('againstTheClubQueens', 'kontra', 1)
    ])
    expect(s.lines.some((l) => l.code === 'reached120AgainstNo90')).toBe(false)
    expect(s.scores).toEqual([-5, -5, 5, 5])
  })

  it('"Gewinnt Re mit 1 Punkt und Kontra fängt einen Fuchs, steht es 1 zu 1, und alle schreiben 0"', () => {
    const s = settled(summaryOf({ re: 130, reTricks: 7, extras: [extra('kontra', 'foxCaught')] }))
    expect(s.winner).toBe('re')
    expect(s.lines).toEqual([line('won', 're', 1), line('foxCaught', 'kontra', 1)])
    expect(s.points).toEqual({ re: 1, kontra: 1 })
    expect(s.value).toBe(0)
    expect(s.scores).toEqual([0, 0, 0, 0])
    for (const score of s.scores) expect(Object.is(score, -0)).toBe(false)
  })

  it('Damensolo gewonnen ohne Ansagen: +3 für den Solisten, −1 für jeden anderen', () => {
    const s = settled(summaryOf({ parties: soloOf(2), re: 130, reTricks: 6 }))
    expect(s.lines).toEqual([line('won', 're', 1)])
    expect(s.scores).toEqual([-1, -1, 3, -1])
  })

  it('Damensolo, der Solist sagt „Re“ an und gewinnt: 1 + 2 = 3, verdreifacht +9, die Gegner je −3', () => {
    const s = settled(summaryOf({ parties: soloOf(3), re: 130, reTricks: 6, reSays: 'announced' }))
    expect(s.lines).toEqual([line('won', 're', 1), line('reAnnounced', 're', 2, 're')])
    expect(s.value).toBe(3)
    expect(s.scores).toEqual([-3, -3, -3, 9])
  })

  it('"Solo nicht verdreifacht: dann geht die Quersumme nicht auf": +3 beim Solisten verlangt −1 bei jedem Gegner', () => {
    const s = settled(summaryOf({ parties: soloOf(1), re: 121, reTricks: 6 }))
    expect(s.scores).toEqual([-1, 3, -1, -1])
    expect(sumsToZero(s.scores)).toBe(true)
  })

  it('"Schwarz an den Augen festgemacht": a trick of four nines has 0 Augen and still counts', () => {
    // Re took 240 Augen in eleven tricks, Kontra one trick of four nines.
    const s = settled(summaryOf({ re: 240, reTricks: 11 }))
    expect(s.lines).toEqual([line('won', 're', 1), line('below90', 're', 1), line('below60', 're', 1), line('below30', 're', 1)])
    expect(s.scores).toEqual([4, 4, -4, -4])
  })

  it('"120 zu 120 falsch gewertet: Ohne Ansagen gewinnt Kontra"', () => {
    expect(settled(summaryOf({ re: 120, reTricks: 6 })).winner).toBe('kontra')
  })

  it('"Hat nur Kontra angesagt, dreht sich die Grenze: Dann gewinnt Re schon mit 120"', () => {
    const s = settled(summaryOf({ re: 120, reTricks: 6, kontraSays: 'announced' }))
    expect(s.winner).toBe('re')
    expect(s.lines).toEqual([line('won', 're', 1), line('kontraAnnounced', 're', 2, 'kontra')])
    expect(s.scores).toEqual([3, 3, -3, -3])
  })

  it('"Sagt Re „Re“ an und verliert, bekommt Kontra die 2 Punkte dafür"', () => {
    const s = settled(summaryOf({ re: 100, reTricks: 5, reSays: 'announced' }))
    expect(s.lines).toContainEqual(line('reAnnounced', 'kontra', 2, 're'))
    expect(s.lines.some((l) => l.party === 're')).toBe(false)
  })
})
