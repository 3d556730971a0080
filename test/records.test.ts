/**
 * Game records: building them (from a game, which carries its history, or with a recorder), the
 * JSON round trip through the codec, and replay: rejected actions with their index and the
 * engine's code, rejected setups and outcomes; and records of format version 1 (written before
 * states carried their history), which still read.
 */
import * as E from 'fp-ts/lib/Either.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Action, type BySeat, type Game, type RuleSet, type Seat, applyAction, legalActions, newGame, rules } from '../src/index.js'
import { createRng, nextSeat } from '../src/rulesEntry.js'
import { readFileSync } from 'node:fs'
import { type GameRecord, type GameRecordV1, decodeGameRecord, decodeMatchRecord, migrateGameRecord } from '../src/codecs/record.js'
import {
  gameRecord,
  matchRecord,
  outcomeOf,
  recordAction,
  recordedActions,
  recorderRecord,
  startRecording
} from '../src/records/gameRecord.js'
import { type ReplayError, replay, replayMatchGames } from '../src/records/replay.js'
import { act, dealOf, declare, start } from './support/index.js'
import { gameSeed, randomGame } from './support/random-games.js'

const PLAYERS: BySeat<string> = ['Ann', 'Ben', 'Cem', 'Dora']

/** A random complete game under tsr, pagat or house rules (Armut, redeals, piglets), from a seed. */
const presetGame = (seed: string): { readonly actions: readonly Action[]; readonly states: readonly Game[] } => {
  const rng = createRng(seed)
  const table: RuleSet = [rules.tsr, rules.pagat, rules.house][rng.nextInt(3)] as RuleSet
  const first = newGame({ rules: table, seed, dealer: rng.nextInt(4) as Seat })
  if (E.isLeft(first)) throw new Error(first.left.message)
  let game = first.right
  const states: Game[] = [game]
  const actions: Action[] = []
  while (game.phase !== 'finished' && game.phase !== 'redeal') {
    const all = legalActions(game)
    const special = all.filter((a) => a.type === 'declare' && a.declaration.kind !== 'healthy' && a.declaration.kind !== 'solo')
    const healthy = all.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
    const plays = all.filter((a) => a.type !== 'announce')
    const action =
      special.length > 0 && rng.nextInt(2) === 0
        ? special[rng.nextInt(special.length)]
        : healthy !== undefined && rng.nextInt(10) > 0
          ? healthy
          : rng.nextInt(8) === 0
            ? all[rng.nextInt(all.length)]
            : plays[rng.nextInt(plays.length)]
    if (action === undefined) throw new Error(`${seed}: no action in phase ${game.phase}`)
    const next = applyAction(game, action)
    if (E.isLeft(next)) throw new Error(`${seed}: ${next.left.code}`)
    game = next.right
    actions.push(action)
    states.push(game)
  }
  return { actions, states }
}

const last = <T>(xs: readonly T[]): T => {
  const x = xs[xs.length - 1]
  if (x === undefined) throw new Error('empty list')
  return x
}

/** JSON text → parse → decode → replay. */
const throughJson = (record: GameRecord): E.Either<string, Game> => {
  const decoded = decodeGameRecord(JSON.parse(JSON.stringify(record)))
  if (E.isLeft(decoded)) return E.left(decoded.left.message)
  const r = replay(decoded.right)
  return E.isLeft(r) ? E.left(r.left.message) : r
}

/** The record with another history (to break it). */
const withHistory = (record: GameRecord, history: readonly Action[]): GameRecord => ({ ...record, history })

const replayError = (record: GameRecord): ReplayError => {
  const r = replay(record)
  if (E.isRight(r)) throw new Error('expected the record to be rejected')
  return r.left
}

