/**
 * Settlement: RULES.md section 6 (who wins) and section 7 (tsr column: game points, extra points,
 * solo scoring, nobody wins, scores), and the validation of hand-built summaries. One describe
 * per rule; every game is a hand-built summary.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type BySeat, ErrorCode, type GameSummary, type Party, type RuleSet, rules, settle } from '../src/index.js'
import { ANNOUNCEMENT_LEVELS, type AnnouncementLevel, type ExtraPoint, type SettlementCode, winnerOf } from '../src/rulesEntry.js'
import { deepFreeze } from './support/index.js'
import {
  NORMAL,
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

/** Re announced up to and including the given Absage (levels imply the lower ones). */
const ABSAGEN: readonly AnnouncementLevel[] = ['no90', 'no60', 'no30', 'schwarz']

const codes = (summary: unknown, ruleSet: RuleSet = rules.tsr): string[] => settled(summary, ruleSet).lines.map((l) => l.code)

describe('RULES 6: who wins', () => {
  describe('no Absagen', () => {
    it('Re wins with 121 or more', () => {
      expect(winnerOf(summaryOf({ re: 121 }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 240 }))).toBe('re')
    })

    it('Re loses with 120: Kontra wins with 120 (120:120 is a Kontra win)', () => {
      expect(winnerOf(summaryOf({ re: 120 }))).toBe('kontra')
      expect(winnerOf(summaryOf({ re: 0 }))).toBe('kontra')
    })

    it('only Re announced: still 121 for Re', () => {
      expect(winnerOf(summaryOf({ re: 121, reSays: 'announced' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 120, reSays: 'announced' }))).toBe('kontra')
    })

    it('only Kontra announced: Re wins with 120, Kontra needs 121', () => {
      expect(winnerOf(summaryOf({ re: 120, kontraSays: 'announced' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 119, kontraSays: 'announced' }))).toBe('kontra')
    })

    it('both announced: 121 for Re, 120 for Kontra again', () => {
      expect(winnerOf(summaryOf({ re: 121, reSays: 'announced', kontraSays: 'announced' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 120, reSays: 'announced', kontraSays: 'announced' }))).toBe('kontra')
    })

    it('the same in a solo', () => {
      expect(winnerOf(summaryOf({ parties: soloOf(2), re: 121 }))).toBe('re')
      expect(winnerOf(summaryOf({ parties: soloOf(2), re: 120 }))).toBe('kontra')
      expect(winnerOf(summaryOf({ parties: soloOf(2), re: 120, kontraSays: 'announced' }))).toBe('re')
    })
  })

  describe('only Re made an Absage: Re wins iff kept', () => {
    // [Absage, Kontra's points and tricks when kept, when broken]
    const cases: ReadonlyArray<[AnnouncementLevel, string, { re: number; reTricks: number }, { re: number; reTricks: number }]> = [
      ['no90', 'Kontra below 90', { re: 151, reTricks: 8 }, { re: 150, reTricks: 8 }],
      ['no60', 'Kontra below 60', { re: 181, reTricks: 9 }, { re: 180, reTricks: 9 }],
      ['no30', 'Kontra below 30', { re: 211, reTricks: 10 }, { re: 210, reTricks: 10 }],
      ['schwarz', 'Kontra without a trick', { re: 240, reTricks: 12 }, { re: 240, reTricks: 11 }]
    ]
    for (const [level, kept, keptGame, brokenGame] of cases) {
      for (const kontraSays of ['none', 'announced'] as const) {
        it(`${level} (Kontra says ${kontraSays}): kept when ${kept}, else Kontra wins`, () => {
          expect(winnerOf(summaryOf({ ...keptGame, reSays: level, kontraSays }))).toBe('re')
          expect(winnerOf(summaryOf({ ...brokenGame, reSays: level, kontraSays }))).toBe('kontra')
        })
      }
    }

    it('schwarz is judged on tricks, not points: a trick of four nines (0 points) breaks it', () => {
      const s = summaryOf({ re: 240, reTricks: 11, reSays: 'schwarz' })
      expect(s.points.kontra).toBe(0)
      expect(winnerOf(s)).toBe('kontra')
      expect(settled(s).winner).toBe('kontra')
    })

    it('Kontra wins with fewer than 120 when it breaks the Absage (90 against keine 90)', () => {
      expect(winnerOf(summaryOf({ re: 150, reSays: 'no90' }))).toBe('kontra')
      expect(winnerOf(summaryOf({ re: 180, reSays: 'no60' }))).toBe('kontra')
      expect(winnerOf(summaryOf({ re: 210, reSays: 'no30' }))).toBe('kontra')
    })

    it('a higher Absage is judged at its own level: keine 60 with Kontra at 70 is lost', () => {
      expect(winnerOf(summaryOf({ re: 170, reSays: 'no60' }))).toBe('kontra')
    })
  })

  describe('only Kontra made an Absage: symmetric', () => {
    const cases: ReadonlyArray<[AnnouncementLevel, string, { re: number; reTricks: number }, { re: number; reTricks: number }]> = [
      ['no90', 'Re below 90', { re: 89, reTricks: 4 }, { re: 90, reTricks: 4 }],
      ['no60', 'Re below 60', { re: 59, reTricks: 3 }, { re: 60, reTricks: 3 }],
      ['no30', 'Re below 30', { re: 29, reTricks: 2 }, { re: 30, reTricks: 2 }],
      ['schwarz', 'Re without a trick', { re: 0, reTricks: 0 }, { re: 0, reTricks: 1 }]
    ]
    for (const [level, kept, keptGame, brokenGame] of cases) {
      for (const reSays of ['none', 'announced'] as const) {
        it(`${level} (Re says ${reSays}): kept when ${kept}, else Re wins`, () => {
          expect(winnerOf(summaryOf({ ...keptGame, reSays, kontraSays: level }))).toBe('kontra')
          expect(winnerOf(summaryOf({ ...brokenGame, reSays, kontraSays: level }))).toBe('re')
        })
      }
    }

    it('schwarz is judged on tricks: Re with one trick of four nines breaks it', () => {
      const s = summaryOf({ re: 0, reTricks: 1, kontraSays: 'schwarz' })
      expect(winnerOf(s)).toBe('re')
      expect(settled(s).winner).toBe('re')
    })

    it('in a solo too: the soloist wins with 90 against the opponents\' keine 90', () => {
      expect(winnerOf(summaryOf({ parties: soloOf(1), re: 90, kontraSays: 'no90' }))).toBe('re')
    })
  })

  describe('both made Absagen: the one that kept its Absage wins; if neither, nobody', () => {
    it('Re keeps keine 90, Kontra breaks keine 90: Re', () => {
      expect(winnerOf(summaryOf({ re: 155, reSays: 'no90', kontraSays: 'no90' }))).toBe('re')
    })

    it('Kontra keeps keine 60, Re breaks keine 90: Kontra', () => {
      expect(winnerOf(summaryOf({ re: 55, reSays: 'no90', kontraSays: 'no60' }))).toBe('kontra')
    })

    it('Re keeps schwarz against Kontra keine 90: Re', () => {
      expect(winnerOf(summaryOf({ re: 240, reTricks: 12, reSays: 'schwarz', kontraSays: 'no90' }))).toBe('re')
    })

    it('Kontra keeps schwarz against Re keine 30: Kontra', () => {
      expect(winnerOf(summaryOf({ re: 0, reTricks: 0, reSays: 'no30', kontraSays: 'schwarz' }))).toBe('kontra')
    })

    it('neither kept: 120:120 with keine 90 on both sides', () => {
      expect(winnerOf(summaryOf({ re: 120, reSays: 'no90', kontraSays: 'no90' }))).toBeNull()
    })

    it('neither kept: keine 60 against keine 90 at 150:90', () => {
      expect(winnerOf(summaryOf({ re: 150, reSays: 'no60', kontraSays: 'no90' }))).toBeNull()
    })

    it('neither kept: schwarz on both sides, Kontra with one trick of nines', () => {
      expect(winnerOf(summaryOf({ re: 240, reTricks: 11, reSays: 'schwarz', kontraSays: 'schwarz' }))).toBeNull()
    })

    it('settle reports winner null', () => {
      expect(settled(summaryOf({ re: 120, reSays: 'no90', kontraSays: 'no90' })).winner).toBeNull()
    })
  })

  describe('winnerOf: edge cases', () => {
    it('the boundaries of each Absage for the absagende party: 151, 181, 211, all tricks', () => {
      expect([150, 151].map((re) => winnerOf(summaryOf({ re, reSays: 'no90' })))).toEqual(['kontra', 're'])
      expect([180, 181].map((re) => winnerOf(summaryOf({ re, reSays: 'no60' })))).toEqual(['kontra', 're'])
      expect([210, 211].map((re) => winnerOf(summaryOf({ re, reSays: 'no30' })))).toEqual(['kontra', 're'])
      expect([11, 12].map((reTricks) => winnerOf(summaryOf({ re: 240, reTricks, reSays: 'schwarz' })))).toEqual([
        'kontra',
        're'
      ])
    })

    it('the opponents win with 90, 60, 30 or their first trick', () => {
      expect(winnerOf(summaryOf({ re: 90, kontraSays: 'no90' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 60, kontraSays: 'no60' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 30, kontraSays: 'no30' }))).toBe('re')
      expect(winnerOf(summaryOf({ re: 0, reTricks: 1, kontraSays: 'schwarz' }))).toBe('re')
    })

    it('the Re/Kontra rule does not apply once an Absage is made: Kontra keine 90 broken at Re 100', () => {
      // Re has only 100, but Kontra's Absage decides the game.
      expect(winnerOf(summaryOf({ re: 100, reSays: 'announced', kontraSays: 'no90' }))).toBe('re')
    })

    it('a kept Absage wins even with announcements of the other party that did not reach an Absage', () => {
      expect(winnerOf(summaryOf({ re: 200, reSays: 'no60', kontraSays: 'announced' }))).toBe('re')
    })

    it('the seats do not matter, only the parties', () => {
      const parties: readonly BySeat<Party>[] = [NORMAL, rePair(0, 2), rePair(1, 3), rePair(2, 3), soloOf(0), soloOf(3)]
      for (const p of parties) {
        expect(winnerOf(summaryOf({ parties: p, re: 120, kontraSays: 'announced' }))).toBe('re')
        expect(winnerOf(summaryOf({ parties: p, re: 150, reSays: 'no90' }))).toBe('kontra')
      }
    })

    it('agrees with settle(...).winner for every level pair and a range of points', () => {
      for (const reSays of ANNOUNCEMENT_LEVELS) {
        for (const kontraSays of ANNOUNCEMENT_LEVELS) {
          for (const re of [0, 29, 30, 59, 60, 89, 90, 119, 120, 121, 150, 151, 180, 181, 210, 211, 240]) {
            const s = summaryOf({ re, reSays, kontraSays })
            expect(settled(s).winner).toBe(winnerOf(s))
          }
        }
      }
    })
  })
})

