/**
 * Test helpers shared by the test files: deals from notation, unwrapping, scripted play.
 */
import { type PlayerView, type SpectatorView, playerView, spectatorView } from '../../src/views/index.js'
import { FastGame } from '../../src/fast/index.js'
import * as E from 'fp-ts/Either'
import { type Action, type BySeat, type Card, type Declaration, type Game, type DoppelkopfError, type GameError, type NewGameOptions, type Seat, applyAction, makeCard, newGame, parseCard } from '../../src/index.js'
import { type FinishedState, type PlayingGame } from '../../src/rulesEntry.js'

/** Deeply freezes a value (states, actions) so that any mutation by the engine throws. */
export const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}

/** The face index of a card notation such as '♣Q' or 'CQ'. */
export const face = (notation: string): number => {
  const r = parseCard(notation)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right >> 1
}

/**
 * Builds a full deal from partial hands in notation ('♣Q ♣Q ♥10 ...'): the named cards go to
 * their seats (copies assigned in order across the whole deal), then every hand is filled up to
 * twelve cards with the remaining cards in id order, seat 0 first. Throws if a face is named
 * more than twice or a hand more than twelve cards.
 */
export const dealOf = (partial: BySeat<string>): BySeat<readonly Card[]> => {
  const used = new Set<Card>()
  const hands: Card[][] = [[], [], [], []]
  partial.forEach((text, seat) => {
    for (const token of text.split(/[\s,]+/).filter((t) => t !== '')) {
      const f = face(token)
      const c = used.has(2 * f) ? 2 * f + 1 : 2 * f
      if (used.has(c)) throw new Error(`${token} named more than twice`)
      used.add(c)
      ;(hands[seat] as Card[]).push(c)
    }
  })
  let next = 0
  for (const hand of hands) {
    if (hand.length > 12) throw new Error('more than twelve cards in a hand')
    while (hand.length < 12) {
      while (used.has(next)) next++
      used.add(next)
      hand.push(next)
    }
  }
  return hands as unknown as BySeat<readonly Card[]>
}

/** Unwraps a Right, or throws with the error's code and message. */
export const ok = <A>(e: E.Either<DoppelkopfError, A>): A => {
  if (E.isLeft(e)) throw new Error(`${e.left.code}: ${e.left.message}`)
  return e.right
}

/** Unwraps a Left (the error), or throws. */
export const err = <A>(e: E.Either<GameError, A>): GameError => {
  if (E.isRight(e)) throw new Error('expected an error, got a value')
  return e.left
}

/** Starts a game; throws on error. */
export const start = (options: NewGameOptions): Game => ok(newGame(options))

/** Applies an action; throws on error. */
export const act = (game: Game, action: Action): Game => ok(applyAction(game, action))

const HEALTHY: Declaration = { kind: 'healthy' }

/**
 * Runs the reservation round: `declarations[seat]` for each seat in speaking order (default
 * healthy). Throws on a rejected declaration.
 */
export const declare = (game: Game, declarations: Partial<Record<Seat, Declaration>> = {}): PlayingGame => {
  let g = game
  while (g.phase === 'reservations') {
    const seat = g.turn
    g = act(g, { type: 'declare', seat, declaration: declarations[seat] ?? HEALTHY })
  }
  if (g.phase !== 'play' && g.phase !== 'clarification') throw new Error(`expected card play, got phase ${g.phase}`)
  return g
}

/** The card of the given face in a seat's current hand (the first copy held). */
export const cardIn = (game: Game, seat: Seat, notation: string): Card => {
  if (game.phase === 'reservations' || game.phase === 'redeal') throw new Error(`no cards in phase ${game.phase}`)
  const f = face(notation)
  const c = game.hands[seat].find((x) => x >> 1 === f)
  if (c === undefined) throw new Error(`seat ${seat} does not hold ${notation}`)
  return c
}

/**
 * Plays cards given in notation, each by the seat whose turn it is. Throws on a rejected play.
 * Example: `playCards(g, '♣A ♣9 ♣K ♣10')` plays one trick.
 */
export const playCards = (game: Game, cards: string): PlayingGame | FinishedState => {
  let g = game
  for (const token of cards.split(/[\s,]+/).filter((t) => t !== '')) {
    if (g.phase !== 'play' && g.phase !== 'clarification') throw new Error(`cannot play ${token} in phase ${g.phase}`)
    const seat = g.turn
    g = act(g, { type: 'play', seat, card: cardIn(g, seat, token) })
  }
  if (g.phase !== 'play' && g.phase !== 'clarification' && g.phase !== 'finished') throw new Error(`phase ${g.phase}`)
  return g
}

/** Narrows a game to card play (clarification or play phase), or throws. */
export const expectPlaying = (game: Game): PlayingGame => {
  if (game.phase !== 'play' && game.phase !== 'clarification') throw new Error(`expected card play, got phase ${game.phase}`)
  return game
}

/** Narrows a game to one with dealt hands and tricks (card play or finished), or throws. */
export const expectDealt = (game: Game): PlayingGame | FinishedState => {
  if (game.phase !== 'play' && game.phase !== 'clarification' && game.phase !== 'finished')
    throw new Error(`expected a dealt game, got phase ${game.phase}`)
  return game
}

/** Narrows a game to the finished phase, or throws. */
export const expectFinished = (game: Game): FinishedState => {
  if (game.phase !== 'finished') throw new Error(`expected a finished game, got phase ${game.phase}`)
  return game
}

/** Prints the tricks of a game, for failure messages. */
export const showTricks = (game: Game): string =>
  game.phase !== 'play' && game.phase !== 'clarification' && game.phase !== 'finished'
    ? ''
    : game.tricks.map((t, i) => `${i + 1}: ${t.cards.map((c) => makeCard(c)).join(' ')} -> ${t.winner}`).join('\n')

/** `FastGame.fromGame` of a game known to be in card play (throws otherwise: a test bug). */
export const fastCopy = (game: Game): FastGame => ok(FastGame.fromGame(game))

/** `playerView` of a library state (throws on an error value: a test bug). */
export const viewOf = (game: Game, seat: Seat): PlayerView => ok(playerView(game, seat))

/** `spectatorView` of a library state (throws on an error value: a test bug). */
export const spectatorOf = (game: Game): SpectatorView => ok(spectatorView(game))
