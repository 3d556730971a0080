/**
 * The match (RULES.md section 8): configuration, seating at four, five and six players, dealer
 * rotation, Pflichtsolo bookkeeping, vorgeführt timing, lengths, and bad input. Game results are
 * written by hand (test/support/match.ts) unless the test is about the engine's games.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { pipe } from 'fp-ts/function'
import { describe, expect, it } from 'vitest'
import { type Seat, legalActions, newGame, rules } from '../src/index.js'
import { createRng } from '../src/rulesEntry.js'
import { sourceImports } from './support/package-imports.js'
import { type MatchConfig, decodeMatchConfig, matchConfigs } from '../src/match/config.js'
import {
  type Match,
  isMatchOver,
  newMatch,
  nextDeal,
  recordGame,
  recordPenalty,
  startNextGame
} from '../src/match/match.js'
import { deepFreeze } from './support/index.js'
import { deal, failure, finished, must, playRandom, redeal } from './support/match.js'

const start = (config: MatchConfig, dealer?: number): Match =>
  must(newMatch(config, dealer === undefined ? {} : { dealer }))

/** Records a normal game won by Re (seats 0 and 1, 131 points: +1 / -1). */
const normal = (m: Match): Match => must(recordGame(m, finished(m, { re: [0, 1], rePoints: 131 })))

/** Records a won solo (150 points, no announcements) by the given engine seat. */
const solo = (m: Match, seat: Seat): Match =>
  must(recordGame(m, finished(m, { re: [seat], rePoints: 150, contract: { solo: 'queens' } })))

/** Records what the deal demands: the forced soloist's solo when someone is vorgeführt, else a normal game. */
const next = (m: Match): Match => {
  const forced = deal(m).gameOptions.forcedSoloist
  return forced === undefined ? normal(m) : solo(m, forced)
}

const times = (m: Match, n: number, f: (m: Match) => Match): Match => {
  let x = m
  for (let i = 0; i < n; i++) x = f(x)
  return x
}

const tsrAt = (players: 4 | 5 | 6, gamesPerRound: number, rounds = 1): MatchConfig => ({
  ...matchConfigs.tsr,
  players,
  gamesPerRound,
  rounds
})
const pagatAt = (players: 4 | 5 | 6, gamesPerRound = 8): MatchConfig => ({ ...matchConfigs.pagat, players, gamesPerRound })

