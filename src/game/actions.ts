/**
 * Actions: each variant carries only its own fields. Every action names its seat, so a server
 * can check that a client acts only for its own seat.
 *
 * @module
 */
import { type Card, isCard } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { SOLO_TYPES, type SoloType } from '../rules/ruleSet.js'
import { type Seat, isSeat } from '../seat.js'
import type { Announcement } from './announcements.js'
import type { ClarifyingTrick, Declaration } from './state.js'

/**
 * A declaration in the reservation round.
 *
 * @category Actions
 * @since 0.1.0
 */
export interface DeclareAction {
  /** The action tag. */
  readonly type: 'declare'
  /** The declaring seat. */
  readonly seat: Seat
  /** What it declares. */
  readonly declaration: Declaration
}

/**
 * Playing a card.
 *
 * @category Actions
 * @since 0.1.0
 */
export interface PlayAction {
  /** The action tag. */
  readonly type: 'play'
  /** The playing seat. */
  readonly seat: Seat
  /** The card id played. */
  readonly card: Card
}

/**
 * An announcement (Ansage or Absage); any seat, at any moment of play.
 *
 * @category Actions
 * @since 0.1.0
 */
export interface AnnounceAction {
  /** The action tag. */
  readonly type: 'announce'
  /** The announcing seat. */
  readonly seat: Seat
  /** The announcement (lower levels are implied). */
  readonly announcement: Announcement
}

/**
 * The Hochzeiter chooses which tricks may clarify the Hochzeit (rule `chosenByHochzeiter`),
 * before the first card.
 *
 * @category Actions
 * @since 0.1.0
 */
export interface ChooseClarificationAction {
  /** The action tag. */
  readonly type: 'chooseClarification'
  /** The Hochzeiter. */
  readonly seat: Seat
  /** Any trick, a trump-led trick, or a plain-led trick. */
  readonly trick: ClarifyingTrick
}

/**
 * The poor player passes cards face down (Armut).
 *
 * @category Actions
 * @since 0.1.0
 */
export interface ArmutPassAction {
  /** The action tag. */
  readonly type: 'armutPass'
  /** The poor player. */
  readonly seat: Seat
  /** The cards passed: three including every trump, or exactly the trumps (rule `armut.pass`). */
  readonly cards: readonly Card[]
}

/**
 * A player asked to take the Armut accepts or declines.
 *
 * @category Actions
 * @since 0.1.0
 */
export interface ArmutAnswerAction {
  /** The action tag. */
  readonly type: 'armutAnswer'
  /** The seat asked. */
  readonly seat: Seat
  /** Whether it takes the cards (and becomes the poor player's partner). */
  readonly accept: boolean
}

/**
 * The acceptor returns as many cards as it took (Armut).
 *
 * @category Actions
 * @since 0.1.0
 */
export interface ArmutReturnAction {
  /** The action tag. */
  readonly type: 'armutReturn'
  /** The acceptor. */
  readonly seat: Seat
  /** The cards returned to the poor player. */
  readonly cards: readonly Card[]
}

/**
 * Any action.
 *
 * @example
 * ```ts
 * const a: Action = { type: 'play', seat: 1, card: 6 }
 * ```
 * @category Actions
 * @since 0.1.0
 */
export type Action =
  | DeclareAction
  | PlayAction
  | AnnounceAction
  | ChooseClarificationAction
  | ArmutPassAction
  | ArmutAnswerAction
  | ArmutReturnAction

const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']