describe('RULES 7: game points (tsr 7.2.2)', () => {
  describe('won: 1', () => {
    it('Re wins without anything else: one line', () => {
      const s = settled(summaryOf({ re: 121 }))
      expect(s.lines).toEqual([line('won', 're', 1)])
      expect(s.points).toEqual({ re: 1, kontra: 0 })
      expect(s.value).toBe(1)
      expect(s.scores).toEqual([1, 1, -1, -1])
    })

    it('Kontra wins: won 1 (plus against the ♣Q)', () => {
      const s = settled(summaryOf({ re: 119 }))
      expect(s.lines[0]).toEqual(line('won', 'kontra', 1))
      expect(s.value).toBe(-2)
    })
  })

  describe('losers below 90 / 60 / 30 / schwarz: 1 each, for the winners', () => {
    it.each([
      [150, 4, []],
      [151, 8, ['below90']],
      [180, 9, ['below90']],
      [181, 9, ['below90', 'below60']],
      [210, 10, ['below90', 'below60']],
      [211, 10, ['below90', 'below60', 'below30']],
      [240, 11, ['below90', 'below60', 'below30']],
      [240, 12, ['below90', 'below60', 'below30', 'schwarz']]
    ] as const)('Re %i in %i tricks: %j', (re, reTricks, below) => {
      expect(codes(summaryOf({ re, reTricks }))).toEqual(['won', ...below])
    })

    it('measured on the losers when Kontra wins: Re at 80 gives Kontra below90', () => {
      const s = settled(summaryOf({ re: 80 }))
      expect(s.lines).toEqual([line('won', 'kontra', 1), line('below90', 'kontra', 1), line('againstTheClubQueens', 'kontra', 1)])
    })

    it('Kontra wins schwarz: all four below points for Kontra', () => {
      expect(settled(summaryOf({ re: 0, reTricks: 0 })).lines).toEqual([
        line('won', 'kontra', 1),
        line('below90', 'kontra', 1),
        line('below60', 'kontra', 1),
        line('below30', 'kontra', 1),
        line('schwarz', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1)
      ])
    })

    it('the winners\' own card points never give them below points: Kontra wins with 90 against keine 90', () => {
      // Kontra has 90 points, Re 150: nobody is below 90.
      expect(codes(summaryOf({ re: 150, reSays: 'no90' }))).toEqual(['won', 'reAnnounced', 'no90Announced', 'againstTheClubQueens'])
    })

    it('a won schwarz Absage: the losers\' below points and schwarz', () => {
      const s = settled(summaryOf({ re: 240, reTricks: 12, reSays: 'schwarz' }))
      expect(s.lines).toEqual([
        line('won', 're', 1),
        line('below90', 're', 1),
        line('below60', 're', 1),
        line('below30', 're', 1),
        line('schwarz', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('no90Announced', 're', 1, 're'),
        line('no60Announced', 're', 1, 're'),
        line('no30Announced', 're', 1, 're'),
        line('schwarzAnnounced', 're', 1, 're')
      ])
      expect(s.scores).toEqual([11, 11, -11, -11])
    })
  })

  describe('Re announced / Kontra announced: 2 each, for the winners whoever announced', () => {
    it('Re announced and won', () => {
      expect(settled(summaryOf({ re: 130, reSays: 'announced' })).lines).toEqual([
        line('won', 're', 1),
        line('reAnnounced', 're', 2, 're')
      ])
    })

    it('Re announced and lost: the 2 go to Kontra', () => {
      expect(settled(summaryOf({ re: 110, reSays: 'announced' })).lines).toEqual([
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('againstTheClubQueens', 'kontra', 1)
      ])
    })

    it('Kontra announced and won', () => {
      expect(settled(summaryOf({ re: 110, kontraSays: 'announced' })).lines).toEqual([
        line('won', 'kontra', 1),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('againstTheClubQueens', 'kontra', 1)
      ])
    })

    it('Kontra announced and lost: the 2 go to Re', () => {
      expect(settled(summaryOf({ re: 130, kontraSays: 'announced' })).lines).toEqual([
        line('won', 're', 1),
        line('kontraAnnounced', 're', 2, 'kontra')
      ])
    })

    it('both announced: 4 for the winners', () => {
      const s = settled(summaryOf({ re: 110, reSays: 'announced', kontraSays: 'announced' }))
      expect(s.lines).toEqual([
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('kontraAnnounced', 'kontra', 2, 'kontra'),
        line('againstTheClubQueens', 'kontra', 1)
      ])
      expect(s.scores).toEqual([-6, -6, 6, 6])
    })

    it('an Absage implies the announcement: keine 90 counts Re 2 + keine 90 1', () => {
      expect(codes(summaryOf({ re: 160, reSays: 'no90' }))).toEqual(['won', 'below90', 'reAnnounced', 'no90Announced'])
    })
  })

  describe('each Absage, by either party: 1 each (with by)', () => {
    for (const [i, level] of ABSAGEN.entries()) {
      const expected: SettlementCode[] = ['no90Announced', 'no60Announced', 'no30Announced', 'schwarzAnnounced'].slice(0, i + 1) as SettlementCode[]

      it(`Re ${level}, lost: ${expected.length} Absage line(s) for Kontra, by Re`, () => {
        // Kontra takes 100 points: every Re Absage is broken; Kontra reached 90 and 60 and 30.
        const s = settled(summaryOf({ re: 140, reSays: level }))
        expect(s.winner).toBe('kontra')
        const absagen = s.lines.filter((l) => expected.includes(l.code))
        expect(absagen).toEqual(expected.map((code) => line(code, 'kontra', 1, 're')))
      })

      it(`Kontra ${level}, lost: ${expected.length} Absage line(s) for Re, by Kontra`, () => {
        const s = settled(summaryOf({ re: 100, kontraSays: level }))
        expect(s.winner).toBe('re')
        const absagen = s.lines.filter((l) => expected.includes(l.code))
        expect(absagen).toEqual(expected.map((code) => line(code, 're', 1, 'kontra')))
      })
    }

    it('Absagen of both parties all count for the winner', () => {
      // Re keine 90 kept (Kontra 85), Kontra keine 60 broken (Re 155).
      const s = settled(summaryOf({ re: 155, reSays: 'no90', kontraSays: 'no60' }))
      expect(s.lines).toEqual([
        line('won', 're', 1),
        line('below90', 're', 1),
        line('reAnnounced', 're', 2, 're'),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 're'),
        line('no90Announced', 're', 1, 'kontra'),
        line('no60Announced', 're', 1, 'kontra'),
        line('reached120AgainstNo90', 're', 1),
        line('reached90AgainstNo60', 're', 1)
      ])
      expect(s.value).toBe(11)
    })
  })

  describe('reached against the losers\' Absage: 120 vs keine 90, 90 vs keine 60, 60 vs keine 30, 30 vs schwarz', () => {
    it('120 against keine 90: Kontra breaks Re\'s keine 90 with exactly 120', () => {
      const s = settled(summaryOf({ re: 120, reSays: 'no90' }))
      expect(s.lines).toEqual([
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('reached120AgainstNo90', 'kontra', 1),
        line('againstTheClubQueens', 'kontra', 1)
      ])
      expect(s.scores).toEqual([-6, -6, 6, 6])
    })

    it('not when below the figure: the 145/95 example gives no reached point', () => {
      expect(codes(summaryOf({ re: 145, reSays: 'no90' }))).not.toContain('reached120AgainstNo90')
      expect(codes(summaryOf({ re: 121, reSays: 'no90' }))).not.toContain('reached120AgainstNo90')
    })

    it('90 against keine 60 (and not 120 against keine 90 with only 90)', () => {
      const s = settled(summaryOf({ re: 90, kontraSays: 'no60' }))
      expect(s.winner).toBe('re')
      expect(s.lines).toEqual([
        line('won', 're', 1),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 'kontra'),
        line('no60Announced', 're', 1, 'kontra'),
        line('reached90AgainstNo60', 're', 1)
      ])
    })

    it('60 against keine 30', () => {
      const s = settled(summaryOf({ re: 60, kontraSays: 'no30' }))
      expect(s.winner).toBe('re')
      expect(s.lines.filter((l) => l.code.startsWith('reached'))).toEqual([line('reached60AgainstNo30', 're', 1)])
      expect(s.value).toBe(1 + 2 + 3 + 1)
    })

    it('30 against schwarz', () => {
      const s = settled(summaryOf({ re: 30, reTricks: 2, kontraSays: 'schwarz' }))
      expect(s.winner).toBe('re')
      expect(s.lines.filter((l) => l.code.startsWith('reached'))).toEqual([line('reached30AgainstSchwarz', 're', 1)])
    })

    it('breaking schwarz with fewer than 30 points gives no reached point', () => {
      const s = settled(summaryOf({ re: 0, reTricks: 1, kontraSays: 'schwarz' }))
      expect(s.winner).toBe('re')
      expect(s.lines).toEqual([
        line('won', 're', 1),
        line('kontraAnnounced', 're', 2, 'kontra'),
        line('no90Announced', 're', 1, 'kontra'),
        line('no60Announced', 're', 1, 'kontra'),
        line('no30Announced', 're', 1, 'kontra'),
        line('schwarzAnnounced', 're', 1, 'kontra')
      ])
    })

    it('every figure reached: 120 against a schwarz Absage gives all four', () => {
      const s = settled(summaryOf({ re: 120, kontraSays: 'schwarz' }))
      expect(s.lines.filter((l) => l.code.startsWith('reached'))).toEqual([
        line('reached120AgainstNo90', 're', 1),
        line('reached90AgainstNo60', 're', 1),
        line('reached60AgainstNo30', 're', 1),
        line('reached30AgainstSchwarz', 're', 1)
      ])
    })

    it('only against the losers\' Absagen: winners with their own kept Absage get none', () => {
      // Re keine 90 kept with 200 points: no "reached" line for anybody.
      expect(codes(summaryOf({ re: 200, reSays: 'no90' })).filter((c) => c.startsWith('reached'))).toEqual([])
    })

    it('in a solo too (TSR 7.2.4): the opponents reach 120 against the soloist\'s keine 90', () => {
      const s = settled(summaryOf({ parties: soloOf(0), re: 120, reSays: 'no90' }))
      expect(s.lines).toEqual([
        line('won', 'kontra', 1),
        line('reAnnounced', 'kontra', 2, 're'),
        line('no90Announced', 'kontra', 1, 're'),
        line('reached120AgainstNo90', 'kontra', 1)
      ])
      expect(s.scores).toEqual([-15, 5, 5, 5])
    })
  })

  describe('against the ♣Q (againstTheClubQueens): only when Kontra wins a non-solo game', () => {
    it('Kontra wins a normal game: +1 for Kontra, after the game points', () => {
      const s = settled(summaryOf({ re: 100 }))
      expect(s.lines.at(-1)).toEqual(line('againstTheClubQueens', 'kontra', 1))
    })

    it('Re wins: no line', () => {
      expect(codes(summaryOf({ re: 121 }))).not.toContain('againstTheClubQueens')
    })

    it('Kontra wins a solo: no line', () => {
      expect(codes(summaryOf({ parties: soloOf(0), re: 100 }))).toEqual(['won'])
    })

    it('nobody wins: no line', () => {
      expect(codes(summaryOf({ re: 120, reSays: 'no90', kontraSays: 'no90' }))).not.toContain('againstTheClubQueens')
    })

    it('with any seats of the Re pair', () => {
      for (const parties of [rePair(0, 2), rePair(1, 3), rePair(2, 3)]) {
        expect(codes(summaryOf({ parties, re: 100 }))).toContain('againstTheClubQueens')
      }
    })

    it('switched off by the rule set', () => {
      const off: RuleSet = { ...rules.tsr, extraPoints: { ...rules.tsr.extraPoints, againstTheClubQueens: false } }
      const s = settled(summaryOf({ re: 100 }), off)
      expect(s.lines).toEqual([line('won', 'kontra', 1)])
    })
  })

  describe('extra points: each party for itself, offset', () => {
    it('one line per extra point, in summary order, for its party', () => {
      const extras = [extra('kontra', 'foxCaught'), extra('re', 'doppelkopf'), extra('kontra', 'foxCaught'), extra('kontra', 'karlchen')]
      const s = settled(summaryOf({ re: 125, extras }))
      expect(s.lines).toEqual([
        line('won', 're', 1),
        line('foxCaught', 'kontra', 1),
        line('doppelkopf', 're', 1),
        line('foxCaught', 'kontra', 1),
        line('karlchen', 'kontra', 1)
      ])
      expect(s.points).toEqual({ re: 2, kontra: 3 })
    })

    it('the winners can end below zero: Re wins 1 + Doppelkopf 1 against two foxes and a Karlchen', () => {
      const extras = [extra('kontra', 'foxCaught'), extra('re', 'doppelkopf'), extra('kontra', 'foxCaught'), extra('kontra', 'karlchen')]
      const s = settled(summaryOf({ re: 125, extras }))
      expect(s.winner).toBe('re')
      expect(s.value).toBe(-1)
      expect(s.scores).toEqual([-1, -1, 1, 1])
    })

    it('extra points add to the winners\' game points', () => {
      const s = settled(summaryOf({ re: 80, extras: [extra('kontra', 'doppelkopf'), extra('kontra', 'karlchen')] }))
      // won 1 + below90 1 + against the ♣Q 1 + Doppelkopf 1 + Karlchen 1
      expect(s.value).toBe(-5)
      expect(s.scores).toEqual([-5, -5, 5, 5])
    })

    it('the same extra points for both parties cancel out', () => {
      const s = settled(summaryOf({ re: 130, extras: [extra('re', 'doppelkopf'), extra('kontra', 'doppelkopf')] }))
      expect(s.value).toBe(1)
    })
  })

  describe('solo scoring: the soloist ×3, each opponent the single value', () => {
    for (const seat of [0, 1, 2, 3] as const) {
      it(`soloist at seat ${seat}, won with Re and below 90: +12 / −4`, () => {
        const s = settled(summaryOf({ parties: soloOf(seat), re: 160, reSays: 'announced' }))
        expect(s.soloScoring).toBe(true)
        expect(s.value).toBe(4)
        expect(s.scores).toEqual([0, 1, 2, 3].map((x) => (x === seat ? 12 : -4)))
      })
    }

    it('a lost solo with Re: −9 for the soloist, +3 each, no against the ♣Q', () => {
      const s = settled(summaryOf({ parties: soloOf(1), re: 120, reSays: 'announced' }))
      expect(s.lines).toEqual([line('won', 'kontra', 1), line('reAnnounced', 'kontra', 2, 're')])
      expect(s.scores).toEqual([3, -9, 3, 3])
    })

    it('a 2 v 2 game is not solo scoring, whichever seats are Re', () => {
      for (const parties of [NORMAL, rePair(0, 2), rePair(0, 3), rePair(1, 2), rePair(1, 3), rePair(2, 3)]) {
        const s = settled(summaryOf({ parties, re: 130 }))
        expect(s.soloScoring).toBe(false)
        expect(s.scores).toEqual(parties.map((p) => (p === 're' ? 1 : -1)))
      }
    })

    it('silent-wedding-like parties (one Re seat) use solo scoring', () => {
      // A silent wedding looks like a normal game but has one Re player: Karo-solo scoring.
      const s = settled(summaryOf({ parties: soloOf(2), re: 150, kontraSays: 'announced' }))
      expect(s.soloScoring).toBe(true)
      expect(s.lines).toEqual([line('won', 're', 1), line('kontraAnnounced', 're', 2, 'kontra')])
      expect(s.scores).toEqual([-3, -3, 9, -3])
    })

    it('and reject extra points in the summary, but a Doppelkopf trick (which counts only with doppelkopfInSolo)', () => {
      for (const x of [extra('re', 'foxCaught'), extra('re', 'karlchen'), extra('kontra', 'karlchenCaught'), extra('re', 'foxLastTrick')]) {
        const r = settle(summaryOf({ parties: soloOf(2), re: 150, extras: [x] }), rules.tsr)
        expect(E.isLeft(r) && r.left.code).toBe(ErrorCode.BadSummary)
      }
      const withDoppelkopf = summaryOf({ parties: soloOf(2), re: 150, extras: [extra('kontra', 'doppelkopf')] })
      // tsr: Re 150 : 90, won 1 (90 is not below 90); the Doppelkopf does not count: soloist +3.
      expect(settled(withDoppelkopf).scores).toEqual([-1, -1, 3, -1])
      // With doppelkopfInSolo the opponents' Doppelkopf is offset: 1 - 1 = 0.
      const inSolo = { ...rules.tsr, extraPoints: { ...rules.tsr.extraPoints, doppelkopfInSolo: true } }
      expect(settled(withDoppelkopf, inSolo).scores).toEqual([0, 0, 0, 0])
    })
  })
})

