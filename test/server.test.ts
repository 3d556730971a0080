/**
 * The example server (examples/server/server.ts), over loopback HTTP: four clients play a
 * complete game driven by their views alone, while bad requests are sent along the way and each
 * must be rejected with its code and leave the state exactly as it was.
 */
import type { AddressInfo } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Action, type Seat, SEATS, createRng, result } from '../src/index.js'
import { type PlayerView, type SpectatorView, spectatorView } from '../src/views/index.js'
import { type GameRecord, type MatchRecord, decodeMatchRecord } from '../src/codecs/index.js'
import { outcomeOf, replay, replayMatchGames } from '../src/records/index.js'
import { type Match } from '../src/match/index.js'
import { type DoppelkopfServer, createDoppelkopfServer } from '../examples/server/server.js'

interface Answer {
  readonly status: number
  readonly text: string
  readonly game: string | null
  readonly json: unknown
}

/** A running server and a small client for it. */
const start = async (seed: string): Promise<{ srv: DoppelkopfServer; call: Call; stop: () => Promise<void> }> => {
  const srv = createDoppelkopfServer({ seed, players: ['Ann', 'Ben', 'Cem', 'Dora'] })
  await new Promise<void>((resolve) => srv.server.listen(0, '127.0.0.1', resolve))
  const { port } = srv.server.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  const call: Call = async (method, path, { token, body } = {}) => {
    const res = await fetch(base + path, {
      method,
      headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { body })
    })
    const text = await res.text()
    return { status: res.status, text, game: res.headers.get('doppelkopf-game'), json: JSON.parse(text) as unknown }
  }
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      srv.server.closeAllConnections()
      srv.server.close(() => resolve())
    })
  return { srv, call, stop }
}

type Call = (method: string, path: string, options?: { token?: string; body?: string | Uint8Array }) => Promise<Answer>

const errorOf = (a: Answer): { code: string; message: string; errors?: string[] } =>
  a.json as { code: string; message: string; errors?: string[] }

