/**
 * The server's daily Partie (issue 26): dealt from a secret the server commits to when the day
 * opens and reveals when it is over; `auditDaily` checks a revealed day: the commitment, every
 * deal and every bot move of a stored Partie. A cheating server (another deal, a bot steered
 * once) and hostile input are told as values.
 */
import { createHash } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, applyAction, currentPlayer, isFinished } from '../src/index.js'
import { type DailyPartie, daily, dailyBotSeed, dailyCommitment, dailyDealSeed, isMatchOver, newMatch, recordGame, serverDaily, startNextGame } from '../src/match/index.js'
import { gameRecord, matchRecord } from '../src/records/index.js'
import { type Bot, auditDaily, botAction, heuristicBot, randomBot } from '../src/bots/index.js'
import { ok } from './support/index.js'

const DAY = '2026-12-01'
const SECRET = 'k3Xv9qQ2mZ8rT1yB7nW4pL6sD0fH5jA2cE4gI6kM8oQ'

interface Steering {
  /** The seed of deal k (default: the Partie's). */
  readonly deal?: (k: number) => string
  /** The bot that moves after n actions (default: the heuristic bot, as the server's). */
  readonly bot?: (n: number) => Bot
  /** Stop after this many games (default: the whole Partie). */
  readonly games?: number
}

/** Plays a daily Partie as a server does (the player at seat 0 by the heuristic bot's choice too, with its own seeds); answers its match record. */
const playPartie = (partie: DailyPartie, steer: Steering = {}): ReturnType<typeof matchRecord> => {
  let match = ok(newMatch(partie.config, { dealer: partie.dealer }))
  const games: Game[] = []
  let n = 0
  for (let k = 0; !isMatchOver(match) && k < (steer.games ?? Infinity); k++) {
    let game = ok(startNextGame(match, { seed: steer.deal?.(k) ?? dailyDealSeed(partie, k) }))
    while (!isFinished(game)) {
      const seat = currentPlayer(game)!
      const seed = seat === 0 ? `player/${n}` : dailyBotSeed(partie, n)
      const bot = seat === 0 ? heuristicBot : (steer.bot?.(n) ?? heuristicBot)
      game = ok(applyAction(game, botAction(bot, game, seat, seed)!))
      n++
    }
    games.push(game)
    match = ok(recordGame(match, game))
  }
  return matchRecord(partie.config, games.map((g) => gameRecord(g)))
}

describe('a server\'s daily Partie', () => {
  it('is the practice daily\'s table, dealt from the secret: a seed nobody computes without it', () => {
    const practice = ok(daily(DAY))
    const p = ok(serverDaily(DAY, SECRET))
    expect(p.config).toEqual(practice.config)
    expect(p.dealer).toBe(practice.dealer)
    expect(p.date).toBe(DAY)
    expect(p.seed).toBe(`doppelkopf-daily-${DAY}:${SECRET}`)
    expect(dailyDealSeed(p, 2)).toBe(`${p.seed}/2`)
    expect(dailyBotSeed(p, 17)).toBe(`${p.seed}/bot/17`)
    const other = ok(serverDaily(DAY, SECRET.replace('k', 'K')))
    const hands = (q: DailyPartie) => ok(startNextGame(ok(newMatch(q.config, { dealer: q.dealer })), { seed: dailyDealSeed(q, 0) })).setup.deal
    expect(hands(other)).not.toEqual(hands(p))
    expect(hands(practice)).not.toEqual(hands(p))
  })

  it('commits to the secret with SHA-256 of the date and the secret', () => {
    const c = ok(dailyCommitment(DAY, SECRET))
    expect(c).toBe(createHash('sha256').update(`doppelkopf-daily-commitment:${DAY}:${SECRET}`).digest('hex'))
    expect(ok(dailyCommitment('2026-12-02', SECRET))).not.toBe(c)
    for (const bad of ['short', 'x'.repeat(129), 'ä'.repeat(20), 'a b'.repeat(8), 42, null]) {
      const r = dailyCommitment(DAY, bad as string)
      expect(E.isLeft(r) && r.left.code, String(bad)).toBe('audit/malformed-input')
      expect(E.isLeft(serverDaily(DAY, bad as string))).toBe(true)
    }
    const r = dailyCommitment('2026-02-30', SECRET)
    expect(E.isLeft(r) && r.left.code).toBe('input/invalid-date')
  })
})

