/**
 * Helpers for the RULES.md section 1-4 tests (cards, order, reservations, play): rejected
 * actions that must leave a frozen state unchanged, and playing a game out with legal cards.
 */
import * as E from 'fp-ts/Either'
import { expect } from 'vitest'
import { type Action, type Card, type Game, applyAction, legalActions } from '../../src/index.js'
import { type PlayAction, createRng } from '../../src/rulesEntry.js'
import { deepFreeze, ok } from './index.js'

/**
 * Applies an action that must be rejected with `code` (RULES 4: "rejected with a typed error
 * value ... and the state is unchanged"). The state is deep-frozen first, so an engine that
 * mutates it would throw (and report `input/malformed-game` instead of `code`); afterwards it
 * must still equal a copy taken before the call.
 */
export const expectRejected = (game: Game, action: unknown, code: string): void => {
  // A JSON copy: a card-play state is no plain object (its data is private; JSON gives its fields).
  const before = JSON.parse(JSON.stringify(game)) as unknown
  const frozen = deepFreeze(game)
  let r: E.Either<{ code: string }, Game> | undefined
  expect(() => {
    r = applyAction(frozen, action as Action)
  }).not.toThrow()
  expect(r !== undefined && E.isLeft(r) ? r.left.code : 'accepted').toBe(code)
  expect(frozen).toEqual(before)
}

/** Applies an action to a deep-frozen state: the engine must accept it without mutating. */
export const actFrozen = (game: Game, action: Action): Game => ok(applyAction(deepFreeze(game), action))

/** The cards the seat to play may play, according to `legalActions`. */
export const legalPlays = (game: Game): Card[] =>
  legalActions(game)
    .filter((a): a is PlayAction => a.type === 'play')
    .map((a) => a.card)

/**
 * Plays the game to its end: at every step `pick` chooses among the legal cards of the seat to
 * play (no announcements). `onStep` sees each state before its card is played.
 */
export const playOut = (
  game: Game,
  pick: (cards: readonly Card[], g: Game) => Card,
  onStep?: (g: Game) => void
): Game => {
  let g = game
  while (g.phase === 'play' || g.phase === 'clarification') {
    onStep?.(g)
    const card = pick(legalPlays(g), g)
    g = ok(applyAction(g, { type: 'play', seat: g.turn, card }))
  }
  return g
}

/** A `pick` for {@link playOut} choosing uniformly with a seeded random generator. */
export const randomPick = (seed: string): ((cards: readonly Card[]) => Card) => {
  const rng = createRng(seed)
  return (cards) => cards[rng.nextInt(cards.length)] as Card
}