describe('example server: a complete game over HTTP', () => {
  let ctx: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    ctx = await start('server-test')
  })
  afterAll(async () => {
    await ctx.stop()
  })

  it('four clients play the first game from their views; every bad request is rejected and changes nothing', async () => {
    const { srv, call } = ctx
    const { tokens } = srv
    const token = (seat: Seat): string => tokens[seat]
    const view = async (seat: Seat): Promise<{ view: PlayerView; text: string; game: string | null }> => {
      const a = await call('GET', '/view', { token: token(seat) })
      expect(a.status).toBe(200)
      return { view: a.json as PlayerView, text: a.text, game: a.game }
    }
    const post = (seat: Seat, body: unknown): Promise<Answer> =>
      call('POST', '/action', {
        token: token(seat),
        body: typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body)
      })

    /** Sends a request that must be rejected, and checks that the table did not change. */
    const rejected = async (seat: Seat, send: () => Promise<Answer>, status: number, code: string): Promise<Answer> => {
      const spectatorBefore = (await call('GET', '/spectator')).text
      const viewBefore = (await view(seat)).text
      const recordBefore = (await call('GET', '/record', { token: srv.refereeToken })).text
      const answer = await send()
      expect({ status: answer.status, code: errorOf(answer).code }).toEqual({ status, code })
      expect(typeof errorOf(answer).message).toBe('string')
      expect((await call('GET', '/spectator')).text).toBe(spectatorBefore)
      expect((await view(seat)).text).toBe(viewBefore)
      expect((await call('GET', '/record', { token: srv.refereeToken })).text).toBe(recordBefore)
      return answer
    }

    const rng = createRng('server-test/clients')
    const pick = <T>(xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T
    const checked = { reservations: false, cardNotInHand: false, late: false, recordMidGame: false }
    let last: { answer: Answer; seat: Seat } | null = null
    let actions = 0
    let announced = 0

    game: for (let round = 0; round < 200; round++) {
      for (const seat of SEATS) {
        const { view: v, game } = await view(seat)
        if (game !== '1') break game // the first game is over and the next one is dealt
        const turnActions = v.legalActions.filter((a) => a.type !== 'announce')
        if (turnActions.length === 0) continue // not this seat's turn (it could still announce; it waits)
        const other = ((seat + 1) % 4) as Seat

        if (!checked.reservations && v.phase === 'reservations') {
          checked.reservations = true
          const a = turnActions[0] as Action
          await rejected(seat, () => post(seat, '{"type": "declare", "seat": '), 400, 'server/malformed-json')
          await rejected(seat, () => post(seat, "{'type': 'declare'}"), 400, 'server/malformed-json')
          await rejected(seat, () => post(seat, new Uint8Array([0x7b, 0xc3, 0x28, 0x7d])), 400, 'server/malformed-json') // not UTF-8
          const bad = await rejected(seat, () => post(seat, { type: 'play', seat: 4, card: 48, extra: 1 }), 400, 'input/malformed-action')
          expect(errorOf(bad).errors).toEqual(['seat: expected Seat, got 4', 'card: expected Card, got 48', 'extra: unexpected key'])
          await rejected(seat, () => post(seat, { ...a, seat: other }), 403, 'server/not-your-seat')
          await rejected(other, () => post(other, { ...a, seat: other }), 409, 'turn/not-your-turn')
          await rejected(seat, () => post(seat, { type: 'play', seat, card: v.hand[0] }), 409, 'phase/wrong-phase')
          await rejected(seat, () => call('POST', '/action', { body: JSON.stringify(a) }), 401, 'server/unauthorized')
          await rejected(seat, () => call('POST', '/action', { token: `${token(seat)}x`, body: JSON.stringify(a) }), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/view'), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/view', { token: 'not-a-token' }), 401, 'server/unauthorized')
          await rejected(seat, () => call('GET', '/record', { token: token(seat) }), 403, 'server/referee-only')
          await rejected(seat, () => call('GET', '/view', { token: srv.refereeToken }), 403, 'server/not-a-seat')
        }

        if (!checked.cardNotInHand && v.phase === 'play') {
          checked.cardNotInHand = true
          const played = new Set(v.tricks.flatMap((t) => t.cards).concat(v.trick?.cards ?? []))
          const foreign = Array.from({ length: 48 }, (_, c) => c).find((c) => !v.hand.includes(c) && !played.has(c))
          expect(foreign).toBeDefined()
          await rejected(seat, () => post(seat, { type: 'play', seat, card: foreign }), 422, 'play/card-not-in-hand')
        }

        if (!checked.recordMidGame && v.phase === 'play' && v.tricks.length >= 4) {
          // The referee's record of the running game replays to what the table shows.
          checked.recordMidGame = true
          const rec = await call('GET', '/record', { token: srv.refereeToken })
          expect(rec.status).toBe(200)
          const replayed = replay(rec.json as GameRecord)
          if (E.isLeft(replayed)) throw new Error(replayed.left.message)
          expect(JSON.stringify(spectatorView(replayed.right))).toBe((await call('GET', '/spectator')).text)
        }

        if (!checked.late && v.phase === 'play' && v.hand.length <= 3) {
          // 'schwarz' needs 7 cards: a seat whose party has not replied late gets announce/too-late.
          for (const s of SEATS) {
            const sv = (await view(s)).view
            const party = sv.parties[s]
            if (party === null || party === undefined || sv.announcements === null || sv.announcements[party].lateReply) continue
            await rejected(s, () => post(s, { type: 'announce', seat: s, announcement: 'schwarz' }), 422, 'announce/too-late')
            checked.late = true
            break
          }
        }

        // Re or Kontra the first time one is legal and now and then after that, else mostly a
        // healthy declaration, or a random card.
        const announcements = v.legalActions.filter((a) => a.type === 'announce' && (a.announcement === 're' || a.announcement === 'kontra'))
        const healthy = turnActions.filter((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
        const announce = announcements.length > 0 && (announced === 0 || rng.nextInt(6) === 0)
        const action = announce ? pick(announcements) : healthy.length > 0 && rng.nextInt(8) !== 0 ? pick(healthy) : pick(turnActions)
        if (announce) announced++
        const answer = await post(seat, action)
        expect(answer.status, answer.text).toBe(200)
        expect(answer.game).toBe('1')
        expect((answer.json as PlayerView).seat).toBe(seat)
        last = { answer, seat }
        actions++
      }
    }
    expect(checked).toEqual({ reservations: true, cardNotInHand: true, late: true, recordMidGame: true })
    expect(actions).toBeGreaterThanOrEqual(52) // four declarations and 48 cards, at least
    expect(announced).toBeGreaterThan(0)

    // The last action's answer shows the end of game 1, with its settlement.
    if (last === null) throw new Error('nobody acted')
    const final = last.answer.json as PlayerView
    expect(final.phase).toBe('finished')
    expect(final.legalActions).toEqual([])
    const settlement = final.settlement
    if (settlement === null) throw new Error('no settlement')

    // Recorded into the match: one row that sums to zero, totals = the game's scores.
    const match = (await call('GET', '/match')).json as Match
    expect(match.gamesPlayed).toBe(1)
    expect(match.sheet).toHaveLength(1)
    const row = match.sheet[0]
    if (row === undefined) throw new Error('no row')
    expect(row.points.reduce((a, b) => a + b, 0)).toBe(0)
    expect(row.checks.sumZero).toBe(true)
    expect(row.points).toEqual([...settlement.scores])
    expect(match.totals).toEqual([...settlement.scores])

    // The finished game's record replays to the same outcome.
    const records = (await call('GET', '/records')).json as MatchRecord
    expect(E.isRight(decodeMatchRecord(records))).toBe(true)
    expect(records.games).toHaveLength(1)
    const record = records.games[0] as GameRecord
    expect(record.players).toEqual(['Ann', 'Ben', 'Cem', 'Dora'])
    expect(record.actions).toHaveLength(actions)
    expect(record.actions.filter((a) => a.type === 'announce')).toHaveLength(announced)
    expect(record.outcome).toEqual({ kind: 'settled', winner: settlement.winner, scores: [...settlement.scores] })
    const replayed = replay(record)
    if (E.isLeft(replayed)) throw new Error(replayed.left.message)
    expect(outcomeOf(replayed.right)).toEqual(record.outcome)
    expect(E.map((s: { scores: readonly number[] }) => s.scores)(result(replayed.right))).toEqual(E.right(settlement.scores))
    expect(E.isRight(replayMatchGames(records))).toBe(true)

    // The next game is dealt: the referee's record starts empty, and every seat sees game 2.
    const next = await call('GET', '/record', { token: srv.refereeToken })
    expect(next.game).toBe('2')
    expect((next.json as GameRecord).actions).toEqual([])
    expect((next.json as GameRecord).outcome).toBeNull()
    expect(E.isRight(replay(next.json as GameRecord))).toBe(true)
    for (const seat of SEATS) {
      const { view: v, game } = await view(seat)
      expect(game).toBe('2')
      expect(v.phase).toBe('reservations')
      expect(v.hand).toHaveLength(12)
    }
    const spectator = (await call('GET', '/spectator')).json as SpectatorView
    expect(spectator.phase).toBe('reservations')
    expect(spectator).not.toHaveProperty('hand')
  }, 10_000)
})

