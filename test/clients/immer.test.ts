/**
 * Immer as a client: `produce` over a store object holding a game (`{ game, log }`). Inside the
 * recipe the store's game is read from the draft (Immer hands out a draft, a Proxy, of it), given
 * to `legalActions` and `applyAction`, and the next state is assigned to `draft.game`. Whole games
 * played so match, step by step, the same games played in a plain loop: the same legal actions,
 * history and result; the produced store objects are frozen (Immer's auto-freeze), and the game in
 * them is a state of the library's.
 */
import * as E from 'fp-ts/lib/Either.js'
import { castDraft, isDraft, original, produce } from 'immer'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, currentPlayer, decodeGame, isFinished, legalActions, result } from '../../src/index.js'
import { GAMES, type GameSpec, choose, gameName, plainGame, startGame, stateAfter, expectVariedGames } from './support.js'

/** The store object: the game, and the actions applied to it. */
interface Store {
  readonly game: Game
  readonly log: readonly Action[]
}

/** What one recipe saw of the draft's game. */
interface Seen {
  /** Whether the draft's game was an Immer draft. */
  readonly draft: boolean
  readonly legal: readonly Action[]
}

/** One move: `produce` whose recipe reads the draft's game, lists its actions, applies the client's choice and keeps the next state. */
const move = (store: Store, spec: GameSpec, seen: Seen[]): Store =>
  produce(store, (draft) => {
    const g = draft.game as Game
    const legal = legalActions(g)
    seen.push({ draft: isDraft(g), legal })
    const a = choose(spec, legal, g)
    const next = applyAction(g, a)
    if (E.isLeft(next)) throw new Error(next.left.message)
    draft.game = castDraft(next.right)
    draft.log.push(castDraft(a))
  })

describe('the games played', () => {
  it('have announcements, a solo and a Hochzeit', () => {
    expectVariedGames()
  })
})

describe('whole games through produce: the draft\'s game is answered as the game, and the next state kept', () => {
  for (const spec of GAMES) {
    it(gameName(spec), () => {
      const plain = plainGame(spec)
      let store: Store = { game: startGame(spec), log: [] }
      const seen: Seen[] = []
      while (!isFinished(store.game)) {
        if (seen.length > plain.legal.length) throw new Error('the game goes on longer than in the plain loop')
        const before = store
        store = move(store, spec, seen)
        // The store before is untouched: its game is the state it was.
        expect(before.game.history.length).toBe(seen.length - 1)
        // Auto-freeze: the produced store object and its log are frozen; the game is the library's own state, frozen.
        expect(Object.isFrozen(store)).toBe(true)
        expect(Object.isFrozen(store.log)).toBe(true)
        expect(Object.isFrozen(store.game)).toBe(true)
        const d = decodeGame(store.game)
        expect(d).toStrictEqual(E.right(store.game))
        expect((d as E.Right<Game>).right).toBe(store.game)
        expect(store.log).toStrictEqual(store.game.history)
      }
      expect(seen.map((s) => s.legal)).toStrictEqual(plain.legal)
      expect(store.game.history).toStrictEqual(plain.history)
      expect(result(store.game)).toStrictEqual(plain.result)
      // Immer handed the engine a draft of the game at every move, never the game itself.
      expect(seen.every((s) => s.draft)).toBe(true)
    })
  }
})

describe('what Immer hands the engine: a draft (a Proxy) of the game, decoded by a replay of its history', () => {
  const spec = GAMES[3] as GameSpec
  const plain = plainGame(spec)
  const g = stateAfter(spec, 30)

  it('every public function answers the draft as it answers the game; decodeGame gives an equal state of the library\'s, not the game itself', () => {
    const answers = (x: Game) => ({ legal: legalActions(x), current: currentPlayer(x), finished: isFinished(x), result: result(x) })
    interface Inside {
      readonly draft: boolean
      readonly original: boolean
      readonly answers: unknown
      readonly decoded: Game | null
      readonly again: boolean
    }
    const inside: Inside[] = []
    const out = produce({ game: g, log: [] as Action[] }, (draft) => {
      const d = draft.game as Game
      const decoded = decodeGame(d)
      inside.push({
        draft: isDraft(d),
        original: original(draft.game) === g,
        answers: answers(d),
        decoded: E.isRight(decoded) ? decoded.right : null,
        again: E.isRight(decoded) && (decodeGame(decoded.right) as E.Right<Game>).right === decoded.right
      })
    })
    expect(inside).toHaveLength(1)
    const [seen] = inside as [Inside]
    expect(seen.draft).toBe(true)
    expect(seen.original).toBe(true)
    expect(seen.answers).toStrictEqual(answers(g))
    expect(seen.decoded).toStrictEqual(g)
    expect(seen.decoded).not.toBe(g)
    expect(seen.again).toBe(true)
    // A recipe that only reads the game changes nothing: the store is the one given, its game the state itself.
    expect(out.game).toBe(g)
  })

  it('the state the engine returns inside the recipe is kept as it is: the produced store holds that very object', () => {
    const made: Game[] = []
    const out = produce({ game: g, log: [] as Action[] }, (draft) => {
      const legal = legalActions(draft.game as Game)
      const next = applyAction(draft.game as Game, choose(spec, legal, draft.game as Game))
      if (E.isLeft(next)) throw new Error(next.left.message)
      made.push(next.right)
      draft.game = castDraft(next.right)
    })
    expect(made).toHaveLength(1)
    expect(out.game).toBe(made[0])
    expect(out.game.history).toStrictEqual(plain.history.slice(0, 31))
  })
})
