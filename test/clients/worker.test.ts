/**
 * A worker thread as a client: the main thread posts a state (the worker gets a structured clone,
 * as `postMessage` makes it), the worker decodes it once with `decodeGame`, moves, checks that
 * every state it then holds is the library's own, and posts the next state back; the main thread
 * decodes the reply once and goes on. Whole games played so match, step by step, the same games
 * played in a plain loop on the main thread: the same legal actions, history and result.
 *
 * The worker (game-worker.mjs) is plain JavaScript that Node loads itself; it imports the engine
 * this project tests: the source through tsx in the source project, the built package in a
 * package project (vitest.config.ts).
 */
import { Worker } from 'node:worker_threads'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as engine from '../../src/index.js'
import { type Action, type Game, decodeGame, isFinished, legalActions, result } from '../../src/index.js'
import { GAMES, type GameSpec, gameName, plainGame, startGame, stateAfter, expectVariedGames } from './support.js'

/** 'js' or 'cjs' in a package project (the engine is `dist/`), undefined in the source project. */
const target = process.env['VITEST_PROJECT_TARGET']
const root = new URL('../../', import.meta.url)
/** The engine's entry and the rules entry (for `createRng`) that the worker imports: those this project tests. */
const engineUrl = new URL(target === undefined ? 'src/index.ts' : `dist/index.${target}`, root).href
const rulesUrl = new URL(target === undefined ? 'src/rulesEntry.ts' : `dist/rules.${target}`, root).href

interface StepReply {
  readonly legal: readonly Action[]
  readonly action: Action
  readonly next: unknown
  readonly problems: readonly string[]
}
interface RestReply {
  readonly legal: readonly (readonly Action[])[]
  readonly final: unknown
  readonly result: unknown
  readonly problems: readonly string[]
}
interface CheckReply {
  readonly problems: readonly string[]
}

/** A worker running game-worker.mjs, asked one message at a time (each answered by its id). */
class GameWorker {
  readonly worker: Worker
  /** What the worker says once it has loaded the engine. */
  readonly ready: Promise<{ readonly engine: string }>
  private readonly pending = new Map<number, { resolve: (m: unknown) => void; reject: (e: Error) => void }>()
  private nextId = 0

  constructor() {
    this.worker = new Worker(new URL('./game-worker.mjs', import.meta.url), {
      workerData: { engine: engineUrl, rules: rulesUrl },
      // The source is TypeScript: the worker loads it through tsx (see tsx-register.mjs for why not
      // `--import tsx`, which on Node 20 registers tsx on the main thread only).
      execArgv: target === undefined ? ['--import', new URL('./tsx-register.mjs', import.meta.url).href] : []
    })
    this.ready = new Promise((resolve, reject) => {
      const fail = (e: Error): void => {
        reject(e)
        for (const p of this.pending.values()) p.reject(e)
        this.pending.clear()
      }
      this.worker.on('message', (m: { readonly ready?: true; readonly engine?: string; readonly id?: number; readonly error?: string }) => {
        if (m.ready === true) return resolve({ engine: m.engine as string })
        const p = this.pending.get(m.id as number)
        if (p === undefined) return
        this.pending.delete(m.id as number)
        if (m.error !== undefined) p.reject(new Error(`in the worker: ${m.error}`))
        else p.resolve(m)
      })
      this.worker.on('error', fail)
      this.worker.on('exit', (code) => fail(new Error(`the worker exited (code ${code})`)))
    })
    // A worker that fails to load rejects `ready`; every test awaits it and fails with the reason.
    this.ready.catch(() => undefined)
  }

  private ask<R>(message: Record<string, unknown>): Promise<R> {
    const id = this.nextId++
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (m: unknown) => void, reject })
      this.worker.postMessage({ id, ...message })
    })
  }

  /** The worker applies the next action to (its decoded clone of) `state`. */
  step(state: Game, pick: string | null): Promise<StepReply> {
    return this.ask({ kind: 'step', state, pick })
  }

  /** The worker plays the whole rest of the game from (its decoded clone of) `state`. */
  rest(state: Game, pick: string | null): Promise<RestReply> {
    return this.ask({ kind: 'rest', state, pick })
  }

  /** The worker checks, without decoding, that the posted `state` is the library's own (a clone is not). */
  check(state: Game): Promise<CheckReply> {
    return this.ask({ kind: 'check', state })
  }
}

/** The state decoded once, as a client does with a state from outside; it must be the library's own then. */
const decodeOnce = (u: unknown): Game => {
  const d = decodeGame(u)
  if (E.isLeft(d)) throw new Error(d.left.message)
  expect(d.right).toStrictEqual(u)
  expect((decodeGame(d.right) as E.Right<Game>).right).toBe(d.right)
  return d.right
}

let client: GameWorker

beforeAll(() => {
  client = new GameWorker()
})

afterAll(async () => {
  await client.worker.terminate()
})

describe('the worker runs the engine this project tests', () => {
  it('loads the source through tsx in the source project, the built package (the module the test imports) in a package project', async () => {
    const { engine: loaded } = await client.ready
    expect(loaded).toBe(engineUrl)
    if (target !== undefined) {
      const built = (await import(engineUrl)) as typeof engine
      expect(engine.newGame).toBe(built.newGame)
    } else expect(loaded.endsWith('/src/index.ts')).toBe(true)
  })

  it('is given a copy: a posted state is not the library\'s own in the worker until decoded (the check there can fail)', async () => {
    await client.ready
    const reply = await client.check(startGame(GAMES[0] as GameSpec))
    expect(reply.problems).toEqual(["the posted state: decodeGame answered another object, so it was not the library's own state"])
  })

  it('plays games with announcements, a solo and a Hochzeit', () => {
    expectVariedGames()
  })
})

describe('one move per round trip: post the state, the worker decodes its clone once, moves and posts the next state, the main thread decodes it once', () => {
  for (const spec of GAMES) {
    it(gameName(spec), async () => {
      await client.ready
      const plain = plainGame(spec)
      let g = startGame(spec)
      const legalHere: (readonly Action[])[] = []
      const legalThere: (readonly Action[])[] = []
      while (!isFinished(g)) {
        if (legalHere.length > plain.legal.length) throw new Error('the game goes on longer than in the plain loop')
        legalHere.push(legalActions(g))
        const reply = await client.step(g, spec.pick)
        expect(reply.problems).toEqual([])
        legalThere.push(reply.legal)
        g = decodeOnce(reply.next)
        expect(g.history.at(-1)).toStrictEqual(reply.action)
      }
      expect(legalHere).toStrictEqual(plain.legal)
      expect(legalThere).toStrictEqual(plain.legal)
      expect(g.history).toStrictEqual(plain.history)
      expect(result(g)).toStrictEqual(plain.result)
    })
  }
})

describe('full speed after one decode: the worker plays the whole rest of the game from one posted state and answers with the finished state', () => {
  GAMES.forEach((spec, i) => {
    // From the new game, and from states later in the game (in the reservation round, in play).
    const from = [0, 3, 10, 25, 40][i] as number
    it(`${gameName(spec)}, from the state after ${from} actions`, async () => {
      await client.ready
      const plain = plainGame(spec)
      const reply = await client.rest(stateAfter(spec, from), spec.pick)
      expect(reply.problems).toEqual([])
      expect(reply.legal).toStrictEqual(plain.legal.slice(from))
      expect(reply.result).toStrictEqual(plain.result)
      const final = decodeOnce(reply.final)
      expect(isFinished(final)).toBe(true)
      expect(final.history).toStrictEqual(plain.history)
      expect(result(final)).toStrictEqual(plain.result)
    })
  })
})