describe('game records round trip', () => {
  it('random complete games: JSON → decode → replay gives the same game, and the decoded record equals the written one', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const final = last(g.states)
        const record = gameRecord(final, PLAYERS)
        expect(record.history).toStrictEqual(g.actions.map((a) => ({ ...a })))
        expect(decodeGameRecord(JSON.parse(JSON.stringify(record)))).toStrictEqual(E.right(record))
        expect(throughJson(record)).toEqual(E.right(final))
        expect(record.outcome).toEqual({
          kind: 'settled',
          winner: final.phase === 'finished' ? final.settlement.winner : 'n/a',
          scores: final.phase === 'finished' ? final.settlement.scores : 'n/a'
        })
      }),
      { numRuns: 40 }
    )
  }, 60_000)

  it('games under tsr, pagat and house rules, Armut and redeals included, round trip', () => {
    const wanted = ['armut', 'hochzeit', 'normal', 'redeal:armutRedeal', 'redeal:schmeissen', 'silentWedding', 'solo']
    const kinds = new Set<string>()
    let played = 0
    for (let i = 0; played < 60 || (wanted.some((k) => !kinds.has(k)) && i < 1000); i++) {
      const g = presetGame(`records-${i}`)
      const final = last(g.states)
      const kind = final.phase === 'finished' ? final.contract.kind : final.phase === 'redeal' ? `redeal:${final.reason}` : final.phase
      if (played >= 60 && kinds.has(kind)) continue
      kinds.add(kind)
      played++
      expect(throughJson(gameRecord(final))).toEqual(E.right(final))
    }
    // The sample covers the outcomes that matter for records.
    expect(wanted.filter((k) => !kinds.has(k))).toStrictEqual([])
  }, 60_000)

  it('a running game records outcome null and replays to the same state', () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const g = randomGame(seed)
        const k = n % g.actions.length
        const state = g.states[k] as Game
        const record = gameRecord(state)
        expect(record.history.length).toBe(k)
        expect(record.outcome).toBeNull()
        expect(throughJson(record)).toEqual(E.right(state))
      }),
      { numRuns: 30 }
    )
  })

  it('a redeal records its reason and seat', () => {
    let found = 0
    for (let i = 0; i < 1000 && found < 3; i++) {
      const g = presetGame(`redeal-${i}`)
      const final = last(g.states)
      if (final.phase !== 'redeal') continue
      found++
      expect(outcomeOf(final)).toStrictEqual({ kind: 'redeal', reason: final.reason, seat: final.seat })
      expect(throughJson(gameRecord(final))).toEqual(E.right(final))
    }
    expect(found).toBe(3)
  })

  it('players are optional: absent when not given, four names when given', () => {
    const g = randomGame('random-game-7')
    const final = last(g.states)
    expect('players' in gameRecord(final)).toBe(false)
    expect(gameRecord(final, PLAYERS).players).toStrictEqual(['Ann', 'Ben', 'Cem', 'Dora'])
  })

  it('the computer opponents are optional: the level or bot name of each seat, null for a person; they decode and replay', () => {
    const g = randomGame('random-game-8')
    const final = last(g.states)
    expect('bots' in gameRecord(final, PLAYERS)).toBe(false)
    const record = gameRecord(final, PLAYERS, [null, 'expert', 'expert', 'random'])
    expect(record.bots).toStrictEqual([null, 'expert', 'expert', 'random'])
    const decoded = decodeGameRecord(JSON.parse(JSON.stringify(record)))
    expect(decoded).toStrictEqual(E.right(record))
    if (E.isRight(decoded)) expect(E.isRight(replay(decoded.right))).toBe(true)
    // Not four names or nulls: refused.
    for (const bots of [[null, 'expert', 'expert'], [null, 1, 'expert', 'expert'], 'expert']) {
      expect(E.isLeft(decodeGameRecord({ ...JSON.parse(JSON.stringify(record)), bots }))).toBe(true)
    }
  })

  it('the record shares nothing with the game and stores only the fields of each action', () => {
    const sloppy = { type: 'declare', seat: 1, declaration: { kind: 'healthy', note: 'x' }, sentAt: 5 } as unknown as Action
    const game = act(start({ seed: 'share', dealer: 0 }), sloppy)
    const record = gameRecord(game)
    expect(record.history).toStrictEqual([{ type: 'declare', seat: 1, declaration: { kind: 'healthy' } }])
    expect(record.history[0]).not.toBe(game.history[0])
    expect(record.setup.deal[0]).not.toBe(game.setup.deal[0])
    expect(record.setup).toStrictEqual({ ...game.setup, deal: game.setup.deal.map((h) => [...h]), compulsorySoloOwed: [...game.setup.compulsorySoloOwed] })
    expect(Object.isFrozen(record.setup.deal[0])).toBe(false)
  })

  it('a rule set with keys the codec does not name never reaches a game, so every record decodes', () => {
    const table = { ...rules.tsr, label: 'Thursday table' } as RuleSet
    const started = newGame({ rules: table, seed: 'labelled', dealer: 0 })
    expect(E.isLeft(started) && started.left.code).toBe('input/malformed-rules')
    expect(E.isLeft(started) && started.left.message).toContain('label: unexpected key')
    const record = gameRecord(start({ rules: rules.tsr, seed: 'labelled', dealer: 0 }))
    expect(record.setup.rules).toStrictEqual(rules.tsr)
    expect(record.history).toStrictEqual([])
    expect(E.isRight(decodeGameRecord(JSON.parse(JSON.stringify(record))))).toBe(true)
  })
})