describe('Match configuration: presets and validation', () => {
  it('tsr: 4 players, one round of 24 games, Pflichtsolo, no Bock, the tsr rules', () => {
    expect(matchConfigs.tsr).toEqual({
      rules: rules.tsr,
      players: 4,
      gamesPerRound: 24,
      rounds: 1,
      compulsorySolo: true,
      bock: null
    })
  })

  it('pagat: 4 players, 8 games, no Pflichtsolo, no Bock, the pagat rules', () => {
    expect(matchConfigs.pagat).toEqual({
      rules: rules.pagat,
      players: 4,
      gamesPerRound: 8,
      rounds: 1,
      compulsorySolo: false,
      bock: null
    })
  })

  it('house: Bock rounds on every trigger, queued', () => {
    expect(matchConfigs.house.bock).toEqual({
      triggers: { tie: true, lostAnnouncement: true, redeal: true, lostSolo: true, schwarz: false, heartTrick: false },
      mode: 'queue',
      multiplier: 2
    })
    expect(matchConfigs.house.rules).toBe(rules.house)
  })

  it('the presets are frozen', () => {
    expect(Object.isFrozen(matchConfigs.tsr)).toBe(true)
    expect(Object.isFrozen(matchConfigs.house.bock?.triggers)).toBe(true)
  })

  it('every preset starts a match', () => {
    for (const c of [matchConfigs.tsr, matchConfigs.pagat, matchConfigs.house]) expect(E.isRight(newMatch(c))).toBe(true)
  })

  it('a wrong player count is an error value with a readable message', () => {
    expect(failure(newMatch({ ...matchConfigs.tsr, players: 3 as 4 }))).toEqual({
      code: 'match/invalid-config',
      message: 'Invalid match configuration: players: expected 4, 5 or 6, got 3',
      details: { problems: ['players: expected 4, 5 or 6, got 3'] }
    })
  })

  it('every problem is reported at once', () => {
    const e = failure(
      decodeMatchConfig({ ...matchConfigs.pagat, players: 7, gamesPerRound: 0, rounds: 1.5, bock: { mode: 'pile', triggers: { tie: 1 } } })
    )
    expect(e.code).toBe('match/invalid-config')
    expect(e.message).toContain('players: expected 4, 5 or 6, got 7')
    expect(e.message).toContain('gamesPerRound: expected a positive integer, got 0')
    expect(e.message).toContain('rounds: expected a positive integer, got 1.5')
    expect(e.message).toContain('bock.mode: expected "queue" or "stack", got "pile"')
    expect(e.message).toContain('bock.triggers.tie: expected boolean, got 1')
    expect(e.message).toContain('bock.triggers.redeal: expected boolean, got undefined')
  })

  it('a Pflichtsolo round needs at least one game per player', () => {
    expect(failure(newMatch(tsrAt(5, 4))).message).toBe(
      'Invalid match configuration: compulsorySolo: each of the 5 players owes a Pflichtsolo per round, so a round needs at least 5 games, not 4'
    )
    expect(E.isRight(newMatch(tsrAt(5, 5)))).toBe(true)
  })

  it('a Pflichtsolo needs a rule set that offers a solo', () => {
    const e = failure(newMatch({ ...matchConfigs.tsr, rules: { ...rules.tsr, reservations: ['hochzeit'], solos: [] } }))
    expect(e.message).toContain('compulsorySolo: the rule set offers no solo to play as a Pflichtsolo')
  })

  it('a bad rule set is reported under rules', () => {
    const e = failure(newMatch({ ...matchConfigs.tsr, rules: { name: 'x' } as never }))
    expect(e.code).toBe('match/invalid-config')
    expect(e.message).toMatch(/^Invalid match configuration: rules: Invalid rule set: /)
  })

  it('bock must be null or a Bock configuration', () => {
    expect(failure(decodeMatchConfig({ ...matchConfigs.tsr, bock: undefined })).message).toBe(
      'Invalid match configuration: bock: expected null or { triggers, mode }, got undefined'
    )
  })

  it('values that are not configurations are errors, never exceptions', () => {
    for (const u of [null, undefined, 42, 'tsr', [], () => 1]) {
      expect(failure(newMatch(u as never)).code).toBe('match/invalid-config')
    }
    const hostile = {
      get players() {
        throw new Error('boom')
      }
    }
    expect(failure(newMatch(hostile as never)).code).toBe('match/invalid-config')
  })

  it('a configuration survives JSON', () => {
    const c = JSON.parse(JSON.stringify(matchConfigs.house)) as unknown
    expect(decodeMatchConfig(c)).toEqual(E.right(matchConfigs.house))
  })
})

describe('Players', () => {
  it('default names, all totals 0, player 0 deals first', () => {
    const m = start(pagatAt(5))
    expect(m.players).toEqual(['Player 1', 'Player 2', 'Player 3', 'Player 4', 'Player 5'])
    expect(m.totals).toEqual([0, 0, 0, 0, 0])
    expect(m.dealer).toBe(0)
    expect(m.gamesPlayed).toBe(0)
    expect(m.sheet).toEqual([])
  })

  it('names must be one distinct, non-empty name per player', () => {
    expect(must(newMatch(matchConfigs.tsr, { players: ['Anna', 'Ben', 'Carla', 'Dieter'] })).players).toEqual([
      'Anna',
      'Ben',
      'Carla',
      'Dieter'
    ])
    for (const players of [['Anna', 'Ben', 'Carla'], ['Anna', 'Ben', 'Carla', 'Anna'], ['Anna', 'Ben', 'Carla', ' '], [1, 2, 3, 4]]) {
      expect(failure(newMatch(matchConfigs.tsr, { players: players as string[] })).code).toBe('match/invalid-players')
    }
  })

  it('the first dealer may be chosen, within the table', () => {
    expect(start(pagatAt(6), 5).dealer).toBe(5)
    expect(failure(newMatch(pagatAt(4), { dealer: 4 })).code).toBe('match/invalid-players')
    expect(failure(newMatch(pagatAt(4), { dealer: -1 })).code).toBe('match/invalid-players')
  })
})

