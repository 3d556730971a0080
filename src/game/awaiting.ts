/**
 * What a game waits for ({@link PendingDecision}): one shared frozen value per action type and
 * seat, and the error of a card or an announcement while a choice is due. Every "is a choice
 * due?" of the engine reads a state's `awaiting` (or, in card play, the shared part's `choice`,
 * from which it is made): the reducers set it, nothing else derives it.
 *
 * @module
 */
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { Seat } from '../seat.js'
import type { DecisionType, PendingDecision } from './state.js'

const DECISION_TYPES: readonly DecisionType[] = ['declare', 'play', 'chooseClarification', 'genscher', 'armutPass', 'armutAnswer', 'armutReturn']

/** `AWAITING[type][seat]`: the shared value of each decision. */
const AWAITING = Object.fromEntries(
  DECISION_TYPES.map((type) => [type, ([0, 1, 2, 3] as const).map((seat) => Object.freeze({ type, seat }))])
) as unknown as Readonly<Record<DecisionType, readonly PendingDecision[]>>

/** The decision of `type` from `seat`: the shared frozen value. @internal */
export const awaiting = (type: DecisionType, seat: Seat): PendingDecision => (AWAITING[type] as readonly PendingDecision[])[seat] as PendingDecision

/** The next card, from each seat: the shared values (card play asks for them on every card). @internal */
export const AWAITING_PLAY: readonly PendingDecision[] = AWAITING.play

/**
 * The error of a card or an announcement while a choice is due: the Hochzeiter chooses the
 * clarifying tricks first, the Genscher player its partner first. Null for a decision that is no
 * such choice (a card, a declaration, an Armut step follow their own rules). @internal
 */
export const choiceFirst = (due: PendingDecision): GameError | null => {
  switch (due.type) {
    case 'chooseClarification':
      return gameError(ErrorCode.ChooseClarificationFirst, `The Hochzeiter (seat ${due.seat}) first chooses which tricks clarify`, { hochzeiter: due.seat })
    case 'genscher':
      return gameError(ErrorCode.GenscherFirst, `The Genscher player (seat ${due.seat}) first chooses a partner or keeps the parties`, { genscher: due.seat })
    default:
      return null
  }
}
