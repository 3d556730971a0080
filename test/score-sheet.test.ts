/**
 * The score sheet (RULES.md section 8, TSR 7.3.3): one row per game with the game type, each
 * player's points, the plus players, the Bock multiplier, running totals and the TSR checks;
 * penalty rows (TSR section 8). Expected values are worked out by hand from the TSR scoring
 * table (reference/tsr-scoring.de.txt).
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Contract, rules } from '../src/index.js'
import { type MatchConfig, decodeMatchConfig, matchConfigs } from '../src/match/config.js'
import { seal } from '../src/game/publish.js'
import { type Match, newMatch, nextDeal, recordGame, recordPenalty } from '../src/match/match.js'
import { type GameSpec, deal, failure, finished, must, redeal } from './support/match.js'

const record = (m: Match, spec: GameSpec): Match => must(recordGame(m, finished(m, spec)))
const normal = (m: Match): Match => record(m, { re: [0, 1], rePoints: 131 })
const pagatAt = (players: 4 | 5 | 6): MatchConfig => ({ ...matchConfigs.pagat, rules: rules.tsr, players, gamesPerRound: 12 })

describe('The TSR example "fünf Spiele" (tsr-scoring.de.txt)', () => {
  // Anna, Ben, Carla, Dieter = players 0..3 = seats 0..3; tsr match, so Anna's solo is her Pflichtsolo.
  let m = must(newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] }))
  // 1: Re (Anna, Ben) 131, no announcements: won 1.
  m = record(m, { re: [0, 1], rePoints: 131 })
  // 2: Re (Anna, Carla) says Re, takes 118: Kontra wins 1 + Re 2 + against the club queens 1 = 4.
  m = record(m, { re: [0, 2], rePoints: 118, announcements: { re: 'announced' } })
  // 3: Re (Ben, Carla) Re and keine 90, 165: 1 + below 90 1 + Re 2 + Absage 1 + fox 1 = 6.
  m = record(m, { re: [1, 2], rePoints: 165, announcements: { re: 'no90' }, extraPoints: [{ party: 're', kind: 'foxCaught' }] })
  // 4: Re (Anna, Dieter) Re and keine 90, only 140: Kontra wins 1 + 2 + 1 + against the club queens 1 = 5.
  m = record(m, { re: [0, 3], rePoints: 140, announcements: { re: 'no90' } })
  // 5: Anna's Damensolo with Re, 125: (1 + 2) x 3.
  m = record(m, { re: [0], rePoints: 125, announcements: { re: 'announced' }, contract: { solo: 'queens' } })

  it('each row holds each player\'s points', () => {
    expect(m.sheet.map((r) => r.points)).toEqual([
      [1, 1, -1, -1],
      [-4, 4, -4, 4],
      [-6, 6, 6, -6],
      [-5, 5, 5, -5],
      [9, -3, -3, -3]
    ])
  })

  it('the running totals end at -5, +13, +3, -11', () => {
    expect(m.sheet.map((r) => r.totals)).toEqual([
      [1, 1, -1, -1],
      [-3, 5, -5, 3],
      [-9, 11, 1, -3],
      [-14, 16, 6, -8],
      [-5, 13, 3, -11]
    ])
    expect(m.totals).toEqual([-5, 13, 3, -11])
  })

  it('the plus players are marked (TSR 7.3.3)', () => {
    expect(m.sheet.map((r) => r.plus)).toEqual([[0, 1], [1, 3], [1, 2], [1, 2], [0]])
  })

  it('game numbers, dealers, game types: Anna\'s solo is her Pflichtsolo', () => {
    expect(m.sheet.map((r) => [r.game, r.round, r.dealer])).toEqual([
      [1, 1, 0],
      [2, 1, 1],
      [3, 1, 2],
      [4, 1, 3],
      [5, 1, 0]
    ])
    expect(m.sheet.slice(0, 4).every((r) => r.type.kind === 'normal')).toBe(true)
    expect(m.sheet[4]?.type).toEqual({ kind: 'solo', solo: 'queens', soloist: 0, compulsory: true, forced: false })
  })

  it('every check holds: rows and totals sum to zero, all even or all odd', () => {
    for (const r of m.sheet) {
      expect(r.checks).toEqual({ sumZero: true, parity: true, totalsSumZero: true, totalsParity: true, counting: null })
      expect(r.multiplier).toBe(1)
      expect(r.bockTriggers).toEqual([])
    }
  })
})

describe('Game types on the sheet, by player (not by engine seat)', () => {
  it('five players, dealer 0: seats 0..3 are players 1..4', () => {
    let m = must(newMatch(pagatAt(5)))
    m = record(m, { re: [1, 3], rePoints: 130, contract: { hochzeitPartner: 3 } })
    expect(m.sheet[0]?.type).toEqual({ kind: 'hochzeit', hochzeiter: 2, partner: 4 })
    // Dealer 1: seats [2, 3, 4, 0].
    m = record(m, { re: [2], rePoints: 130, contract: { hochzeitPartner: null } })
    expect(m.sheet[1]?.type).toEqual({ kind: 'hochzeit', hochzeiter: 4, partner: null })
    // Dealer 2: seats [3, 4, 0, 1].
    m = record(m, { re: [3], rePoints: 100, contract: 'silentWedding' })
    expect(m.sheet[2]?.type).toEqual({ kind: 'silentWedding', player: 1 })
    // Dealer 3: seats [4, 0, 1, 2].
    m = must(recordGame(m, redeal(m, 'armutDeclined', 2)))
    expect(m.sheet[3]?.type).toEqual({ kind: 'redeal', reason: 'armutDeclined', player: 1 })
    m = record(m, { re: [0], rePoints: 200, contract: { solo: 'jacks' } })
    expect(m.sheet[4]?.type).toEqual({ kind: 'solo', solo: 'jacks', soloist: 4, compulsory: false, forced: false })
  })

  it('an Armut game names the poor player and the partner', () => {
    const m = must(newMatch(pagatAt(4)))
    const f = finished(m, { re: [0, 2], rePoints: 150 })
    const armut = seal({ ...f, contract: { kind: 'armut', poor: 2, partner: 0, trumpsReturned: 1 } as unknown as Contract })
    expect(must(recordGame(m, armut)).sheet[0]?.type).toEqual({ kind: 'armut', poor: 2, partner: 0 })
  })

  it('a redeal row: nobody scores, the totals stay, the same game number follows', () => {
    let m = normal(must(newMatch(pagatAt(4))))
    m = must(recordGame(m, redeal(m, 'schmeissen', 3)))
    expect(m.sheet[1]).toEqual({
      game: 2,
      round: 1,
      dealer: 1,
      sittingOut: [],
      type: { kind: 'redeal', reason: 'schmeissen', player: 3 },
      points: [0, 0, 0, 0],
      zeroSumPoints: null,
      plus: [],
      multiplier: 1,
      bockTriggers: [],
      totals: [1, 1, -1, -1],
      checks: { sumZero: true, parity: true, totalsSumZero: true, totalsParity: true, counting: null }
    })
  })
})

describe('TSR checks at five and six players (TSR 10.1.2, 10.1.3)', () => {
  it('the sitting-out player scores 0; row parity counts the four players only', () => {
    const m = normal(must(newMatch(pagatAt(5))))
    expect(m.sheet[0]).toMatchObject({
      sittingOut: [0],
      points: [0, 1, 1, -1, -1],
      zeroSumPoints: null,
      plus: [1, 2],
      checks: { sumZero: true, parity: true, totalsSumZero: true, totalsParity: null, counting: null }
    })
  })

  it('the totals\' parity check does not apply (null), the sum check does', () => {
    let m = normal(must(newMatch(pagatAt(6))))
    m = record(m, { re: [2, 3], rePoints: 150 }) // dealer 1: seats [2, 3, 5, 0]
    expect(m.sheet[1]?.points).toEqual([1, 0, -1, -1, 0, 1])
    // Mixed parity, as sitting out makes it: the check does not apply.
    expect(m.sheet[1]?.totals).toEqual([1, 1, 0, -1, -1, 0])
    expect(m.sheet[1]?.checks).toEqual({ sumZero: true, parity: true, totalsSumZero: true, totalsParity: null, counting: null })
  })
})

describe('Penalty points (RULES 8, TSR section 8)', () => {
  const m0 = must(newMatch(matchConfigs.tsr))

  it('a minor violation: the offender -3, each other player +1', () => {
    const m = must(recordPenalty(m0, { violation: 'minor', offender: 2 }))
    expect(m.sheet[0]).toEqual({
      game: 1,
      round: 1,
      dealer: 0,
      sittingOut: [],
      type: { kind: 'penalty', violation: 'minor', offender: 2 },
      points: [1, 1, -3, 1],
      zeroSumPoints: null,
      plus: [0, 1, 3],
      multiplier: 1,
      bockTriggers: [],
      totals: [1, 1, -3, 1],
      checks: { sumZero: true, parity: true, totalsSumZero: true, totalsParity: true, counting: null }
    })
  })

  it('a minor violation by an opponent in a solo: the soloist +3, the other two 0; parity breaks', () => {
    const m = must(recordPenalty(m0, { violation: 'minor', offender: 2, soloist: 0 }))
    expect(m.sheet[0]?.points).toEqual([3, 0, -3, 0])
    expect(m.sheet[0]?.checks).toEqual({ sumZero: true, parity: false, totalsSumZero: true, totalsParity: false, counting: null })
  })

  it('a serious violation: the offender -12 - 3 per Absage of the other side, the others +4 + 1 each', () => {
    expect(must(recordPenalty(m0, { violation: 'serious', offender: 1 })).sheet[0]?.points).toEqual([4, -12, 4, 4])
    expect(must(recordPenalty(m0, { violation: 'serious', offender: 1, absagen: 2 })).sheet[0]?.points).toEqual([6, -18, 6, 6])
  })

  it('a serious violation by an opponent in a solo: offender -12 - 3 per Absage of the soloist, soloist the same plus', () => {
    const m = must(recordPenalty(m0, { violation: 'serious', offender: 3, soloist: 1, absagen: 1 }))
    expect(m.sheet[0]?.points).toEqual([0, 15, 0, -15])
    expect(m.sheet[0]?.checks.parity).toBe(false)
  })

  it('a penalty changes the totals only: not the deal, the game count or the debts', () => {
    const m1 = normal(m0)
    const m = must(recordPenalty(m1, { violation: 'minor', offender: 0 }))
    expect(m.totals).toEqual([-2, 2, 0, 0])
    expect(m.gamesPlayed).toBe(1)
    expect(m.compulsorySoloOwed).toEqual(m1.compulsorySoloOwed)
    expect(nextDeal(m)).toEqual(nextDeal(m1))
    expect(m.sheet[1]).toMatchObject({ game: 2, dealer: 1 })
  })

  it('at five players the sitting-out dealer is neither credited nor may offend', () => {
    const m5 = must(newMatch(pagatAt(5)))
    expect(must(recordPenalty(m5, { violation: 'minor', offender: 3 })).sheet[0]?.points).toEqual([0, 1, 1, -3, 1])
    expect(failure(recordPenalty(m5, { violation: 'minor', offender: 0 }))).toEqual({
      code: 'match/invalid-penalty',
      message: "Invalid penalty: the offender must be one of the deal's players 1, 2, 3, 4, got 0",
      details: { problem: "the offender must be one of the deal's players 1, 2, 3, 4, got 0" }
    })
  })

  it('bad penalties are error values', () => {
    const bad: unknown[] = [
      null,
      { violation: 'grave', offender: 1 },
      { violation: 'minor', offender: 7 },
      { violation: 'minor', offender: 1, soloist: 1 },
      { violation: 'minor', offender: 1, absagen: 1 },
      { violation: 'serious', offender: 1, absagen: 5 },
      { violation: 'serious', offender: 1, absagen: 1.5 }
    ]
    for (const p of bad) expect(failure(recordPenalty(m0, p as never)).code).toBe('match/invalid-penalty')
  })
})

describe('Bock on the sheet', () => {
  it('a Bock game\'s points are the game\'s scores times the multiplier', () => {
    const config: MatchConfig = {
      ...matchConfigs.pagat,
      rules: rules.tsr,
      gamesPerRound: 12,
      bock: { triggers: { tie: true, lostAnnouncement: false, redeal: false, lostSolo: false }, mode: 'queue' }
    }
    let m = must(newMatch(config))
    // 120:120, no announcements: Kontra wins 1 + against the club queens 1.
    m = record(m, { re: [0, 1], rePoints: 120 })
    expect(m.sheet[0]).toMatchObject({ points: [-2, -2, 2, 2], multiplier: 1, bockTriggers: ['tie'] })
    expect(deal(m).multiplier).toBe(2)
    // Dieter's Damensolo with Re, 125: (1 + 2) x 3 = 9, doubled.
    m = record(m, { re: [3], rePoints: 125, announcements: { re: 'announced' }, contract: { solo: 'queens' } })
    expect(m.sheet[1]).toMatchObject({ points: [-6, -6, -6, 18], plus: [3], multiplier: 2, totals: [-8, -8, -4, 20] })
    expect(m.sheet[1]?.checks).toEqual({ sumZero: true, parity: true, totalsSumZero: true, totalsParity: true, counting: null })
  })
})

describe('RULES 11.11: counting plusOnly and minusOnly', () => {
  const counted = (counting: 'plusOnly' | 'minusOnly'): Match =>
    must(newMatch({ ...matchConfigs.pagat, rules: rules.tsr, gamesPerRound: 8, counting }))

  it('plusOnly: only the winners write (Re +1 each); the TSR checks do not apply, the counting check does', () => {
    const m = record(counted('plusOnly'), { re: [0, 1], rePoints: 131 })
    const row = m.sheet[0]
    expect(row?.points).toEqual([1, 1, 0, 0])
    expect(row?.zeroSumPoints).toEqual([1, 1, -1, -1])
    expect(row?.plus).toEqual([0, 1])
    expect(row?.checks).toEqual({ sumZero: null, parity: null, totalsSumZero: null, totalsParity: null, counting: true })
    expect(m.totals).toEqual([1, 1, 0, 0])
  })

  it('minusOnly: only the losers write, with a minus sign; a losing soloist three times', () => {
    const m = record(counted('minusOnly'), { re: [0, 1], rePoints: 131 })
    expect(m.sheet[0]?.points).toEqual([0, 0, -1, -1])
    const solo = record(counted('minusOnly'), { re: [2], rePoints: 100, contract: { solo: 'queens' } })
    expect(solo.sheet[0]?.zeroSumPoints?.[2]).toBeLessThan(0)
    expect(solo.sheet[0]?.points).toEqual(solo.sheet[0]?.zeroSumPoints?.map((x) => Math.min(0, x)))
    expect(solo.sheet[0]?.points[2]).toBe(-3 * (solo.sheet[0]?.zeroSumPoints?.[0] ?? 0))
    expect(solo.sheet[0]?.points[0]).toBe(0)
  })

  it('plusMinus (the default, and a stored configuration without the field) writes the zero-sum scores', () => {
    const m = record(must(newMatch({ ...matchConfigs.pagat, rules: rules.tsr, gamesPerRound: 8 })), { re: [0, 1], rePoints: 131 })
    expect(m.sheet[0]?.points).toEqual([1, 1, -1, -1])
    expect(m.sheet[0]?.zeroSumPoints).toBeNull()
    expect(m.sheet[0]?.checks.counting).toBeNull()
    const bad = decodeMatchConfig({ ...matchConfigs.pagat, counting: 'plusPlus' })
    expect(E.isLeft(bad) && bad.left.code).toBe('match/invalid-config')
  })
})