describe('Seating: who sits out, who sits at which engine seat (RULES 8)', () => {
  it('four players: everyone plays, seat = player, the engine dealer is the dealer', () => {
    const d = deal(start(pagatAt(4), 2))
    expect(d.dealer).toBe(2)
    expect(d.sittingOut).toEqual([])
    expect(d.seats).toEqual([0, 1, 2, 3])
    expect(d.gameOptions.dealer).toBe(2)
  })

  it('five players: the dealer sits out; the dealer\'s left sits at seat 0, engine dealer seat 3', () => {
    const d = deal(start(pagatAt(5), 2))
    expect(d.sittingOut).toEqual([2])
    expect(d.seats).toEqual([3, 4, 0, 1])
    expect(d.gameOptions.dealer).toBe(3)
  })

  it('six players: the dealer and the player opposite sit out', () => {
    const d = deal(start(pagatAt(6), 4))
    expect(d.sittingOut).toEqual([4, 1])
    expect(d.seats).toEqual([5, 0, 2, 3])
  })

  it('the engine game of a five-player deal: the dealer\'s left (seat 0) speaks first', () => {
    const m = start(pagatAt(5), 2)
    const g = must(startNextGame(m, { seed: 'five' }))
    expect(g.phase === 'reservations' && g.turn).toBe(0)
    expect(g.setup.dealer).toBe(3)
  })

  it('sitting out scores 0; the four players get their seats\' scores', () => {
    // Five players, dealer 0: seats 0..3 are players 1..4. Re = seats 0 and 1 = players 1 and 2.
    const m = normal(start(pagatAt(5)))
    expect(m.sheet[0]?.points).toEqual([0, 1, 1, -1, -1])
    // Six players, dealer 0: seats [1, 2, 4, 5]; players 0 and 3 sit out.
    const m6 = normal(start(pagatAt(6)))
    expect(m6.sheet[0]?.points).toEqual([0, 1, 1, 0, -1, -1])
  })
})

describe('Dealer rotation (RULES 8): the next player deals', () => {
  it('four players: 0, 1, 2, 3, 0', () => {
    const dealers: number[] = []
    let m = start(pagatAt(4))
    for (let i = 0; i < 5; i++) {
      dealers.push(deal(m).dealer)
      m = normal(m)
    }
    expect(dealers).toEqual([0, 1, 2, 3, 0])
    expect(m.sheet.map((r) => r.dealer)).toEqual([0, 1, 2, 3, 0])
  })

  it('five players: the dealer sits out, in turn: 0, 1, 2, 3, 4, 0', () => {
    let m = start(pagatAt(5, 10))
    const seen: (readonly number[])[] = []
    for (let i = 0; i < 6; i++) {
      seen.push(deal(m).sittingOut)
      m = normal(m)
    }
    expect(seen).toEqual([[0], [1], [2], [3], [4], [0]])
  })

  it('six players: the dealer and the player opposite, in turn', () => {
    let m = start(pagatAt(6, 12))
    const seen: (readonly number[])[] = []
    for (let i = 0; i < 7; i++) {
      seen.push(deal(m).sittingOut)
      m = normal(m)
    }
    expect(seen).toEqual([[0, 3], [1, 4], [2, 5], [3, 0], [4, 1], [5, 2], [0, 3]])
  })

  it('the same dealer deals again after a redeal; a redeal is not a game', () => {
    let m = start(pagatAt(4))
    m = normal(m)
    m = must(recordGame(m, redeal(m, 'schmeissen', 2)))
    expect(m.dealer).toBe(1)
    expect(m.gamesPlayed).toBe(1)
    expect(deal(m).game).toBe(2)
    m = normal(m)
    expect(m.sheet.map((r) => [r.game, r.dealer, r.type.kind])).toEqual([
      [1, 0, 'normal'],
      [2, 1, 'redeal'],
      [2, 1, 'normal']
    ])
    expect(m.dealer).toBe(2)
  })

  it('the same dealer deals again after a Pflichtsolo (tsr), not after a Lustsolo', () => {
    let m = start(matchConfigs.tsr)
    m = solo(m, 2) // player 2's Pflichtsolo: dealer 0 again
    expect(m.sheet[0]?.type).toEqual({ kind: 'solo', solo: 'queens', soloist: 2, compulsory: true, forced: false })
    expect(m.dealer).toBe(0)
    m = solo(m, 2) // a Lustsolo now: the next player deals
    expect(m.sheet[1]?.type).toEqual({ kind: 'solo', solo: 'queens', soloist: 2, compulsory: false, forced: false })
    expect(m.dealer).toBe(1)
  })

  it('without Pflichtsolo every solo is a Lustsolo and the deal moves on', () => {
    let m = start(pagatAt(4))
    m = solo(m, 2)
    expect(m.sheet[0]?.type).toEqual({ kind: 'solo', solo: 'queens', soloist: 2, compulsory: false, forced: false })
    expect(m.dealer).toBe(1)
    expect(m.compulsorySoloOwed).toEqual([false, false, false, false])
    expect(deal(m).gameOptions.compulsorySoloOwed).toEqual([false, false, false, false])
  })

  it('a Hochzeit played alone and a silent wedding are not Pflichtsoli: the deal moves on', () => {
    let m = start(matchConfigs.tsr)
    m = must(recordGame(m, finished(m, { re: [1], rePoints: 150, contract: { hochzeitPartner: null } })))
    expect(m.dealer).toBe(1)
    m = must(recordGame(m, finished(m, { re: [3], rePoints: 150, contract: 'silentWedding' })))
    expect(m.dealer).toBe(2)
    expect(m.compulsorySoloOwed).toEqual([true, true, true, true])
  })

  it('at five players the Pflichtsolo\'s dealer deals again and sits out again', () => {
    let m = start(tsrAt(5, 30))
    m = solo(m, 1) // seat 1 = player 2
    expect(m.sheet[0]?.type).toMatchObject({ soloist: 2, compulsory: true })
    expect(deal(m).sittingOut).toEqual([0])
    expect(m.compulsorySoloOwed).toEqual([true, true, false, true, true])
  })
})

