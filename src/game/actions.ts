/**
 * Actions: each variant carries only its own fields. Every action names its seat, so a server
 * can check that a client acts only for its own seat.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, isCard } from '../cards/card.js'
import { describeThrown } from '../input/plain.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { SOLO_TYPES, type SoloType } from '../rules/ruleSet.js'
import { type Seat, isSeat } from '../seat.js'
import type { Announcement } from './announcements.js'
import { type ClarifyingTrick, CLARIFYING_TRICKS, type Declaration } from './state.js'

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
 * The Genscher choice (rule `genscher`, RULES 11.1): the player who played the first ♦K while
 * holding both names another seat as partner, or keeps the parties (`partner: null`). Listed by
 * `legalActions` while the choice is due, for that seat only.
 *
 * @example
 * ```ts
 * const choose: GenscherAction = { type: 'genscher', seat: 1, partner: 3 }
 * const keep: GenscherAction = { type: 'genscher', seat: 1, partner: null }
 * ```
 * @category Actions
 * @since 0.2.0
 */
export interface GenscherAction {
  /** The action tag. */
  readonly type: 'genscher'
  /** The Genscher player. */
  readonly seat: Seat
  /** The partner chosen (another seat), or null to keep the parties as they are. */
  readonly partner: Seat | null
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
  | GenscherAction
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
/**
 * @internal The same values by `[party][seat][level]`: party 0 Re, 1 Kontra; level 1 is the
 * party's Re or Kontra, 2..5 no 90 .. schwarz (index 0 unused).
 */
export const ANNOUNCE_BY_LEVEL: readonly (readonly (readonly AnnounceAction[])[])[] = (['re', 'kontra'] as const).map((party) =>
  ANNOUNCE.map((byName) => [byName[party], byName[party], byName.no90, byName.no60, byName.no30, byName.schwarz])
)
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

/** The error of the last {@link parseAction} that gave null. */
let problem: GameError | null = null

/** Records why the value is no action; null, for {@link parseAction} to return. */
const malformed = (why: string): null => {
  problem = gameError(ErrorCode.MalformedAction, `Malformed action: ${why}`, { problems: [why] })
  return null
}

const ACTION_TYPES = 'type must be "declare", "play", "announce", "chooseClarification", "genscher", "armutPass", "armutAnswer" or "armutReturn"'

/** A copy of a list of card ids, read once element by element (holes are not cards), or null. */
const readCards = (u: unknown): readonly Card[] | null => {
  if (!Array.isArray(u)) return null
  const length: unknown = u.length
  if (typeof length !== 'number' || length > 12) return null
  const out: Card[] = []
  for (let i = 0; i < length; i++) {
    if (!Object.prototype.hasOwnProperty.call(u, i)) return null
    const c: unknown = (u as unknown[])[i]
    if (!isCard(c)) return null
    out.push(c)
  }
  return Object.freeze(out)
}

/**
 * {@link readAction} without the `Either`: the library's own action, or null when the value is
 * none ({@link parseProblem} tells why; ask before the next parse). For the hot path of
 * `applyAction`: a null check, where telling an error from an action by a field would read a
 * field that most action shapes lack.
 *
 * @internal
 */
export const parseAction = (u: unknown): Action | null => {
  try {
    if (typeof u !== 'object' || u === null) return malformed('expected an object')
    const a = u as Record<string, unknown>
    const type = a['type']
    const seat = a['seat']
    if (!isSeat(seat)) return malformed('seat must be 0, 1, 2 or 3')
    switch (type) {
      case 'play': {
        const card = a['card']
        return isCard(card) ? (PLAY[seat] as readonly PlayAction[])[card] as PlayAction : malformed('card must be a card id 0..47')
      }
      case 'announce': {
        const announcement = a['announcement']
        return typeof announcement === 'string' && ANNOUNCEMENTS.includes(announcement as Announcement)
          ? (ANNOUNCE[seat] as Readonly<Record<Announcement, AnnounceAction>>)[announcement as Announcement]
          : malformed(`announcement must be one of ${ANNOUNCEMENTS.join(', ')}`)
      }
      case 'declare': {
        const d = a['declaration']
        if (typeof d !== 'object' || d === null) return malformed('declaration must be an object')
        const kind = (d as Record<string, unknown>)['kind']
        switch (kind) {
          case 'healthy':
            return DECLARE_HEALTHY[seat] as DeclareAction
          case 'hochzeit':
            return DECLARE_HOCHZEIT[seat] as DeclareAction
          case 'armut':
            return DECLARE_ARMUT[seat] as DeclareAction
          case 'schmeissen':
            return DECLARE_SCHMEISSEN[seat] as DeclareAction
          case 'solo': {
            const solo = (d as Record<string, unknown>)['solo']
            if (typeof solo === 'string' && SOLO_TYPES.includes(solo as SoloType)) {
              return (DECLARE_SOLO[seat] as Readonly<Record<SoloType, DeclareAction>>)[solo as SoloType]
            }
          }
        }
        return malformed('declaration must be { kind: "healthy" | "hochzeit" | "armut" | "schmeissen" } or { kind: "solo", solo }')
      }
      case 'chooseClarification': {
        const trick = a['trick']
        const i = (CLARIFYING_TRICKS as readonly unknown[]).indexOf(trick)
        return i >= 0
          ? (CHOOSE_CLARIFICATION[seat] as readonly ChooseClarificationAction[])[i] as ChooseClarificationAction
          : malformed(`trick must be one of ${CLARIFYING_TRICKS.map((c) => `"${c}"`).join(', ')}`)
      }
      case 'genscher': {
        const partner = a['partner']
        const choices = GENSCHER[seat] as readonly GenscherAction[]
        if (partner === null) return choices[4] as GenscherAction
        return isSeat(partner) ? choices[partner] as GenscherAction : malformed('partner must be a seat 0..3, or null to keep the parties')
      }
      case 'armutAnswer': {
        const accept = a['accept']
        return typeof accept === 'boolean'
          ? (ARMUT_ANSWER[seat] as readonly [ArmutAnswerAction, ArmutAnswerAction])[accept ? 0 : 1]
          : malformed('accept must be a boolean')
      }
      case 'armutPass':
      case 'armutReturn': {
        const cards = readCards(a['cards'])
        return cards === null
          ? malformed('cards must be a list of at most 12 card ids 0..47, without holes')
          : Object.freeze({ type, seat, cards })
      }
      default:
        return malformed(ACTION_TYPES)
    }
  } catch (e) {
    return malformed(`unreadable (${describeThrown(e)})`)
  }
}

/**
 * Reads an action from outside: each field once, into the library's own frozen action (the
 * shared constant where there is one), so that nothing the caller holds, and no getter that
 * answers differently the next time, can reach a state. A value that is no action, or that throws
 * while it is read, gives `input/malformed-action`.
 *
 * @internal
 * @category Game
 * @since 0.2.0
 */
export const readAction = (u: unknown): E.Either<GameError, Action> => {
  const r = parseAction(u)
  return r === null ? E.left(parseProblem()) : E.right(r)
}

/** Why the last {@link parseAction} gave null. @internal */
export const parseProblem = (): GameError => problem as GameError

/**
 * The problem with a value that should be an {@link Action}, or null when it is one (of a known
 * shape; whether it is legal is for `applyAction`). Never throws.
 *
 * @example
 * ```ts
 * actionShapeError({ type: 'play', seat: 0, card: 99 })?.code // 'input/malformed-action'
 * ```
 * @category Game
 * @since 0.1.0
 */
export const actionShapeError = (u: unknown): GameError | null => {
  const r = readAction(u)
  return E.isLeft(r) ? r.left : null
}

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
/** @internal Index `[seat][partner]`, partner 0..3, and index 4 the choice to keep the parties. */
export const GENSCHER: readonly (readonly GenscherAction[])[] = SEAT_LIST.map((seat) => [
  ...SEAT_LIST.map((partner) => freeze({ type: 'genscher' as const, seat, partner: partner as Seat | null })),
  freeze({ type: 'genscher' as const, seat, partner: null })
])
/** @internal */
export const CHOOSE_CLARIFICATION: readonly (readonly ChooseClarificationAction[])[] = SEAT_LIST.map((seat) =>
  CLARIFYING_TRICKS.map((trick) => freeze({ type: 'chooseClarification' as const, seat, trick }))
)

const absurd = (x: never): never => {
  throw new Error(`unexpected value ${JSON.stringify(x)}`)
}

/**
 * A plain copy of a declaration holding only its own fields.
 *
 * @category Game
 * @since 0.1.0
 */
export const copyDeclaration = (d: Declaration): Declaration => {
  switch (d.kind) {
    case 'solo':
      return { kind: 'solo', solo: d.solo }
    case 'healthy':
    case 'hochzeit':
    case 'armut':
    case 'schmeissen':
      return { kind: d.kind }
    default:
      return absurd(d)
  }
}

/**
 * A plain copy of an action holding only its own fields (an action object a client sent may
 * carry more, which `applyAction` ignores but a record must not store).
 *
 * @example
 * ```ts
 * copyAction({ type: 'play', seat: 1, card: 6, sentAt: 17 } as Action) // { type: 'play', seat: 1, card: 6 }
 * ```
 * @category Game
 * @since 0.1.0
 */
export const copyAction = (a: Action): Action => {
  switch (a.type) {
    case 'declare':
      return { type: 'declare', seat: a.seat, declaration: copyDeclaration(a.declaration) }
    case 'play':
      return { type: 'play', seat: a.seat, card: a.card }
    case 'announce':
      return { type: 'announce', seat: a.seat, announcement: a.announcement }
    case 'chooseClarification':
      return { type: 'chooseClarification', seat: a.seat, trick: a.trick }
    case 'genscher':
      return { type: 'genscher', seat: a.seat, partner: a.partner }
    case 'armutPass':
      return { type: 'armutPass', seat: a.seat, cards: [...a.cards] }
    case 'armutAnswer':
      return { type: 'armutAnswer', seat: a.seat, accept: a.accept }
    case 'armutReturn':
      return { type: 'armutReturn', seat: a.seat, cards: [...a.cards] }
    default:
      return absurd(a)
  }
}

// Every action value a caller is handed is frozen (above, as it is made), so nothing one caller
// does to it changes what the next one gets. The lists that hold them are this module's own and
// no caller gets one: they stay unfrozen, because Node 20 reads a frozen list's elements several
// times slower, and the listing reads them for every legal action.