/** Shared, frozen action values, so that listing legal actions allocates no action objects. */
const freeze = <T>(x: T): T => Object.freeze(x)
const SEAT_LIST: readonly Seat[] = [0, 1, 2, 3]
/** @internal */
export const PLAY: readonly (readonly PlayAction[])[] = SEAT_LIST.map((seat) =>
  Array.from({ length: 48 }, (_, card) => freeze({ type: 'play' as const, seat, card }))
)
/** @internal Index `[seat][level]`, level 1..5; index 0 holds the party-neutral form unused. */
export const ANNOUNCE: readonly Readonly<Record<Announcement, AnnounceAction>>[] = SEAT_LIST.map((seat) => {
  const out = {} as Record<Announcement, AnnounceAction>
  for (const a of ANNOUNCEMENTS) out[a] = freeze({ type: 'announce' as const, seat, announcement: a })
  return out
})
/** @internal */
export const DECLARE_HEALTHY: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: freeze({ kind: 'healthy' as const }) })
)
/** @internal */
export const DECLARE_HOCHZEIT: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: freeze({ kind: 'hochzeit' as const }) })
)
/** @internal */
export const DECLARE_SOLO: readonly Readonly<Record<SoloType, DeclareAction>>[] = SEAT_LIST.map((seat) => {
  const out = {} as Record<SoloType, DeclareAction>
  for (const solo of SOLO_TYPES) out[solo] = freeze({ type: 'declare' as const, seat, declaration: freeze({ kind: 'solo' as const, solo }) })
  return out
})

const malformed = (why: string): GameError => gameError(ErrorCode.MalformedAction, `Malformed action: ${why}`)

/**
 * Checks that an unknown value (e.g. parsed JSON) is an {@link Action}; returns an error
 * describing the first problem, or null.
 *
 * @category Actions
 * @since 0.1.0
 */
export const actionShapeError = (u: unknown): GameError | null => {
  if (typeof u !== 'object' || u === null) return malformed('expected an object')
  const a = u as Record<string, unknown>
  if (!isSeat(a['seat'])) return malformed('seat must be 0, 1, 2 or 3')
  switch (a['type']) {
    case 'play':
      return isCard(a['card']) ? null : malformed('card must be a card id 0..47')
    case 'announce':
      return ANNOUNCEMENTS.includes(a['announcement'] as Announcement)
        ? null
        : malformed(`announcement must be one of ${ANNOUNCEMENTS.join(', ')}`)
    case 'declare': {
      const d = a['declaration'] as Record<string, unknown> | null | undefined
      if (typeof d !== 'object' || d === null) return malformed('declaration must be an object')
      const kind = d['kind']
      if (kind === 'healthy' || kind === 'hochzeit' || kind === 'armut' || kind === 'schmeissen') return null
      if (kind === 'solo' && SOLO_TYPES.includes(d['solo'] as SoloType)) return null
      return malformed('declaration must be { kind: "healthy" | "hochzeit" | "armut" | "schmeissen" } or { kind: "solo", solo }')
    }
    case 'chooseClarification':
      return a['trick'] === 'any' || a['trick'] === 'trump' || a['trick'] === 'plain'
        ? null
        : malformed('trick must be "any", "trump" or "plain"')
    case 'armutAnswer':
      return typeof a['accept'] === 'boolean' ? null : malformed('accept must be a boolean')
    case 'armutPass':
    case 'armutReturn': {
      const cards = a['cards']
      return Array.isArray(cards) && cards.length <= 12 && cards.every(isCard)
        ? null
        : malformed('cards must be a list of card ids 0..47')
    }
    default:
      return malformed('type must be "declare", "play", "announce", "chooseClarification", "armutPass", "armutAnswer" or "armutReturn"')
  }
}

/** @internal */
export const DECLARE_ARMUT: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: freeze({ kind: 'armut' as const }) })
)
/** @internal */
export const DECLARE_SCHMEISSEN: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: freeze({ kind: 'schmeissen' as const }) })
)
/** @internal */
export const ARMUT_ANSWER: readonly (readonly [ArmutAnswerAction, ArmutAnswerAction])[] = SEAT_LIST.map(
  (seat) =>
    [
      freeze({ type: 'armutAnswer' as const, seat, accept: true }),
      freeze({ type: 'armutAnswer' as const, seat, accept: false })
    ] as const
)
/** @internal */
export const CHOOSE_CLARIFICATION: readonly (readonly ChooseClarificationAction[])[] = SEAT_LIST.map((seat) =>
  (['any', 'trump', 'plain'] as const).map((trick) => freeze({ type: 'chooseClarification' as const, seat, trick }))
)