describe('Pflichtsolo (RULES 8): each player owes one per round', () => {
  it('a new tsr match: everyone owes, the engine gets the debts by seat', () => {
    const m = start(matchConfigs.tsr)
    expect(m.compulsorySoloOwed).toEqual([true, true, true, true])
    expect(deal(m).gameOptions).toEqual({ rules: rules.tsr, dealer: 0, compulsorySoloOwed: [true, true, true, true] })
  })

  it('the engine marks a solo of an owing player as a Pflichtsolo, and the match books it', () => {
    let m = start(matchConfigs.tsr)
    m = solo(m, 3)
    expect(m.compulsorySoloOwed).toEqual([true, true, true, false])
    expect(deal(m).gameOptions.compulsorySoloOwed).toEqual([true, true, true, false])
  })

  it('at five the debts are mapped to the seats of the deal', () => {
    let m = start(tsrAt(5, 30))
    m = normal(m) // dealer 0 -> 1
    m = solo(m, 0) // dealer 1: seat 0 is player 2
    expect(m.compulsorySoloOwed).toEqual([true, true, false, true, true])
    // Dealer 1 again: seats [2, 3, 4, 0].
    expect(deal(m).seats).toEqual([2, 3, 4, 0])
    expect(deal(m).gameOptions.compulsorySoloOwed).toEqual([false, true, true, true])
  })

  it('a new round: everyone owes again', () => {
    // Rounds of 4 games at four players: every game of a round is vorgeführt.
    let m = start(tsrAt(4, 4, 2))
    m = times(m, 4, next)
    expect(m.compulsorySoloOwed).toEqual([true, true, true, true])
    expect(deal(m)).toMatchObject({ game: 5, round: 2, dealer: 0, forcedSoloist: 1 })
    m = times(m, 4, next)
    expect(isMatchOver(m)).toBe(true)
    expect(m.sheet.map((r) => [r.round, r.type.kind === 'solo' ? r.type.soloist : null])).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 0],
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 0]
    ])
  })
})