/** The action at `index` made illegal in a way whose error code is known from the rules. */
const broken = (action: Action): { readonly action: Action; readonly code: string } => {
  switch (action.type) {
    case 'declare':
      return { action: { ...action, seat: nextSeat(action.seat) }, code: 'turn/not-your-turn' }
    case 'play':
      return { action: { ...action, seat: nextSeat(action.seat) }, code: 'turn/not-your-turn' }
    default:
      // Nobody declares during card play.
      return { action: { type: 'declare', seat: action.seat, declaration: { kind: 'healthy' } }, code: 'phase/wrong-phase' }
  }
}

describe('replay rejects a record that breaks a rule, with the index of the bad action and the rule', () => {
  it('a broken action at a random index i: rejected at i with the engine code', () => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const g = randomGame(seed)
        const i = n % g.actions.length
        const bad = broken(g.actions[i] as Action)
        const actions = g.actions.map((a, j) => (j === i ? bad.action : a))
        const e = replayError(withHistory(gameRecord(last(g.states)), actions))
        expect(e).toMatchObject({ code: 'replay/illegal-action', details: { index: i, action: bad.action, cause: { code: bad.code } } })
      }),
      { numRuns: 40 }
    )
  })

  it('a revoke (a card held, but not following suit) is rejected as play/must-follow-suit at its index', () => {
    let checked = 0
    for (let s = 0; s < 20 && checked < 5; s++) {
      const g = randomGame(`random-game-${s}`)
      const i = g.actions.findIndex((a, j) => {
        const st = g.states[j] as Game
        if (a.type !== 'play' || (st.phase !== 'play' && st.phase !== 'clarification')) return false
        const legal = new Set(legalActions(st, a.seat).flatMap((x) => (x.type === 'play' ? [x.card] : [])))
        return st.hands[a.seat].some((c) => !legal.has(c))
      })
      if (i < 0) continue
      const st = g.states[i] as Game
      const a = g.actions[i] as Action
      if (a.type !== 'play' || (st.phase !== 'play' && st.phase !== 'clarification')) throw new Error('unreachable')
      const legal = new Set(legalActions(st, a.seat).flatMap((x) => (x.type === 'play' ? [x.card] : [])))
      const revoke = st.hands[a.seat].find((c) => !legal.has(c)) as number
      const actions = g.actions.map((x, j) => (j === i ? { ...a, card: revoke } : x))
      expect(replayError(withHistory(gameRecord(last(g.states)), actions))).toMatchObject({
        code: 'replay/illegal-action',
        details: { index: i, cause: { code: 'play/must-follow-suit' } }
      })
      checked++
    }
    expect(checked).toBe(5)
  })

  it("a card from another seat's hand is rejected as play/card-not-in-hand", () => {
    const g = randomGame('random-game-3')
    const i = g.actions.findIndex((a) => a.type === 'play')
    const a = g.actions[i] as Action
    const st = g.states[i] as Game
    if (a.type !== 'play' || (st.phase !== 'play' && st.phase !== 'clarification')) throw new Error('unreachable')
    const foreign = st.hands[nextSeat(a.seat)][0] as number
    const actions = g.actions.map((x, j) => (j === i ? { ...a, card: foreign } : x))
    expect(replayError(withHistory(gameRecord(last(g.states)), actions))).toMatchObject({
      code: 'replay/illegal-action',
      details: { index: i, action: { type: 'play', seat: a.seat, card: foreign }, cause: { code: 'play/card-not-in-hand' } }
    })
  })

  it('an action after the end is rejected at its index as phase/game-finished', () => {
    const g = randomGame('random-game-11')
    const extra: Action = { type: 'announce', seat: 0, announcement: 're' }
    const e = replayError(withHistory(gameRecord(last(g.states)), [...g.actions, extra]))
    expect(e).toMatchObject({ code: 'replay/illegal-action', details: { index: g.actions.length, cause: { code: 'phase/game-finished' } } })
  })

  it('a Hochzeit by a seat without both ♣Q is rejected as declare/hochzeit-needs-both-club-queens', () => {
    const hands = dealOf(['♣Q', '♣Q', '', ''])
    const game = start({ hands, dealer: 3 })
    const record = withHistory(gameRecord(game), [{ type: 'declare', seat: 0, declaration: { kind: 'hochzeit' } }])
    expect(replayError(record)).toMatchObject({
      code: 'replay/illegal-action',
      details: { index: 0, cause: { code: 'declare/hochzeit-needs-both-club-queens' } }
    })
  })

  it('a deal that is not a deal is a bad setup, with the engine error', () => {
    const g = randomGame('random-game-5')
    const record = gameRecord(last(g.states))
    const [h0, , h2, h3] = record.setup.deal
    const twice: GameRecord = { ...record, setup: { ...record.setup, deal: [h0, h0, h2, h3] } }
    expect(replayError(twice)).toMatchObject({ code: 'replay/bad-setup', details: { cause: { code: 'setup/bad-deal' } } })
  })

  it('a value that is not a record is rejected with the decoder errors', () => {
    const e = replayError({ formatVersion: 2 } as unknown as GameRecord)
    expect(e.code).toBe('replay/malformed-record')
    expect(e.code === 'replay/malformed-record' && e.details.problems).toContain('setup: expected GameSetup, got undefined')
    const old = replayError({ formatVersion: 1 } as unknown as GameRecord)
    expect(old.code === 'replay/malformed-record' && old.details.problems).toContain('dealer: expected Seat, got undefined')
  })
})