describe('example server: requests that are not moves', () => {
  let ctx: Awaited<ReturnType<typeof start>>
  beforeAll(async () => {
    ctx = await start('server-test/edges')
  })
  afterAll(async () => {
    await ctx.stop()
  })

  it('answers unknown routes, wrong methods and oversized bodies with codes, and never changes the table', async () => {
    const { srv, call } = ctx
    const t0 = srv.tokens[0]
    const table = async (): Promise<string> =>
      (await call('GET', '/spectator')).text + (await call('GET', '/record', { token: srv.refereeToken })).text
    const before = await table()

    const notFound = await call('GET', '/nope', { token: t0 })
    expect([notFound.status, errorOf(notFound).code]).toEqual([404, 'server/not-found'])
    const wrongMethod = await call('GET', '/action', { token: t0 })
    expect([wrongMethod.status, errorOf(wrongMethod).code]).toEqual([405, 'server/method-not-allowed'])
    const tooLarge = await call('POST', '/action', { token: t0, body: ' '.repeat(70_000) })
    expect([tooLarge.status, errorOf(tooLarge).code]).toEqual([413, 'server/body-too-large'])

    // Odd but small bodies: each is a 4xx with a code, none a crash.
    const deep = '['.repeat(30_000) + ']'.repeat(30_000)
    const odd = ['', 'null', '[]', '"play"', '{}', '{"__proto__":{"seat":0}}', deep, `{"type":"play","seat":0,"card":${deep}}`, '1e999']
    for (const body of odd) {
      const a = await call('POST', '/action', { token: t0, body })
      expect(a.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400)
      expect(a.status, body.slice(0, 40)).toBeLessThan(500)
      expect(typeof errorOf(a).code).toBe('string')
    }
    expect(await table()).toBe(before)

    // The server still plays: seat 0 is not first to speak (the dealer is seat 0), seat 1 is.
    const v1 = (await call('GET', '/view', { token: srv.tokens[1] })).json as PlayerView
    expect(v1.legalActions.length).toBeGreaterThan(0)
  })
})
