/**
 * The one ranking rule for equal totals (`rankByTotal`, `standings` of `doppelkopf/match`):
 * competition ranking, "1, 2, 2, 4", for a Partie's final standing and a day's leaderboard alike.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchConfigs, newMatch, rankByTotal, recordGame, standings } from '../src/match/index.js'
import { finished, must } from './support/match.js'

describe('rankByTotal: competition ranking', () => {
  it('equal totals share a rank and the next rank skips', () => {
    expect(rankByTotal([3, 7, 3, -13])).toEqual([2, 1, 2, 4])
    expect(rankByTotal([10, 4, 4, 1, 0])).toEqual([1, 2, 2, 4, 5])
    expect(rankByTotal([2, 2, 2, 1])).toEqual([1, 1, 1, 4])
    expect(rankByTotal([5, 5, 5, 5])).toEqual([1, 1, 1, 1])
    expect(rankByTotal([-1, 0, -1, 0])).toEqual([3, 1, 3, 1])
  })

  it('keeps the order given, for no, one and many totals', () => {
    expect(rankByTotal([])).toEqual([])
    expect(rankByTotal([0])).toEqual([1])
    expect(rankByTotal([1, 2, 3, 4])).toEqual([4, 3, 2, 1])
    const many = Array.from({ length: 10_000 }, (_, i) => i % 100)
    const ranks = rankByTotal(many)
    expect(ranks[99]).toBe(1) // the 100 players with 99 share the first place
    expect(ranks[98]).toBe(101) // and the next rank skips them
    expect(ranks[0]).toBe(9901)
  })

  it('ranks NaN below every number, and infinities as numbers', () => {
    expect(rankByTotal([Number.NaN, 1, -Infinity, Infinity])).toEqual([4, 2, 3, 1])
    expect(rankByTotal([Number.NaN, Number.NaN])).toEqual([1, 1])
  })

  it('is one more than the number of greater totals (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 40 }), (totals) => {
        const ranks = rankByTotal(totals)
        expect(ranks).toHaveLength(totals.length)
        totals.forEach((t, i) => expect(ranks[i]).toBe(1 + totals.filter((x) => x > t).length))
      })
    )
  })
})

describe('standings: a Partie\'s players by total', () => {
  it('best first; equal totals share a rank in the players\' order; the next rank skips', () => {
    expect(standings({ players: ['Anna', 'Ben', 'Carla', 'Dieter'], totals: [3, 7, 3, -13] })).toEqual([
      { rank: 1, player: 1, name: 'Ben', total: 7 },
      { rank: 2, player: 0, name: 'Anna', total: 3 },
      { rank: 2, player: 2, name: 'Carla', total: 3 },
      { rank: 4, player: 3, name: 'Dieter', total: -13 }
    ])
    expect(standings({ players: ['Du', 'Anna', 'Ben', 'Carla'], totals: [0, 0, 0, 0] }).map((s) => [s.rank, s.name])).toEqual([
      [1, 'Du'],
      [1, 'Anna'],
      [1, 'Ben'],
      [1, 'Carla']
    ])
  })

  it('ranks a played match by its totals, at five players too', () => {
    let m = must(newMatch({ ...matchConfigs.pagat, players: 5, gamesPerRound: 5 }, { players: ['A', 'B', 'C', 'D', 'E'] }))
    m = must(recordGame(m, finished(m, { re: [0, 1], rePoints: 131 })))
    m = must(recordGame(m, finished(m, { re: [2, 3], rePoints: 150 })))
    const s = standings(m)
    expect(s.map((x) => x.total)).toEqual([...m.totals].sort((a, b) => b - a))
    expect(s.map((x) => x.rank)).toEqual([...rankByTotal(m.totals)].sort((a, b) => a - b))
    for (const x of s) expect(m.totals[x.player]).toBe(x.total)
    expect(s.map((x) => x.name).sort()).toEqual(['A', 'B', 'C', 'D', 'E'])
  })
})