describe('RULES 7: nobody wins (tsr 7.1.3)', () => {
  it('120:120 with keine 90 on both sides: each reached 120 against the other\'s keine 90, offset to 0', () => {
    const s = settled(summaryOf({ re: 120, reSays: 'no90', kontraSays: 'no90' }))
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([line('reached120AgainstNo90', 're', 1), line('reached120AgainstNo90', 'kontra', 1)])
    expect(s.points).toEqual({ re: 1, kontra: 1 })
    expect(s.value).toBe(0)
    expect(s.scores).toEqual([0, 0, 0, 0])
  })

  it('Re keine 30 against Kontra keine 90 at 180:60: Re below 90 + 120 reached, Kontra 60 reached against keine 30', () => {
    const s = settled(summaryOf({ re: 180, reSays: 'no30', kontraSays: 'no90' }))
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([
      line('below90', 're', 1),
      line('reached120AgainstNo90', 're', 1),
      line('reached60AgainstNo30', 'kontra', 1)
    ])
    expect(s.value).toBe(1)
    expect(s.scores).toEqual([1, 1, -1, -1])
  })

  it('keine 30 on both sides at 150:90: Re reaches 120, 90, 60; Kontra reaches 90, 60', () => {
    const s = settled(summaryOf({ re: 150, reSays: 'no30', kontraSays: 'no30' }))
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([
      line('reached120AgainstNo90', 're', 1),
      line('reached90AgainstNo60', 're', 1),
      line('reached60AgainstNo30', 're', 1),
      line('reached90AgainstNo60', 'kontra', 1),
      line('reached60AgainstNo30', 'kontra', 1)
    ])
    expect(s.scores).toEqual([1, 1, -1, -1])
  })

  it('extra points still count, each party for itself, but not against the ♣Q', () => {
    const s = settled(
      summaryOf({
        re: 180,
        reSays: 'no30',
        kontraSays: 'no90',
        extras: [extra('kontra', 'foxCaught'), extra('kontra', 'doppelkopf'), extra('re', 'karlchen')]
      })
    )
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([
      line('below90', 're', 1),
      line('reached120AgainstNo90', 're', 1),
      line('reached60AgainstNo30', 'kontra', 1),
      line('foxCaught', 'kontra', 1),
      line('doppelkopf', 'kontra', 1),
      line('karlchen', 're', 1)
    ])
    expect(s.points).toEqual({ re: 3, kontra: 3 })
    expect(s.scores).toEqual([0, 0, 0, 0])
  })

  it('no points for winning or for announcements', () => {
    const announced = new Set(['won', 'reAnnounced', 'kontraAnnounced', 'no90Announced', 'no60Announced', 'no30Announced', 'schwarzAnnounced'])
    for (const [re, reSays, kontraSays] of [
      [120, 'no90', 'no90'],
      [150, 'no60', 'no90'],
      [180, 'no30', 'no90'],
      [100, 'no90', 'no60'],
      [150, 'no30', 'no30']
    ] as const) {
      const s = settled(summaryOf({ re, reSays, kontraSays }))
      expect(s.winner).toBeNull()
      expect(s.lines.filter((l) => announced.has(l.code)), showLines(s).join('\n')).toEqual([])
    }
  })

  it('schwarz on both sides, Kontra with one trick of four nines: Re below 90/60/30, no schwarz point', () => {
    const s = settled(summaryOf({ re: 240, reTricks: 11, reSays: 'schwarz', kontraSays: 'schwarz' }))
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([
      line('below90', 're', 1),
      line('below60', 're', 1),
      line('below30', 're', 1),
      line('reached120AgainstNo90', 're', 1),
      line('reached90AgainstNo60', 're', 1),
      line('reached60AgainstNo30', 're', 1),
      line('reached30AgainstSchwarz', 're', 1)
    ])
    expect(s.scores).toEqual([7, 7, -7, -7])
  })

  it('in a solo: the soloist scores three times the offset value', () => {
    // Soloist keine 60 broken (opponents 60), opponents keine 90 broken (soloist 180).
    const s = settled(summaryOf({ parties: soloOf(0), re: 180, reSays: 'no60', kontraSays: 'no90' }))
    expect(s.winner).toBeNull()
    expect(s.lines).toEqual([line('below90', 're', 1), line('reached120AgainstNo90', 're', 1)])
    expect(s.scores).toEqual([6, -2, -2, -2])
  })
})

