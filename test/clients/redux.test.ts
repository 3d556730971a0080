/**
 * A Redux Toolkit store as a client: `configureStore` with its default middleware, in development
 * mode, where RTK checks on every dispatch that the state and the action are serializable and
 * that the state is not mutated. The store holds the game twice: in a slice (`createSlice`, whose
 * reducer works on an Immer draft of the state) and under a plain reducer (which gets the state as
 * it is); both apply the dispatched action with `applyAction` and keep the next state. Whole games
 * dispatched so print no warning at all and match, step by step, the same games played in a plain
 * loop: the same legal actions, history and result. A store given a value that is not serializable
 * does warn, so the check is live.
 */
import { type PayloadAction, type UnknownAction, configureStore, createSlice, isDraft } from '@reduxjs/toolkit'
import * as E from 'fp-ts/lib/Either.js'
import { castDraft } from 'immer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Action, type Game, applyAction, decodeGame, isFinished, legalActions, result } from '../../src/index.js'
import { GAMES, type GameSpec, choose, gameName, plainGame, startGame, expectVariedGames } from './support.js'

/** What the store keeps of a game: the state, and the code of an action the engine refused (none is). */
interface GameSlot {
  readonly game: Game | null
  readonly refused: string | null
  /** How often the reducer was handed a draft (an Immer Proxy) of the game rather than the game. */
  readonly drafts: number
}

const EMPTY: GameSlot = { game: null, refused: null, drafts: 0 }

/** The slice: `start` puts a new game in, `act` applies an action to the game (on Immer's draft of the state). */
const gameSlice = createSlice({
  name: 'game',
  initialState: EMPTY,
  reducers: {
    start(state, action: PayloadAction<Game>) {
      state.game = castDraft(action.payload)
      state.refused = null
      state.drafts = 0
    },
    act(state, action: PayloadAction<Action>) {
      // What a reducer reads from its draft: Immer hands out a draft of the game too.
      const g = state.game as Game | null
      if (g === null) return
      if (isDraft(g)) state.drafts++
      const next = applyAction(g, action.payload)
      if (E.isLeft(next)) state.refused = next.left.code
      else state.game = castDraft(next.right)
    }
  }
})
const { start, act } = gameSlice.actions

/** The same without Immer: a plain reducer of the slice's actions, which returns the next state. */
const plainReducer = (state: GameSlot = EMPTY, action: UnknownAction): GameSlot => {
  if (start.match(action)) return { game: action.payload, refused: null, drafts: 0 }
  if (act.match(action) && state.game !== null) {
    const next = applyAction(state.game, action.payload)
    return E.isLeft(next) ? { ...state, refused: next.left.code } : { ...state, game: next.right }
  }
  return state
}

/** A store as an app makes one: `configureStore` with the default middleware. */
const makeStore = () => configureStore({ reducer: { slice: gameSlice.reducer, plain: plainReducer } })

/** Everything printed to console.warn and console.error while a test runs. */
let printed: string[] = []

/**
 * RTK's own note that a check took longer than its threshold (32 ms): a note about the speed of
 * the machine (a busy one, a pause of the garbage collector), not about the state, and the only
 * message not counted as a warning here, so that no test depends on the machine's speed.
 */
const SLOW_CHECK = /^(ImmutableStateInvariantMiddleware|SerializableStateInvariantMiddleware) took \d+ms, which is more than the warning threshold of \d+ms\./

/** What was printed, but RTK's notes on the checks' speed. */
const warnings = (): string[] => printed.filter((m) => !SLOW_CHECK.test(m))

beforeAll(() => {
  // Development mode: RTK runs its serializability and immutability checks unless NODE_ENV is 'production'.
  vi.stubEnv('NODE_ENV', 'development')
})

afterAll(() => {
  vi.unstubAllEnvs()
})

beforeEach(() => {
  printed = []
  const record = (...args: unknown[]): void => {
    printed.push(args.map((a) => (typeof a === 'string' ? a : a instanceof Error ? a.message : String(a))).join(' '))
  }
  vi.spyOn(console, 'warn').mockImplementation(record)
  vi.spyOn(console, 'error').mockImplementation(record)
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the store runs in development mode, where RTK checks every dispatch', () => {
  it('NODE_ENV is not production', () => {
    expect(process.env['NODE_ENV']).not.toBe('production')
  })

  it('plays games with announcements, a solo and a Hochzeit', () => {
    expectVariedGames()
  })
})

