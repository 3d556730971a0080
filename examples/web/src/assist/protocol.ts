/**
 * The messages between the page and its worker (`src/worker.ts`), which computes the library's
 * advice (`advise`) and game review (`review`) off the page's thread. Everything is plain data:
 * a player view and a game record are plain JSON data in the library, and the answers are the
 * library's `Either` values as they are.
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import type { Seat } from 'doppelkopf'
import type { Action } from 'doppelkopf'
import type { Advice, BotError, BotLevel, Review, ReviewError } from 'doppelkopf/bots'
import type { GameRecord } from 'doppelkopf/codecs'
import type { PlayerView } from 'doppelkopf/views'

/** What the page asks the worker: the advice for a view, the review of one seat in a game record, or a bot's decision. */
export type AssistRequest =
  | { readonly kind: 'decide'; readonly id: number; readonly level: BotLevel; readonly view: PlayerView; readonly seed: string }
  | { readonly kind: 'advise'; readonly id: number; readonly view: PlayerView; readonly seed: string }
  | { readonly kind: 'review'; readonly id: number; readonly record: GameRecord; readonly seat: Seat; readonly seed: string; readonly samples: number }

/** What the worker answers: the library's result for the request of that id, or why it failed (a bug, never expected). */
export type AssistResponse =
  | { readonly kind: 'decide'; readonly id: number; readonly action: Action }
  | { readonly kind: 'advise'; readonly id: number; readonly result: E.Either<BotError, Advice> }
  | { readonly kind: 'review'; readonly id: number; readonly result: E.Either<ReviewError, Review> }
  | { readonly kind: 'failed'; readonly id: number; readonly message: string }

/** A request without its id (the client numbers them). */
export type AssistQuestion = AssistRequest extends infer R ? (R extends AssistRequest ? Omit<R, 'id'> : never) : never

/**
 * A bot's decision computed elsewhere (the page's worker): the level's bot, the seat's view and
 * the seed in; `done` gets its action, or null when the worker failed (the page then decides on
 * its own thread).
 */
export type BotDecider = (level: BotLevel, view: PlayerView, seed: string, done: (action: Action | null) => void) => void