describe('RULES 7: scores sum to zero, all even or all odd', () => {
  it('a table of hand-built summaries', () => {
    const table = [
      summaryOf({ re: 131 }),
      summaryOf({ parties: rePair(0, 2), re: 118, reSays: 'announced' }),
      summaryOf({ parties: rePair(1, 2), re: 165, reSays: 'no90', extras: [extra('re', 'foxCaught')] }),
      summaryOf({ parties: rePair(0, 3), re: 140, reSays: 'no90' }),
      summaryOf({ parties: soloOf(0), re: 125, reSays: 'announced' }),
      summaryOf({ re: 130, extras: [extra('kontra', 'foxCaught')] }),
      summaryOf({ re: 125, extras: [extra('kontra', 'foxCaught'), extra('kontra', 'foxCaught'), extra('re', 'doppelkopf')] }),
      summaryOf({ re: 240, reTricks: 12, reSays: 'schwarz', kontraSays: 'announced' }),
      summaryOf({ re: 120, reSays: 'no90', kontraSays: 'no90' }),
      summaryOf({ re: 180, reSays: 'no30', kontraSays: 'no90', extras: [extra('kontra', 'karlchen')] }),
      summaryOf({ parties: soloOf(3), re: 0, reTricks: 0, reSays: 'no90', kontraSays: 'schwarz' }),
      summaryOf({ parties: soloOf(1), re: 180, reSays: 'no60', kontraSays: 'no90' })
    ]
    for (const summary of table) {
      const { scores } = settled(summary)
      expect(sumsToZero(scores), String(scores)).toBe(true)
      expect(sameParity(scores), String(scores)).toBe(true)
    }
  })

  it('every level pair, a range of points and tricks, 2 v 2 and solo, with and without extra points', () => {
    const partiesList: readonly BySeat<Party>[] = [NORMAL, rePair(0, 2), soloOf(0), soloOf(3)]
    const games: ReadonlyArray<[number, number]> = [
      [0, 0], [0, 1], [29, 2], [30, 2], [59, 3], [60, 3], [89, 4], [90, 4], [119, 6], [120, 6], [121, 6],
      [150, 8], [151, 8], [180, 9], [181, 9], [210, 10], [211, 10], [240, 11], [240, 12]
    ]
    const extrasList: ReadonlyArray<readonly ExtraPoint[]> = [
      [],
      [extra('kontra', 'foxCaught')],
      [extra('re', 'doppelkopf'), extra('re', 'karlchen'), extra('kontra', 'foxCaught')]
    ]
    let checked = 0
    for (const parties of partiesList) {
      const solo = parties.filter((p) => p === 're').length === 1
      for (const [re, reTricks] of games) {
        for (const reSays of ANNOUNCEMENT_LEVELS) {
          for (const kontraSays of ANNOUNCEMENT_LEVELS) {
            for (const extras of solo ? [[]] : extrasList) {
              const s = settled(summaryOf({ parties, re, reTricks, reSays, kontraSays, extras }))
              const sum = (p: Party) => s.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0)
              expect(s.points).toEqual({ re: sum('re'), kontra: sum('kontra') })
              expect(s.value).toBe(s.points.re - s.points.kontra)
              expect(s.soloScoring).toBe(solo)
              expect(s.scores).toEqual(parties.map((p) => (p === 'kontra' ? 0 - s.value : solo ? 3 * s.value : s.value)))
              expect(sumsToZero(s.scores)).toBe(true)
              expect(sameParity(s.scores)).toBe(true)
              checked++
            }
          }
        }
      }
    }
    expect(checked).toBe(2 * 19 * 36 * 3 + 2 * 19 * 36)
  }, 60_000)
})