describe('Vorgeführt (RULES 8): when as many games are left as Pflichtsoli owed', () => {
  it('tsr: after 20 games without a solo, games 21 to 24 are vorgeführt from the dealer\'s left', () => {
    let m = times(start(matchConfigs.tsr), 19, normal)
    expect(deal(m).forcedSoloist).toBeNull() // 5 games left, 4 owed
    m = normal(m)
    const d = deal(m)
    expect(d).toMatchObject({ game: 21, dealer: 0, forcedSoloist: 1 })
    expect(d.gameOptions.forcedSoloist).toBe(1)
    const forced: (number | null)[] = []
    for (let i = 0; i < 4; i++) {
      forced.push(deal(m).forcedSoloist)
      expect(deal(m).dealer).toBe(0)
      m = next(m)
    }
    expect(forced).toEqual([1, 2, 3, 0])
    expect(m.sheet.slice(20).map((r) => r.type)).toEqual(
      [1, 2, 3, 0].map((p) => ({ kind: 'solo', solo: 'queens', soloist: p, compulsory: true, forced: true }))
    )
    expect(isMatchOver(m)).toBe(true)
    expect(m.compulsorySoloOwed).toEqual([false, false, false, false])
  })

  it('with one Pflichtsolo played, vorgeführt starts three games before the end, skipping who has played', () => {
    let m = start(matchConfigs.tsr)
    m = normal(normal(m)) // dealers 0, 1
    m = solo(m, 2) // game 3, dealer 2, Pflichtsolo of player 2: dealer 2 again
    // Games 4..20 (17 games): dealers 2, 3, 0, ...
    m = times(m, 17, normal)
    expect(m.gamesPlayed).toBe(20)
    expect(deal(m).forcedSoloist).toBeNull() // 4 left, 3 owed
    m = normal(m)
    expect(deal(m)).toMatchObject({ game: 22, dealer: 0, forcedSoloist: 1 })
    m = next(m)
    expect(deal(m)).toMatchObject({ game: 23, dealer: 0, forcedSoloist: 3 })
    m = next(m)
    expect(deal(m)).toMatchObject({ game: 24, dealer: 0, forcedSoloist: 0 })
    m = next(m)
    expect(isMatchOver(m)).toBe(true)
  })

  it('the engine asks only the vorgeführt player, who must declare a solo', () => {
    const m = times(start(matchConfigs.tsr), 20, normal)
    const g = must(startNextGame(m, { seed: 'vorgefuehrt' }))
    expect(g.phase === 'reservations' && g.turn).toBe(1)
    const actions = legalActions(g)
    expect(actions.length).toBeGreaterThan(0)
    expect(actions.every((a) => a.type === 'declare' && a.seat === 1 && a.declaration.kind === 'solo')).toBe(true)
    const done = playRandom(g, createRng('vorgefuehrt'))
    const after = must(recordGame(m, done))
    expect(after.sheet[20]?.type).toMatchObject({ kind: 'solo', soloist: 1, compulsory: true, forced: true })
    expect(after.dealer).toBe(0)
  })

  it('five players: when only the sitting-out dealer owes, the deal passes on so that they can play', () => {
    // A round of 5 games: everyone is vorgeführt from the first game.
    let m = start(tsrAt(5, 5))
    const deals: [number, number | null][] = []
    while (!isMatchOver(m)) {
      const d = deal(m)
      deals.push([d.dealer, d.forcedSoloist])
      m = next(m)
    }
    expect(deals).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
      [1, 0]
    ])
    expect(m.compulsorySoloOwed).toEqual([false, false, false, false, false])
  })

  it('six players: the two sitting out owe last; the deal passes to the next player', () => {
    let m = start(tsrAt(6, 6))
    const deals: [number, number | null][] = []
    while (!isMatchOver(m)) {
      const d = deal(m)
      deals.push([d.dealer, d.forcedSoloist])
      m = next(m)
    }
    expect(deals).toEqual([
      [0, 1],
      [0, 2],
      [0, 4],
      [0, 5],
      [1, 3],
      [1, 0]
    ])
  })

  it('no Pflichtsolo, nobody is vorgeführt', () => {
    const m = times(start(pagatAt(4)), 7, normal)
    expect(deal(m).forcedSoloist).toBeNull()
    expect(deal(m).gameOptions.forcedSoloist).toBeUndefined()
  })
})

