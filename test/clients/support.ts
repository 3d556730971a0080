/**
 * What the client suites share: the games they play (a seed to deal from, a dealer, how the moves
 * are chosen) and the same games played in a plain loop, with the engine's own states and nothing
 * between them and the library, which every client's game must match step by step.
 *
 * The client suites also run against the built package (vitest.config.ts: the package projects):
 * there the engine imported below is `dist/`.
 */
import { expect } from 'vitest'
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type Game, type Seat, applyAction, isFinished, legalActions, newGame, result, rules } from '../../src/index.js'
import { createRng } from '../../src/rulesEntry.js'
import { chooseAction } from './choose.mjs'

/** A game the clients play: dealt from `seed` with `dealer` dealing, moves chosen by `pick` (choose.mjs). */
export interface GameSpec {
  readonly seed: string
  readonly dealer: Seat
  /** null: the first legal action every time; else the seed of the seeded random choices. */
  readonly pick: string | null
}

/**
 * A handful of whole games: one of first legal actions, the others seeded random, among them
 * normal games with announcements (Re or Kontra and lower ones), a solo and a Hochzeit (see
 * {@link variety}).
 */
export const GAMES: readonly GameSpec[] = [
  { seed: 'clients-1', dealer: 0, pick: null },
  { seed: 'clients-4', dealer: 0, pick: 'pick-4' },
  { seed: 'clients-6', dealer: 2, pick: 'pick-6' },
  { seed: 'clients-9', dealer: 1, pick: 'pick-9' },
  { seed: 'clients-20', dealer: 0, pick: 'pick-20' }
]

/** A readable name of a game for the test titles. */
export const gameName = (spec: GameSpec): string => `${spec.seed} (dealer ${spec.dealer}, ${spec.pick === null ? 'first legal actions' : `random moves ${spec.pick}`})`

/** The first state of a game (`newGame` under the tsr rules). */
export const startGame = (spec: GameSpec): Game => {
  const g = newGame({ rules: rules.tsr, dealer: spec.dealer, seed: spec.seed })
  if (E.isLeft(g)) throw new Error(g.left.message)
  return g.right
}

/** The move a game's client makes in a state whose legal actions are `legal`. */
export const choose = (spec: GameSpec, legal: readonly Action[], g: Game): Action => chooseAction(createRng, legal, spec.pick, g.history.length)

/** What a whole game shows to compare: the legal actions before every move, the history, the result. */
export interface Trace {
  /** `legal[i]`: the legal actions of the state after `i` actions (before the next one). */
  readonly legal: readonly (readonly Action[])[]
  readonly history: readonly Action[]
  readonly result: ReturnType<typeof result>
}

/** A game played in a plain loop on the engine's own states: the reference the clients must match. */
export const plainGame = (spec: GameSpec): Trace => {
  let g = startGame(spec)
  const legal: (readonly Action[])[] = []
  while (!isFinished(g)) {
    const actions = legalActions(g)
    legal.push(actions)
    const next = applyAction(g, choose(spec, actions, g))
    if (E.isLeft(next)) throw new Error(next.left.message)
    g = next.right
  }
  return { legal, history: g.history, result: result(g) }
}

/** The state of a game after the first `actions` actions of its plain loop (the engine's own state). */
export const stateAfter = (spec: GameSpec, actions: number): Game => {
  let g = startGame(spec)
  for (const a of plainGame(spec).history.slice(0, actions)) {
    const next = applyAction(g, a)
    if (E.isLeft(next)) throw new Error(next.left.message)
    g = next.right
  }
  return g
}

/** What the games of some traces cover: how many announcements, and the reservations declared. */
export const variety = (traces: readonly Trace[]): { readonly announcements: number; readonly declared: readonly string[] } => {
  const actions = traces.flatMap((t) => t.history)
  const declared = new Set(actions.flatMap((a) => (a.type === 'declare' ? [a.declaration.kind] : [])))
  return { announcements: actions.filter((a) => a.type === 'announce').length, declared: [...declared].sort() }
}

/** Fails unless {@link GAMES} have announcements, a solo and a Hochzeit (each client's suite asks, so a change of the move picker cannot quietly drop them). */
export const expectVariedGames = (): void => {
  const v = variety(GAMES.map(plainGame))
  expect(v.announcements).toBeGreaterThan(5)
  expect(v.declared).toEqual(['healthy', 'hochzeit', 'solo'])
}