describe('settle: bad input gives summary/invalid, never an exception', () => {
  const valid = summaryOf({ re: 131, reTricks: 7 })
  const badInputs: ReadonlyArray<[string, unknown]> = [
    ['null', null],
    ['undefined', undefined],
    ['a number', 42],
    ['a JSON string', JSON.stringify(valid)],
    ['an array', [valid]],
    ['points not adding to 240', { ...valid, points: { re: 131, kontra: 108 } }],
    ['points above 240', { ...valid, points: { re: 250, kontra: -10 } }],
    ['fractional points', { ...valid, points: { re: 130.5, kontra: 109.5 } }],
    ['points as strings', { ...valid, points: { re: '131', kontra: '109' } }],
    ['missing points', { ...valid, points: undefined }],
    ['negative tricks', { ...valid, tricks: { re: 13, kontra: -1 } }],
    ['tricks not adding to 12', { ...valid, tricks: { re: 7, kontra: 4 } }],
    ['ten tricks (a game without nines) under tsr', { ...valid, tricks: { re: 6, kontra: 4 } }],
    ['NaN tricks', { ...valid, tricks: { re: Number.NaN, kontra: 5 } }],
    ['a party with 0 tricks but points', { ...valid, points: { re: 10, kontra: 230 }, tricks: { re: 0, kontra: 12 } }],
    ['Kontra with 0 tricks but points', { ...valid, points: { re: 235, kontra: 5 }, tricks: { re: 12, kontra: 0 } }],
    ['3 Re seats', { ...valid, parties: ['re', 're', 're', 'kontra'] }],
    ['4 Re seats', { ...valid, parties: ['re', 're', 're', 're'] }],
    ['0 Re seats', { ...valid, parties: ['kontra', 'kontra', 'kontra', 'kontra'] }],
    ['three seats', { ...valid, parties: ['re', 're', 'kontra'] }],
    ['an unknown party', { ...valid, parties: ['re', 're', 'contra', 'kontra'] }],
    ['an unknown level', { ...valid, announcements: { re: 'no120', kontra: 'none' } }],
    ['a level number instead of a name', { ...valid, announcements: { re: 2, kontra: 'none' } }],
    ['missing announcements', { ...valid, announcements: { re: 'none' } }],
    ['an extra point of unknown kind', { ...valid, extraPoints: [{ party: 're', kind: 'schweinchen' }] }],
    ['against the ♣Q as an extra point (settlement adds it)', { ...valid, extraPoints: [{ party: 'kontra', kind: 'againstTheClubQueens' }] }],
    ['an extra point of unknown party', { ...valid, extraPoints: [{ party: 'both', kind: 'foxCaught' }] }],
    ['extra points not a list', { ...valid, extraPoints: { party: 're', kind: 'foxCaught' } }],
    ['a null extra point', { ...valid, extraPoints: [null] }],
    ['extra points in a one-Re (solo) summary', { ...valid, parties: soloOf(1), extraPoints: [extra('kontra', 'foxCaught')] }],
    ['an object with only a __proto__ key from JSON.parse', JSON.parse(`{"__proto__": ${JSON.stringify(valid)}}`)],
    ['an empty object', {}]
  ]

  for (const [name, input] of badInputs) {
    it(name, () => {
      let r: ReturnType<typeof settle> | undefined
      expect(() => {
        // JavaScript callers and wire data pass anything: settle checks it at run time.
        r = settle(input as GameSummary, rules.tsr)
      }).not.toThrow()
      expect(r !== undefined && E.isLeft(r)).toBe(true)
      if (r !== undefined && E.isLeft(r)) {
        expect(r.left.code).toBe(ErrorCode.BadSummary)
        expect(r.left.code).toBe('summary/invalid')
        expect(typeof r.left.message).toBe('string')
      }
    })
  }

  it('a __proto__ key from JSON.parse does not smuggle fields into a valid-looking summary', () => {
    const { parties, ...rest } = valid
    // The parties only under "__proto__", the rest as own fields.
    const text = `{"__proto__": {"parties": ${JSON.stringify(parties)}}, ${JSON.stringify(rest).slice(1)}`
    const parsed: unknown = JSON.parse(text)
    expect(Object.prototype.hasOwnProperty.call(parsed, 'parties')).toBe(false)
    const r = settle(parsed as GameSummary, rules.tsr)
    expect(E.isLeft(r) && r.left.code).toBe('summary/invalid')
    // Object.prototype is untouched.
    expect(({} as Record<string, unknown>)['parties']).toBeUndefined()
  })

  it('accepts the same summary after a JSON round trip', () => {
    const r = settle(JSON.parse(JSON.stringify(valid)), rules.tsr)
    expect(E.isRight(r) && r.right.scores).toEqual([1, 1, -1, -1])
  })

  it('accepts a deep-frozen summary and leaves it unchanged', () => {
    const frozen = deepFreeze(summaryOf({ re: 165, reTricks: 8, reSays: 'no90', extras: [extra('re', 'foxCaught')] }))
    const copy = JSON.parse(JSON.stringify(frozen))
    expect(settled(frozen).value).toBe(6)
    expect(frozen).toEqual(copy)
  })

  it('accepts a trick of four nines: tricks without points are fine', () => {
    expect(E.isRight(settle(summaryOf({ re: 240, reTricks: 11 }), rules.tsr))).toBe(true)
  })
})