describe('Length (RULES 8)', () => {
  it('pagat: 8 games; a redeal does not count', () => {
    let m = start(matchConfigs.pagat)
    m = times(m, 3, normal)
    m = must(recordGame(m, redeal(m)))
    m = times(m, 4, normal)
    expect(isMatchOver(m)).toBe(false)
    expect(deal(m).game).toBe(8)
    m = normal(m)
    expect(isMatchOver(m)).toBe(true)
    expect(m.gamesPlayed).toBe(8)
    expect(m.sheet.length).toBe(9)
  })

  it('tsr at four: 24 games', () => {
    const m = times(start(matchConfigs.tsr), 23, next)
    expect(isMatchOver(m)).toBe(false)
    expect(isMatchOver(next(m))).toBe(true)
  })

  it('tsr at five: 30 games', () => {
    const m = times(start(tsrAt(5, 30)), 29, next)
    expect(isMatchOver(m)).toBe(false)
    expect(isMatchOver(next(m))).toBe(true)
  })

  it('any number: 1 game, or 3 rounds of 5', () => {
    expect(isMatchOver(normal(start({ ...matchConfigs.pagat, gamesPerRound: 1 })))).toBe(true)
    const m = times(start({ ...matchConfigs.pagat, gamesPerRound: 5, rounds: 3 }), 14, normal)
    expect(deal(m)).toMatchObject({ game: 15, round: 3 })
    expect(isMatchOver(normal(m))).toBe(true)
  })

  it('after the last game nothing more is dealt or recorded', () => {
    const m = normal(start({ ...matchConfigs.pagat, gamesPerRound: 1 }))
    expect(failure(nextDeal(m))).toEqual({ code: 'match/over', message: 'The match is over after 1 games', details: { gamesPlayed: 1 } })
    expect(failure(startNextGame(m, { seed: 'x' })).code).toBe('match/over')
    expect(failure(recordGame(m, m as never)).code).toBe('match/over')
    expect(failure(recordPenalty(m, { violation: 'minor', offender: 0 })).code).toBe('match/over')
  })
})

describe('Recording a game: only a finished or redealt game of the next deal', () => {
  const m = start(matchConfigs.tsr)

  it('a running game is rejected', () => {
    const g = must(startNextGame(m, { seed: 'running' }))
    expect(failure(recordGame(m, g))).toEqual({
      code: 'match/game-not-over',
      message: 'The game is still in the reservations phase: only a finished or redealt game is recorded',
      details: { phase: 'reservations' }
    })
  })

  it('a game dealt by another dealer is rejected', () => {
    const other = finished(normal(m), { re: [0, 1], rePoints: 131 })
    expect(failure(recordGame(m, other))).toEqual({
      code: 'match/wrong-deal',
      message: "The game was not dealt for this match's next deal: its dealer seat is 1, the deal's is 0",
      details: { problem: "its dealer seat is 1, the deal's is 0" }
    })
  })

  it('a game without the match\'s Pflichtsolo debts or forced soloist is rejected', () => {
    const g = must(newGame({ rules: rules.tsr, dealer: 0, seed: 'x' }))
    const done = playRandom(g, createRng('x'))
    expect(failure(recordGame(m, done)).code).toBe('match/wrong-deal')
    const late = times(m, 20, normal)
    const unforced = playRandom(must(newGame({ rules: rules.tsr, dealer: 0, seed: 'y', compulsorySoloOwed: [true, true, true, true] })), createRng('y'))
    expect(failure(recordGame(late, unforced)).message).toBe(
      "The game was not dealt for this match's next deal: its forced soloist is seat none, the deal's is 1"
    )
  })

  it('a game under other rules is rejected', () => {
    const g = playRandom(
      must(newGame({ rules: rules.pagat, dealer: 0, seed: 'z', compulsorySoloOwed: [true, true, true, true] })),
      createRng('z')
    )
    expect(failure(recordGame(m, g)).message).toBe("The game was not dealt for this match's next deal: it was played under other rules (pagat)")
  })

  it('values that are not games are errors, never exceptions', () => {
    for (const u of [null, 1, 'game', {}, { phase: 'finished' }, { setup: {} }, { phase: 'finished', setup: {} }]) {
      const e = failure(recordGame(m, u as never))
      expect(e.code).toBe('match/malformed-game')
      expect(e.message).toMatch(/^Not a recordable game: /)
    }
    // A real game, but of another deal.
    const other = playRandom(must(startNextGame(m, { seed: 'other' })), createRng('other'))
    const later = must(recordGame(m, finished(m, { re: [0, 1], rePoints: 131 })))
    expect(failure(recordGame(later, other)).code).toBe('match/wrong-deal')
    const f = finished(m, { re: [0, 1], rePoints: 131 })
    expect(failure(recordGame(m, { ...f, settlement: { ...f.settlement, scores: [1, 1] } } as never)).code).toBe('match/malformed-game')
  })

  it('a game of an engine-played deal is recorded with the engine\'s scores', () => {
    const g = playRandom(must(startNextGame(m, { seed: 'engine' })), createRng('engine'))
    if (g.phase !== 'finished') throw new Error('expected a finished game')
    const after = must(recordGame(m, g))
    expect(after.sheet[0]?.points).toEqual([...g.settlement.scores])
    expect(after.totals).toEqual([...g.settlement.scores])
  })
})

