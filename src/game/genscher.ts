/**
 * The Genscher (rule `genscher`, RULES.md 11.1): in a normal game, the player who plays the first
 * ♦K while holding both chooses, before the next card, another seat as partner (the two are Re,
 * the other two Kontra, for the whole game; every announcement made so far is void) or keeps
 * the parties. The choice is public. This module has the rule's parts: what triggers it (card
 * play asks {@link genscherTriggeredBy}), the choices listed and the choice's reducer (the action
 * registry's `genscher` entry), and whether one may still come (the fast path refuses those).
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, DIAMOND_KINGS, faceOf } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { ruleTable } from '../rules/table.js'
import { type Seat, bySeat } from '../seat.js'
import { type Action, GENSCHER, type GenscherAction } from './actions.js'
import { NOTHING_ANNOUNCED } from './announcements.js'
import type { Contract, Genscher, TrickTakingFields } from './state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type PlayContext, PlayCore, changedContext, holdsCard, oneHandHoldsBoth, playCoreOf, withContext } from './compact.js'
import type { PlayingGame } from './state.js'


/**
 * Whether playing `card` triggers a Genscher: the rule is on, the game is a normal one without a
 * Genscher yet, the card is a ♦K and the hand it leaves holds the other one too
 * (`holdsOtherKing`).
 *
 * @example
 * ```ts
 * triggersGenscher(game, 40, true) // true under rules with genscher, in a normal game
 * ```
 * @category Genscher
 * @since 0.2.0
 */
export const triggersGenscher = (g: TrickTakingFields, card: Card, holdsOtherKing: boolean): boolean => {
  if (!isGenscherCard(card) || g.contract.kind !== 'normal' || g.contract.genscher !== undefined) return false
  return holdsOtherKing && ruleTable(g.setup.rules).genscher
}

/** The face (card id / 2) of the ♦K, the card that can trigger a Genscher. */
const GENSCHER_FACE = faceOf(DIAMOND_KINGS[0])

/** The card that can trigger a Genscher: a ♦K. (A constant: this is asked for every card played.) */
const isGenscherCard = (card: Card): boolean => faceOf(card) === GENSCHER_FACE

/**
 * {@link triggersGenscher} for `seat` playing `card` from its hand: whether it holds the other ♦K
 * is asked only for a ♦K (the state's bit sets, for a library state). @internal
 */
export const genscherTriggeredBy = (g: TrickTakingFields, seat: Seat, card: Card): boolean =>
  isGenscherCard(card) && triggersGenscher(g, card, holdsCard(g, seat, card ^ 1))

/**
 * The contract once `seat` has played the first ♦K in trick number `trick`: a normal game whose
 * Genscher waits for the choice.
 *
 * @internal
 */
export const genscherTriggered = (seat: Seat, trick: number): { readonly kind: 'normal'; readonly genscher: Genscher } => ({
  kind: 'normal',
  genscher: { seat, trick, pending: true, partner: null }
})

/**
 * The Genscher choices of the state that awaits one (the action registry lists them), appended
 * to `out`: each other seat as partner, then keeping the parties.
 *
 * @internal
 */
export const listGenscherChoices = (g: PlayingGame, out: Action[]): void => {
  const due = g.awaiting
  if (due === null) return
  const choices = GENSCHER[due.seat] as readonly GenscherAction[]
  for (let s = 0; s < 4; s++) if (s !== due.seat) out.push(choices[s] as GenscherAction)
  out.push(choices[4] as GenscherAction)
}

/**
 * The reducer of the Genscher choice (the action registry's): a partner (parties change,
 * announcements so far void) or keeping the parties; the compact form of the next state.
 *
 * @internal
 */
export const applyGenscher = (g: PlayingGame, action: GenscherAction): E.Either<GameError, PlayCore> => {
  const p = playCoreOf(g) as PlayCore
  const chosen = chooseGenscher(p.ctx, action.seat, action.partner)
  return E.isLeft(chosen) ? chosen : E.right(withContext(p, changedContext(p.ctx, chosen.right)))
}

/**
 * The parts of a playing state a Genscher choice changes: the contract, and after a partner is
 * chosen the parties (the two Re, the others Kontra) and the announcements (void: none, no late
 * reply). The announcement log keeps what was said, in order.
 *
 * @internal
 */
export const chooseGenscher = (
  g: PlayContext,
  seat: Seat,
  partner: Seat | null
): E.Either<GameError, Pick<PlayContext, 'contract' | 'parties' | 'announcements'>> => {
  const c = g.contract
  const pending = g.choice?.type === 'genscher' && c.kind === 'normal' ? c.genscher : undefined
  if (pending === undefined) {
    return E.left(gameError(ErrorCode.WrongPhase, 'There is no Genscher choice to make now', { phase: g.phase, action: 'genscher' }))
  }
  if (seat !== pending.seat) {
    return E.left(gameError(ErrorCode.NotYourTurn, `The Genscher player (seat ${pending.seat}) chooses, not seat ${seat}`, { seat, turn: pending.seat }))
  }
  if (partner === seat) {
    return E.left(gameError(ErrorCode.GenscherOwnSeat, `Seat ${seat} cannot choose itself as partner (keep the parties with partner null)`, { seat }))
  }
  const contract = { kind: 'normal' as const, genscher: { seat, trick: pending.trick, pending: false, partner } }
  if (partner === null) return E.right({ contract, parties: g.parties, announcements: g.announcements })
  return E.right({
    contract,
    parties: bySeat((s) => (s === seat || s === partner ? 're' : 'kontra')),
    announcements: { re: NOTHING_ANNOUNCED, kontra: NOTHING_ANNOUNCED }
  })
}

/**
 * Whether a Genscher is due or may still come in a game in play: under `genscher`, a normal game
 * whose Genscher is pending, or that has none yet while one hand holds both ♦K. (The fast path
 * refuses such a game: it does not simulate the choice.)
 *
 * @internal
 */
export const genscherAhead = (g: Pick<TrickTakingFields, 'setup' | 'contract' | 'hands'>): boolean =>
  genscherMayCome(g.setup.rules, g.contract, (face) => oneHandHoldsBoth(g, face))

/**
 * {@link genscherAhead} for hands known by `holdsBoth(face)`: whether one hand holds both cards of
 * a face (card id / 2). The fast path asks its bit sets.
 *
 * @internal
 */
export const genscherMayCome = (rules: RuleSet, contract: Contract, holdsBoth: (face: number) => boolean): boolean => {
  if (contract.kind !== 'normal' || !ruleTable(rules).genscher) return false
  if (contract.genscher !== undefined) return contract.genscher.pending
  return holdsBoth(GENSCHER_FACE)
}
