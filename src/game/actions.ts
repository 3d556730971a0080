/**
 * Actions: each variant carries only its own fields. Every action names its seat, so a server
 * can check that a client acts only for its own seat.
 *
 * @module
 */
import { type Card, isCard } from '../cards/card.js'
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

/** Every announcement, in the order of their levels. @internal */
export const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']

/** Shared, frozen action values, so that listing legal actions allocates no action objects. */
const freeze = <T>(x: T): T => Object.freeze(x)
const SEAT_LIST: readonly Seat[] = [0, 1, 2, 3]
/** @internal Index `[seat][card]`. */
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
/** The shared declaration values: each kind's, and each solo's. */
const DECLARATION = {
  healthy: freeze({ kind: 'healthy' as const }),
  hochzeit: freeze({ kind: 'hochzeit' as const }),
  armut: freeze({ kind: 'armut' as const }),
  schmeissen: freeze({ kind: 'schmeissen' as const })
} as const
const SOLO_DECLARATION = Object.fromEntries(SOLO_TYPES.map((solo) => [solo, freeze({ kind: 'solo' as const, solo })])) as unknown as Readonly<
  Record<SoloType, Declaration>
>

/** @internal */
export const DECLARE_HEALTHY: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: DECLARATION.healthy })
)
/** @internal */
export const DECLARE_HOCHZEIT: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: DECLARATION.hochzeit })
)
/** @internal */
export const DECLARE_SOLO: readonly Readonly<Record<SoloType, DeclareAction>>[] = SEAT_LIST.map((seat) => {
  const out = {} as Record<SoloType, DeclareAction>
  for (const solo of SOLO_TYPES) out[solo] = freeze({ type: 'declare' as const, seat, declaration: SOLO_DECLARATION[solo] })
  return out
})

/**
 * The kinds of field an action carries besides its `type` and `seat`, each with the type of its
 * value. An action kind of the registry (`registry.ts`) declares its fields by these names; the
 * reading of an action from outside ({@link FIELD_READERS}) and its wire codec
 * (`codecs/action.ts`) follow from them.
 *
 * @internal
 */
export interface FieldTypes {
  /** A card id 0..47. */
  readonly card: Card
  /** A list of at most 12 card ids. */
  readonly cards: readonly Card[]
  /** true or false. */
  readonly boolean: boolean
  /** A seat, or null. */
  readonly seatOrNull: Seat | null
  /** An announcement. */
  readonly announcement: Announcement
  /** Which tricks clarify a Hochzeit. */
  readonly clarifyingTrick: ClarifyingTrick
  /** A declaration of the reservation round. */
  readonly declaration: Declaration
}

/** The name of a kind of field. @internal */
export type FieldType = keyof FieldTypes

/** What a field reader gives for a value that is no value of its kind. @internal */
export const NOT_A_VALUE: unique symbol = Symbol('not a value')

/** How a kind of field is read from outside: what it must be (for the error), and the reader. @internal */
export interface FieldReader<V> {
  /** What the value must be, completing "`name` must be …". */
  readonly must: string
  /**
   * The value as the engine keeps it (a shared frozen value where there is one, else the
   * engine's own frozen copy), each part read once; {@link NOT_A_VALUE} when it is none.
   */
  readonly read: (u: unknown) => V | typeof NOT_A_VALUE
}

/** A copy of a list of card ids, read once element by element (holes are not cards). */
const readCards = (u: unknown): readonly Card[] | typeof NOT_A_VALUE => {
  if (!Array.isArray(u)) return NOT_A_VALUE
  const length: unknown = u.length
  if (typeof length !== 'number' || length > 12) return NOT_A_VALUE
  const out: Card[] = []
  for (let i = 0; i < length; i++) {
    if (!Object.prototype.hasOwnProperty.call(u, i)) return NOT_A_VALUE
    const c: unknown = (u as unknown[])[i]
    if (!isCard(c)) return NOT_A_VALUE
    out.push(c)
  }
  return Object.freeze(out)
}

/** A declaration read once (its `kind`, then a solo's `solo`): the shared value. */
const readDeclaration = (d: unknown): Declaration | typeof NOT_A_VALUE => {
  if (typeof d !== 'object' || d === null) return NOT_A_VALUE
  const kind = (d as Record<string, unknown>)['kind']
  switch (kind) {
    case 'healthy':
    case 'hochzeit':
    case 'armut':
    case 'schmeissen':
      return DECLARATION[kind]
    case 'solo': {
      const solo = (d as Record<string, unknown>)['solo']
      return typeof solo === 'string' && SOLO_TYPES.includes(solo as SoloType) ? SOLO_DECLARATION[solo as SoloType] : NOT_A_VALUE
    }
    default:
      return NOT_A_VALUE
  }
}

/** A value of a fixed list of strings. */
const oneOfStrings = <V extends string>(values: readonly V[]): FieldReader<V> => ({
  must: `one of ${values.map((v) => `"${v}"`).join(', ')}`,
  read: (u) => (typeof u === 'string' && (values as readonly string[]).includes(u) ? (u as V) : NOT_A_VALUE)
})

/**
 * How each kind of field is read from outside.
 *
 * @internal
 */
export const FIELD_READERS: { readonly [F in FieldType]: FieldReader<FieldTypes[F]> } = {
  card: { must: 'a card id 0..47', read: (u) => (isCard(u) ? u : NOT_A_VALUE) },
  cards: { must: 'a list of at most 12 card ids 0..47, without holes', read: readCards },
  boolean: { must: 'a boolean', read: (u) => (typeof u === 'boolean' ? u : NOT_A_VALUE) },
  seatOrNull: { must: 'a seat 0..3, or null', read: (u) => (u === null || isSeat(u) ? u : NOT_A_VALUE) },
  announcement: oneOfStrings(ANNOUNCEMENTS),
  clarifyingTrick: oneOfStrings(CLARIFYING_TRICKS),
  declaration: { must: '{ kind: "healthy" | "hochzeit" | "armut" | "schmeissen" } or { kind: "solo", solo }', read: readDeclaration }
}

/** The declaration action of `seat` for a declaration of the engine's own (a shared value). @internal */
export const declareAction = (seat: Seat, d: Declaration): DeclareAction => {
  switch (d.kind) {
    case 'healthy':
      return DECLARE_HEALTHY[seat] as DeclareAction
    case 'hochzeit':
      return DECLARE_HOCHZEIT[seat] as DeclareAction
    case 'armut':
      return DECLARE_ARMUT[seat] as DeclareAction
    case 'schmeissen':
      return DECLARE_SCHMEISSEN[seat] as DeclareAction
    case 'solo':
      return (DECLARE_SOLO[seat] as Readonly<Record<SoloType, DeclareAction>>)[d.solo]
  }
}

/** @internal */
export const DECLARE_ARMUT: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: DECLARATION.armut })
)
/** @internal */
export const DECLARE_SCHMEISSEN: readonly DeclareAction[] = SEAT_LIST.map((seat) =>
  freeze({ type: 'declare' as const, seat, declaration: DECLARATION.schmeissen })
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