describe('The match value: plain, immutable data', () => {
  it('recording does not touch the given match or game (deeply frozen)', () => {
    const m = deepFreeze(times(start(matchConfigs.house), 2, normal))
    const before = JSON.stringify(m)
    const g = deepFreeze(finished(m, { re: [2, 3], rePoints: 120 }))
    const after = must(recordGame(m, g))
    expect(JSON.stringify(m)).toBe(before)
    expect(after.gamesPlayed).toBe(3)
    must(recordPenalty(m, { violation: 'minor', offender: 1 }))
    expect(JSON.stringify(m)).toBe(before)
  })

  it('every match the library hands out is deeply frozen (so it is never checked again), its parts too', () => {
    const frozenThrough = (u: unknown): boolean =>
      typeof u !== 'object' || u === null || (Object.isFrozen(u) && Object.values(u).every(frozenThrough))
    const m = start(matchConfigs.house)
    expect(frozenThrough(m)).toBe(true)
    const played = times(m, 2, normal)
    expect(frozenThrough(played)).toBe(true)
    expect(frozenThrough(must(recordPenalty(played, { violation: 'minor', offender: 1 })))).toBe(true)
    // A copy with one part changed is a value from outside: checked again, and refused.
    expect(failure(recordGame({ ...played, gamesPlayed: -1 }, finished(played, { re: [0, 1], rePoints: 131 }))).code).toBe('match/malformed-match')
  })

  it('survives a JSON round trip and goes on the same way', () => {
    const m = times(start(matchConfigs.house), 3, normal)
    const copy = JSON.parse(JSON.stringify(m)) as Match
    expect(copy).toEqual(m)
    const g = finished(m, { re: [0, 2], rePoints: 100 })
    expect(recordGame(copy, g)).toEqual(recordGame(m, g))
  })

  it('data-last: the reducers read well in pipe', () => {
    const m = start(matchConfigs.tsr)
    const g = finished(m, { re: [0, 1], rePoints: 131 })
    expect(pipe(m, recordGame(g))).toEqual(recordGame(m, g))
    expect(pipe(E.right(m), E.flatMap(recordGame(g)), E.flatMap(recordPenalty({ violation: 'minor', offender: 0 })))).toEqual(
      E.flatMap(recordGame(m, g), (x) => recordPenalty(x, { violation: 'minor', offender: 0 }))
    )
    const a = pipe(m, startNextGame({ seed: 's' }))
    expect(a).toEqual(startNextGame(m, { seed: 's' }))
  })

  it('values that are not matches are errors, never exceptions', () => {
    const m = start(matchConfigs.tsr)
    for (const u of [null, 3, {}, { ...m, dealer: 4 }, { ...m, totals: [0, 0] }, { ...m, config: { ...m.config, players: 9 } }, { ...m, bockRounds: [0] }]) {
      expect(failure(nextDeal(u as never)).code).toBe('match/malformed-match')
      expect(failure(recordGame(u as never, finished(m, { re: [0, 1], rePoints: 131 }))).code).toBe('match/malformed-match')
      expect(isMatchOver(u as never)).toBe(false)
    }
  })

  it('startNextGame takes { seed } or { hands }, nothing else', () => {
    const m = start(matchConfigs.tsr)
    for (const u of [null, {}, { seed: 'a', hands: [] }]) {
      expect(failure(startNextGame(m, u as never))).toEqual({
        code: 'match/invalid-deal-options',
        message: 'Give the cards as { seed } or { hands }',
        details: { problem: 'Give the cards as { seed } or { hands }' }
      })
    }
    expect(failure(startNextGame(m, { hands: [[], [], [], []] })).code).toBe('setup/bad-deal')
    const byHands = must(startNextGame(m, { hands: must(startNextGame(m, { seed: 'h' })).setup.deal }))
    expect(byHands.setup).toEqual(must(startNextGame(m, { seed: 'h' })).setup)
  })
})