describe('auditDaily', () => {
  const partie = ok(serverDaily(DAY, SECRET))
  const commitment = ok(dailyCommitment(DAY, SECRET))
  const record = playPartie(partie)
  const code = (input: unknown): string | null => {
    const r = auditDaily(input)
    return E.isLeft(r) ? r.left.code : null
  }

  it('passes an honest Partie: every deal and every bot move from the secret', () => {
    const audit = ok(auditDaily({ date: DAY, commitment, secret: SECRET, record: JSON.parse(JSON.stringify(record)) }))
    expect(audit.finished).toBe(true)
    expect(audit.games).toBeGreaterThanOrEqual(8)
    expect(audit.botMoves).toBeGreaterThan(100)
    expect(audit.actions).toBe(record.games.reduce((a, g) => a + g.history.length, 0))
    expect(audit.totals.reduce((a, b) => a + b, 0)).toBe(0)
    // A Partie left after three games is audited as far as it goes.
    const part = ok(auditDaily({ date: DAY, commitment, secret: SECRET, record: playPartie(partie, { games: 3 }) }))
    expect(part.finished).toBe(false)
    expect(part.games).toBe(3)
  })

  it('finds a secret that is not the committed one', () => {
    const other = SECRET.replace('k', 'K')
    const r = auditDaily({ date: DAY, commitment, secret: other, record })
    expect(E.isLeft(r) && r.left.code).toBe('audit/bad-commitment')
    expect(E.isLeft(r) && r.left.details).toEqual({ commitment, computed: ok(dailyCommitment(DAY, other)) })
    // The same secret on another day is another commitment.
    expect(code({ date: '2026-12-02', commitment, secret: SECRET, record })).toBe('audit/bad-commitment')
  })

  it('finds a deal that does not come from the secret (a server that dealt game 3 otherwise)', () => {
    const cheat = playPartie(partie, { deal: (k) => (k === 2 ? 'chosen-hands' : dailyDealSeed(partie, k)) })
    const r = auditDaily({ date: DAY, commitment, secret: SECRET, record: cheat })
    expect(E.isLeft(r) && r.left).toMatchObject({ code: 'audit/wrong-deal', details: { game: 2 } })
  })

  it('finds a bot move the secret does not give (a server that steered a bot once)', () => {
    // From action 40 on the bots play at random: the first move that differs from the heuristic bot's is reported.
    const steered = playPartie(partie, { bot: (n) => (n >= 40 ? randomBot : heuristicBot) })
    const r = auditDaily({ date: DAY, commitment, secret: SECRET, record: steered })
    expect(E.isLeft(r) && r.left.code).toBe('audit/wrong-bot-move')
    if (E.isLeft(r) && r.left.code === 'audit/wrong-bot-move') {
      const { game, index, seat, recorded, expected } = r.left.details
      expect(seat).not.toBe(0)
      expect(recorded).toEqual(steered.games[game]!.history[index])
      expect(expected).not.toEqual(recorded)
      const before = steered.games.slice(0, game).reduce((a, g) => a + g.history.length, 0) + index
      expect(before).toBeGreaterThanOrEqual(40)
    }
  })

  it('tells hostile input as a value, never a throw', () => {
    const trap = new Proxy({}, { get: () => { throw new Error('trap') }, getPrototypeOf: () => { throw new Error('trap') } })
    const getter = Object.defineProperty({}, 'date', { enumerable: true, get: () => { throw new Error('getter') } })
    const cases: unknown[] = [
      null, 42, 'x', [], trap, getter, Object.create(null),
      { date: DAY, commitment, secret: SECRET },
      { date: DAY, commitment: commitment.toUpperCase(), secret: SECRET, record },
      { date: 7, commitment, secret: SECRET, record },
      { date: DAY, commitment, secret: 'x'.repeat(1_000_000), record },
      { date: DAY, commitment, secret: `${SECRET}\u0000`, record },
      { date: DAY, commitment, secret: SECRET, record: { ...record, games: [] } },
      { date: DAY, commitment, secret: SECRET, record: { ...record, games: [...record.games, record.games[0]] } },
      { date: DAY, commitment, secret: SECRET, record: { ...record, games: [record.games[1], record.games[0]] } },
      { date: DAY, commitment, secret: SECRET, record: { formatVersion: 2, config: {}, games: 'x'.repeat(100_000) } }
    ]
    for (const input of cases) {
      let r: ReturnType<typeof auditDaily> | undefined
      expect(() => (r = auditDaily(input))).not.toThrow()
      expect(E.isLeft(r!), String(cases.indexOf(input))).toBe(true)
      if (E.isLeft(r!)) expect(r!.left.code).toMatch(/^(audit|replay|input)\//)
    }
  })
})