describe('replay rejects a stored outcome that differs from the replayed one', () => {
  const g = randomGame('random-game-21')
  const final = last(g.states)
  const record = gameRecord(final)
  const settled = record.outcome
  if (settled === null || settled.kind !== 'settled') throw new Error('expected a settled game')

  it('other scores', () => {
    const scores: BySeat<number> = [settled.scores[0] + 1, settled.scores[1] - 1, settled.scores[2], settled.scores[3]]
    const e = replayError({ ...record, outcome: { ...settled, scores } })
    expect(e).toStrictEqual({
      code: 'replay/outcome-mismatch',
      message: expect.stringContaining('outcome') as unknown as string,
      details: { recorded: { ...settled, scores }, replayed: settled, game: null }
    })
  })

  it('another winner', () => {
    const winner = settled.winner === 're' ? 'kontra' : 're'
    expect(replayError({ ...record, outcome: { ...settled, winner } }).code).toBe('replay/outcome-mismatch')
  })

  it('a finished game stored as running, and a running game stored as finished', () => {
    expect(replayError({ ...record, outcome: null })).toMatchObject({ code: 'replay/outcome-mismatch', details: { recorded: null, replayed: settled } })
    const running = withHistory(record, record.history.slice(0, -1))
    expect(replayError(running)).toMatchObject({ code: 'replay/outcome-mismatch', details: { recorded: settled, replayed: null } })
  })

  it('a redeal stored for a played game', () => {
    const e = replayError({ ...record, outcome: { kind: 'redeal', reason: 'schmeissen', seat: 1 } })
    expect(e.code).toBe('replay/outcome-mismatch')
  })
})