describe('Bad input: every entry point returns a value, never throws', () => {
  const m = times(start(matchConfigs.tsr), 2, normal)
  const g = finished(m, { re: [0, 1], rePoints: 131 })
  /** Random values, and valid ones with one field replaced by a random value. */
  const hostile = (valid: object): fc.Arbitrary<unknown> =>
    fc.oneof(
      fc.anything(),
      fc.tuple(fc.constantFrom(...Object.keys(valid)), fc.anything()).map(([k, v]) => ({ ...valid, [k]: v }))
    )

  it('newMatch, decodeMatchConfig', () => {
    fc.assert(
      fc.property(hostile(matchConfigs.house), fc.anything(), (c, o) => {
        expect(['Left', 'Right']).toContain(newMatch(c as never)._tag)
        expect(() => newMatch(c as never, o as never)).not.toThrow()
        expect(() => decodeMatchConfig(c)).not.toThrow()
      }),
      { numRuns: 300 }
    )
  })

  it('nextDeal, startNextGame, recordGame, recordPenalty, isMatchOver', () => {
    fc.assert(
      fc.property(hostile(m), hostile(g), hostile({ violation: 'minor', offender: 1, soloist: 2, absagen: 0 }), (mm, gg, pp) => {
        expect(() => nextDeal(mm as never)).not.toThrow()
        expect(() => startNextGame(mm as never, gg as never)).not.toThrow()
        expect(() => startNextGame(m, gg as never)).not.toThrow()
        expect(() => recordGame(mm as never, gg as never)).not.toThrow()
        expect(() => recordGame(m, gg as never)).not.toThrow()
        expect(() => recordGame(gg as never)(mm as never)).not.toThrow()
        expect(() => recordPenalty(mm as never, pp as never)).not.toThrow()
        expect(() => recordPenalty(m, pp as never)).not.toThrow()
        expect(typeof isMatchOver(mm as never)).toBe('boolean')
      }),
      { numRuns: 300 }
    )
  })
})

describe('The guide (docs/match.md)', () => {
  it('its first example runs as written and prints 24 games and totals that sum to zero', async () => {
    const { mkdirSync, readFileSync, writeFileSync } = await import('node:fs')
    const { dirname, join, resolve } = await import('node:path')
    const { fileURLToPath, pathToFileURL } = await import('node:url')
    const { vi } = await import('vitest')
    const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
    const block = /```ts\n([\s\S]*?)```/.exec(readFileSync(join(root, 'docs', 'match.md'), 'utf8'))?.[1]
    expect(block).toBeDefined()
    const dir = join(root, 'node_modules', '.cache', 'match-guide-example')
    mkdirSync(dir, { recursive: true })
    const file = join(dir, 'example.ts')
    writeFileSync(file, sourceImports(block as string, root))
    const logs: unknown[][] = []
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => {
      logs.push(args)
    })
    try {
      await import(pathToFileURL(file).href)
    } finally {
      spy.mockRestore()
    }
    expect(logs).toHaveLength(1)
    const [games, totals] = logs[0] as [number, number[]]
    expect(games).toBe(24)
    expect(totals).toHaveLength(4)
    expect(totals.reduce((a, b) => a + b, 0)).toBe(0)
  })
})
