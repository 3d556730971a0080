/**
 * Vue's reactivity as a client: `reactive({ game })`, a game played by reading `store.game` into
 * the engine and writing the next state back, and a `computed` of `legalActions(store.game)` that
 * follows every move. Whole games played so match, step by step, the same games played in a plain
 * loop: the same legal actions, history and result.
 *
 * What Vue hands the engine: a state of the library is frozen, and Vue does not wrap a frozen
 * (non-extensible) object in a reactive Proxy, so `store.game` is the state itself; a copy that is
 * not frozen (a game read from JSON) is wrapped, answered by the engine as the game, and decoded
 * once into the library's own state.
 */
import { computed, effect, isProxy, isReactive, reactive, toRaw } from '@vue/reactivity'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, applyAction, currentPlayer, decodeGame, isFinished, legalActions, result } from '../../src/index.js'
import { GAMES, type GameSpec, choose, gameName, plainGame, startGame, stateAfter, expectVariedGames } from './support.js'

/** Plays the game in `store` to its end, reading the moves from `legal` (a computed of its actions); the legal actions seen before each move. */
const playOut = (store: { game: Game }, legal: { readonly value: readonly Action[] }, spec: GameSpec, limit: number): (readonly Action[])[] => {
  const seen: (readonly Action[])[] = []
  while (!isFinished(store.game)) {
    if (seen.length > limit) throw new Error('the game goes on longer than in the plain loop')
    const actions = legal.value
    seen.push(actions)
    const next = applyAction(store.game, choose(spec, actions, store.game))
    if (E.isLeft(next)) throw new Error(next.left.message)
    store.game = next.right
  }
  return seen
}

describe('the games played', () => {
  it('have announcements, a solo and a Hochzeit', () => {
    expectVariedGames()
  })
})

describe('whole games in reactive({ game }), with a computed of legalActions(store.game) that follows every move', () => {
  for (const spec of GAMES) {
    it(gameName(spec), () => {
      const plain = plainGame(spec)
      const store = reactive({ game: startGame(spec) })
      let evaluations = 0
      const legal = computed(() => {
        evaluations++
        return legalActions(store.game)
      })
      // An effect as a view has one: it runs again after every move.
      const shown: number[] = []
      const stop = effect(() => {
        shown.push(store.game.history.length)
      })
      const seen = playOut(store, legal, spec, plain.legal.length)
      stop.effect.stop()
      expect(seen).toStrictEqual(plain.legal)
      expect(store.game.history).toStrictEqual(plain.history)
      expect(result(store.game)).toStrictEqual(plain.result)
      // The computed ran once for each move (read once per move, cached in between), and once more
      // for the finished game, which lists nothing.
      expect(evaluations).toBe(seen.length)
      expect(legal.value).toStrictEqual([])
      expect(evaluations).toBe(seen.length + 1)
      // The effect ran at once and again after each move: it saw every length of the history.
      expect(shown).toEqual(Array.from({ length: plain.history.length + 1 }, (_, i) => i))
    })
  }
})

describe('what Vue hands the engine', () => {
  const spec = GAMES[2] as GameSpec
  const plain = plainGame(spec)

  it('store.game is the state itself (Vue does not wrap a frozen object), the library\'s own: no decode', () => {
    const g = stateAfter(spec, 12)
    const store = reactive({ game: g })
    expect(isReactive(store)).toBe(true)
    expect(isProxy(store.game)).toBe(false)
    expect(store.game).toBe(g)
    expect((decodeGame(store.game) as E.Right<Game>).right).toBe(g)
    const next = (applyAction(store.game, plain.history[12] as Action) as E.Right<Game>).right
    store.game = next
    expect(store.game).toBe(next)
    expect(toRaw(store).game).toBe(next)
  })

  it('a JSON copy (not frozen) is wrapped in a reactive Proxy, answered as the game, decoded once into the library\'s own state, and the game goes on from there', () => {
    const g = stateAfter(spec, 20)
    const store = reactive({ game: JSON.parse(JSON.stringify(g)) as Game })
    expect(isReactive(store.game)).toBe(true)
    // The engine answers the Proxy of the copy as it answers the state.
    expect(legalActions(store.game)).toStrictEqual(legalActions(g))
    expect(currentPlayer(store.game)).toBe(currentPlayer(g))
    expect(result(store.game)).toStrictEqual(result(g))
    // Decoded once where it comes in: an equal state of the library's, kept in the store as it is.
    const d = decodeGame(store.game)
    if (E.isLeft(d)) throw new Error(d.left.message)
    expect(d.right).toStrictEqual(g)
    store.game = d.right
    expect(isProxy(store.game)).toBe(false)
    expect((decodeGame(store.game) as E.Right<Game>).right).toBe(d.right)
    const legal = computed(() => legalActions(store.game))
    const seen = playOut(store, legal, spec, plain.legal.length)
    expect(seen).toStrictEqual(plain.legal.slice(20))
    expect(store.game.history).toStrictEqual(plain.history)
    expect(result(store.game)).toStrictEqual(plain.result)
  })
})