describe('whole games dispatched to a store with the default middleware: no warning, and the game the plain loop plays', () => {
  for (const spec of GAMES) {
    it(gameName(spec), () => {
      const plain = plainGame(spec)
      const store = makeStore()
      store.dispatch(start(startGame(spec)))
      const legal: { slice: (readonly Action[])[]; plain: (readonly Action[])[] } = { slice: [], plain: [] }
      let steps = 0
      for (;;) {
        const { slice, plain: kept } = store.getState()
        if (slice.game === null || kept.game === null) throw new Error('no game in the store')
        expect(slice.refused).toBeNull()
        expect(kept.refused).toBeNull()
        // The store gives back the engine's own states: a client goes on with them as they are.
        expect((decodeGame(slice.game) as E.Right<Game>).right).toBe(slice.game)
        expect((decodeGame(kept.game) as E.Right<Game>).right).toBe(kept.game)
        expect(slice.game).toStrictEqual(kept.game)
        if (isFinished(slice.game)) break
        if (++steps > plain.legal.length) throw new Error('the game goes on longer than in the plain loop')
        const actions = legalActions(slice.game)
        legal.slice.push(actions)
        legal.plain.push(legalActions(kept.game))
        store.dispatch(act(choose(spec, actions, slice.game)))
      }
      const { slice, plain: kept } = store.getState()
      expect(legal.slice).toStrictEqual(plain.legal)
      expect(legal.plain).toStrictEqual(plain.legal)
      for (const g of [slice.game, kept.game] as Game[]) {
        expect(g.history).toStrictEqual(plain.history)
        expect(result(g)).toStrictEqual(plain.result)
      }
      // Immer handed the slice's reducer a draft of the game at every move (so each call of the
      // engine on it decoded it, see the suite below); the plain reducer got the game itself.
      expect(slice.drafts).toBe(plain.legal.length)
      expect(kept.drafts).toBe(0)
      expect(warnings()).toEqual([])
    })
  }
})

describe('inside a slice reducer the game is an Immer draft, which the engine answers as the game', () => {
  it('legalActions and decodeGame of the draft: the game\'s actions, and an equal state of the library\'s (decoded from the draft, so not the game itself)', () => {
    const spec = GAMES[1] as GameSpec
    const g = startGame(spec)
    const seen: { draft: boolean; legal: readonly Action[]; decoded: unknown }[] = []
    const probe = createSlice({
      name: 'probe',
      initialState: { game: g },
      reducers: {
        look(state) {
          const d = state.game as Game
          seen.push({ draft: isDraft(d), legal: legalActions(d), decoded: E.getOrElseW(() => null)(decodeGame(d)) })
        }
      }
    })
    const store = configureStore({ reducer: probe.reducer })
    store.dispatch(probe.actions.look())
    expect(seen).toHaveLength(1)
    const [s] = seen as [(typeof seen)[0]]
    expect(s.draft).toBe(true)
    expect(s.legal).toStrictEqual(legalActions(g))
    expect(s.decoded).toStrictEqual(g)
    expect(s.decoded).not.toBe(g)
    // A reducer that only reads leaves the state as it was: the game itself.
    expect(store.getState().game).toBe(g)
    expect(warnings()).toEqual([])
  })
})

describe('the checks are live: a store given what is not serializable, or a mutated state, says so', () => {
  class Seat {
    constructor(readonly n: number) {}
  }
  const loose = createSlice({
    name: 'loose',
    initialState: { extra: null as unknown },
    reducers: {
      put(state, action: PayloadAction<unknown>) {
        state.extra = action.payload
      }
    }
  })
  const looseStore = () => configureStore({ reducer: { game: gameSlice.reducer, loose: loose.reducer } })

  it('a class instance in an action and in the state: "A non-serializable value was detected", for both', () => {
    const store = looseStore()
    store.dispatch(start(startGame(GAMES[0] as GameSpec)))
    expect(warnings()).toEqual([])
    store.dispatch(loose.actions.put(new Seat(1)))
    const w = warnings()
    expect(w.some((m) => m.startsWith('A non-serializable value was detected in an action, in the path: `payload`'))).toBe(true)
    expect(w.some((m) => m.startsWith('A non-serializable value was detected in the state, in the path: `loose.extra`'))).toBe(true)
  })

  it('a function in the state: "A non-serializable value was detected in the state"', () => {
    const store = looseStore()
    store.dispatch(loose.actions.put({ onMove: () => 1 }))
    expect(warnings().some((m) => m.startsWith('A non-serializable value was detected in the state, in the path: `loose.extra.onMove`'))).toBe(true)
  })

  it('a state mutated between dispatches: the next dispatch throws "A state mutation was detected"', () => {
    const store = configureStore({ reducer: (state: { box: { n: number } } = { box: { n: 0 } }) => state })
    store.getState().box.n = 1
    expect(() => store.dispatch({ type: 'any' })).toThrow(/A state mutation was detected between dispatches, in the path 'box\.n'/)
  })
})
