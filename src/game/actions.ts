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
import type { Declaration } from './state.js'

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
 * Any action.
 *
 * @example
 * ```ts
 * const a: Action = { type: 'play', seat: 1, card: 6 }
 * ```
 * @category Actions
 * @since 0.1.0
 */
export type Action = DeclareAction | PlayAction | AnnounceAction

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
      if (d['kind'] === 'healthy' || d['kind'] === 'hochzeit') return null
      if (d['kind'] === 'solo' && SOLO_TYPES.includes(d['solo'] as SoloType)) return null
      return malformed('declaration must be { kind: "healthy" | "hochzeit" } or { kind: "solo", solo }')
    }
    default:
      return malformed('type must be "declare", "play" or "announce"')
  }
}