describe('the recorder', () => {
  it('keeps the same record as gameRecord(game), action by action', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        let rec = E.getOrElseW(() => {
          throw new Error('fresh game refused')
        })(startRecording(g.states[0] as Game, PLAYERS))
        for (const a of g.actions) {
          const next = recordAction(rec, a)
          if (E.isLeft(next)) throw new Error(next.left.code)
          rec = next.right
        }
        expect(rec.game).toEqual(last(g.states))
        expect(rec.game.history.length).toBe(g.actions.length)
        expect(recordedActions(rec)).toStrictEqual(g.actions.map((a) => ({ ...a })))
        expect(recorderRecord(rec)).toStrictEqual(gameRecord(last(g.states), PLAYERS))
      }),
      { numRuns: 20 }
    )
  })

  it('a rejected action returns the engine error and leaves the recorder as it was', () => {
    const rec = E.getOrElseW(() => {
      throw new Error('refused')
    })(startRecording(start({ seed: 'rec', dealer: 0 })))
    const r = recordAction(rec, { type: 'declare', seat: 3, declaration: { kind: 'healthy' } })
    expect(r).toStrictEqual(E.left({ code: 'turn/not-your-turn', message: expect.any(String) as unknown as string, details: { seat: 3, turn: 1 } }))
    expect(rec.game.history.length).toBe(0)
    expect(recorderRecord(rec).history).toStrictEqual([])
  })

  it('starts only from a new game', () => {
    const game = declare(start({ seed: 'rec', dealer: 0 }))
    expect(startRecording(game)).toMatchObject(E.left({ code: 'input/malformed-game' }))
  })

  it('two branches from one recorder keep their own actions', () => {
    const base = E.getOrElseW(() => {
      throw new Error('refused')
    })(startRecording(start({ seed: 'branch', dealer: 0 })))
    const a = recordAction(base, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
    if (E.isLeft(a)) throw new Error(a.left.code)
    const b1 = recordAction(a.right, { type: 'declare', seat: 2, declaration: { kind: 'healthy' } })
    const b2 = recordAction(a.right, { type: 'declare', seat: 2, declaration: { kind: 'solo', solo: 'queens' } })
    if (E.isLeft(b1) || E.isLeft(b2)) throw new Error('rejected')
    expect(recordedActions(a.right).map((x) => x.type)).toStrictEqual(['declare'])
    expect(recordedActions(b1.right).map((x) => x.type === 'declare' && x.declaration.kind)).toStrictEqual(['healthy', 'healthy'])
    expect(recordedActions(b2.right).map((x) => x.type === 'declare' && x.declaration.kind)).toStrictEqual(['healthy', 'solo'])
  })
})

describe('match records', () => {
  const games = [0, 1, 2].map((i) => randomGame(`random-game-${100 + i}`))
  const records = games.map((g) => gameRecord(last(g.states), PLAYERS))
  const config = { players: 4, games: 24, rules: 'tsr', bock: { enabled: false } }

  it('JSON → decode → replay every game', () => {
    const m = matchRecord(config, records)
    const decoded = decodeMatchRecord(JSON.parse(JSON.stringify(m)))
    expect(decoded).toStrictEqual(E.right(m))
    if (E.isLeft(decoded)) return
    expect(replayMatchGames(decoded.right)).toEqual(E.right(games.map((g) => last(g.states))))
  })

  it('a game that does not replay is named by its index', () => {
    const bad = { ...records[1], outcome: null } as GameRecord
    const r = replayMatchGames(matchRecord(config, [records[0] as GameRecord, bad, records[2] as GameRecord]))
    expect(r).toMatchObject(E.left({ code: 'replay/outcome-mismatch', details: { game: 1 } }))
  })

  it('errors inside a game carry the full path', () => {
    const m = JSON.parse(JSON.stringify(matchRecord(config, records))) as { games: { history: { seat: unknown }[] }[] }
    ;(m.games[2]?.history[4] as { seat: unknown }).seat = 9
    const r = decodeMatchRecord(m)
    expect(E.isLeft(r) && r.left.details.problems).toStrictEqual(['games.2.history.4.seat: expected Seat, got 9'])
  })
})

describe('records of format version 1 (written before states carried their history) still read', () => {
  /** A match record and a game record the previous version's `doppelkopf play --record` wrote. */
  const oldMatch: unknown = JSON.parse(readFileSync(new URL('./fixtures/match-record-v1.json', import.meta.url), 'utf8'))
  const oldGame = JSON.parse(readFileSync(new URL('./fixtures/game-record-v1.json', import.meta.url), 'utf8')) as GameRecordV1

  it('a game record decodes into the version 2 record of the same game, and replays to its outcome', () => {
    const r = decodeGameRecord(oldGame)
    if (E.isLeft(r)) throw new Error(r.left.message)
    expect(r.right.formatVersion).toBe(2)
    expect(r.right).toStrictEqual(migrateGameRecord(oldGame))
    expect(r.right.setup).toStrictEqual({
      rules: oldGame.rules,
      dealer: oldGame.dealer,
      deal: oldGame.hands,
      compulsorySoloOwed: oldGame.compulsorySoloOwed,
      forcedSoloist: oldGame.forcedSoloist
    })
    expect(r.right.history).toStrictEqual(oldGame.actions)
    const game = replay(r.right)
    if (E.isLeft(game)) throw new Error(game.left.message)
    expect(outcomeOf(game.right)).toStrictEqual(oldGame.outcome)
    expect(game.right.history).toStrictEqual(oldGame.actions)
    // Written again, it is version 2, and reads back as the same record.
    expect(decodeGameRecord(JSON.parse(JSON.stringify(gameRecord(game.right, oldGame.players))))).toStrictEqual(E.right(r.right))
  })

  it('a match record decodes into version 2 with every game migrated, and every game replays', () => {
    const m = decodeMatchRecord(oldMatch)
    if (E.isLeft(m)) throw new Error(m.left.message)
    expect(m.right.formatVersion).toBe(2)
    expect(m.right.games.length).toBe(2)
    expect(m.right.games.every((g) => g.formatVersion === 2)).toBe(true)
    expect(E.isRight(replayMatchGames(m.right))).toBe(true)
  })

  it('a version 1 record is checked as version 1: unknown keys and bad fields named at their paths', () => {
    const extra = decodeGameRecord({ ...oldGame, history: [] })
    expect(E.isLeft(extra) && extra.left.details.problems).toStrictEqual(['history: unexpected key'])
    const bad = decodeGameRecord({ ...oldGame, dealer: 7 })
    expect(E.isLeft(bad) && bad.left.details.problems).toStrictEqual(['dealer: expected Seat, got 7'])
    // A version 2 record with the version 1 fields is no record.
    expect(E.isLeft(decodeGameRecord({ ...oldGame, formatVersion: 2 }))).toBe(true)
  })
})
