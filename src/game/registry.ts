/**
 * Every kind of action, declared once (as `RULE_OPTIONS` declares every rule option): its
 * fields, the phases it belongs to, who makes it, how its legal actions are listed, its reducer,
 * the error codes its reducer answers and the locale labels that name and narrate it.
 *
 * Derived from this table:
 * - reading an action from outside ({@link parseAction}: the `type`, the `seat`, then each
 *   declared field once, by its kind's reader in `actions.ts`, into the library's own frozen
 *   value);
 * - the wire codec `ActionCodec` (`codecs/action.ts`: one member per kind, its fields' codecs);
 * - `currentPlayer` and `legalActions` (`api.ts`): a state's `awaiting` names the kind it waits
 *   for and the seat, that kind lists its actions, and each kind any seat may make while it is
 *   `open` (the announcements) adds its own;
 * - `applyAction`: the kind of the action gives its reducer, once the phase is one of its own.
 *
 * A new action is one entry here, its reducer (and listing) in the module of its rule, its bot
 * policy, its labels and its tests (`docs/architecture.md`, "Adding an action").
 *
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { describeThrown } from '../input/plain.js'
import { type Seat, isSeat } from '../seat.js'
import {
  type Action,
  ANNOUNCE,
  ARMUT_ANSWER,
  type ArmutAnswerAction,
  CHOOSE_CLARIFICATION,
  type ChooseClarificationAction,
  FIELD_READERS,
  type FieldReader,
  type FieldType,
  type FieldTypes,
  GENSCHER,
  type GenscherAction,
  NOT_A_VALUE,
  PLAY,
  type PlayAction,
  declareAction
} from './actions.js'
import { applyArmut, listArmut } from './armutPhase.js'
import { applyGenscher, listGenscherChoices } from './genscher.js'
import { announce, announcementsOpen, chooseClarification, listAnnouncements, listClarificationChoices, listPlays, playCard } from './play.js'
import type { Step } from './publish.js'
import { applyReservation, listDeclarations } from './reservationPhase.js'
import { CLARIFYING_TRICKS, type ArmutState, type Game, type PlayingGame, type ReservationsState } from './state.js'

/** An action type. @internal */
export type ActionType = Action['type']

/** The action of a type. @internal */
export type ActionOf<T extends ActionType> = Extract<Action, { readonly type: T }>

/** The fields of an action kind besides `type` and `seat`: each field's name and its kind. @internal */
export type Fields = Readonly<Record<string, FieldType>>

/** The values of declared fields, by name. @internal */
export type FieldValues<F extends Fields> = { readonly [N in keyof F]: FieldTypes[F[N]] }

/**
 * One kind of action.
 *
 * @internal
 */
export interface ActionKind<T extends ActionType, F extends Fields, G extends Game> {
  /** The action's `type`. */
  readonly type: T
  /** Its fields besides `type` and `seat`, each with its kind (`actions.ts`: `FieldTypes`): the wire codec is made from them. */
  readonly fields: F
  /**
   * How it is read from outside, once its `type` and `seat` are: each declared field read once
   * by its kind's reader ({@link valueOf}), into the library's own frozen action (a shared value
   * where there is one); or what is wrong, as "`name` must be …" ({@link mustBe}). (Written out
   * per kind, with the field's name as a property: one generic loop over the names would make
   * every read a lookup by a name unknown to the compiler.)
   */
  readonly read: (u: Readonly<Record<string, unknown>>, seat: Seat) => ActionOf<T> | string
  /** The phases in which it applies; in any other it is refused as of the wrong phase. */
  readonly phases: readonly G['phase'][]
  /**
   * Who makes it: `awaited`, the seat a state's `awaiting` names (a declaration, a card, a
   * choice); `any`, every seat while {@link ActionKind.open} says so (the announcements).
   */
  readonly who: 'awaited' | 'any'
  /** For a kind any seat makes: whether it is possible at all in the state (null for an awaited kind). */
  readonly open: ((g: G) => boolean) | null
  /** Its legal actions in a state that awaits it (or in which it is open), appended to `out`. */
  readonly list: (g: G, out: Action[]) => void
  /** Its reducer: the next step, or why the action is refused (the state is unchanged). */
  readonly apply: (g: G, action: ActionOf<T>) => E.Either<GameError, Step>
  /** The codes its reducer answers (besides `phase/wrong-phase` and `phase/game-finished` from another phase). */
  readonly errors: readonly ErrorCode[]
  /** The keys of the locale labels that name it and tell it (`actions.play`, `log.plays`, ...). */
  readonly labels: readonly string[]
}

/** Declares a kind (the literal types of its fields kept). */
const kind = <T extends ActionType, const F extends Fields, G extends Game>(k: ActionKind<T, F, G>): ActionKind<T, F, G> => k

/** The value `u` of a field of kind `f` as the engine keeps it, or {@link NOT_A_VALUE}. */
const valueOf = <F extends FieldType>(f: F, u: unknown): FieldTypes[F] | typeof NOT_A_VALUE => (FIELD_READERS[f] as FieldReader<FieldTypes[F]>).read(u)

/** What the field `name` of kind `f` must be: the problem of an action whose field is none. */
const mustBe = (name: string, f: FieldType): string => `${name} must be ${FIELD_READERS[f].must}`

const cardPlay = ['clarification', 'play'] as const satisfies readonly Game['phase'][]

/**
 * Every kind of action, by its `type`.
 *
 * @internal
 */
export const ACTIONS = {
  declare: kind<'declare', { declaration: 'declaration' }, ReservationsState>({
    type: 'declare',
    fields: { declaration: 'declaration' },
    read: (u, seat) => {
      const d = valueOf('declaration', u['declaration'])
      return d === NOT_A_VALUE ? mustBe('declaration', 'declaration') : declareAction(seat, d)
    },
    phases: ['reservations'],
    who: 'awaited',
    open: null,
    list: listDeclarations,
    apply: applyReservation,
    errors: [
      ErrorCode.NotYourTurn,
      ErrorCode.ReservationNotOffered,
      ErrorCode.HochzeitNeedsBothQueens,
      ErrorCode.MustDeclareSolo,
      ErrorCode.ArmutTooManyTrumps,
      ErrorCode.NoSchmeissenReason
    ],
    labels: ['actions.declare', 'reservations']
  }),
  play: kind<'play', { card: 'card' }, PlayingGame>({
    type: 'play',
    fields: { card: 'card' },
    read: (u, seat) => {
      const card = valueOf('card', u['card'])
      return card === NOT_A_VALUE ? mustBe('card', 'card') : ((PLAY[seat] as readonly PlayAction[])[card] as PlayAction)
    },
    phases: cardPlay,
    who: 'awaited',
    open: null,
    list: listPlays,
    apply: playCard,
    errors: [ErrorCode.NotYourTurn, ErrorCode.CardNotInHand, ErrorCode.MustFollowSuit, ErrorCode.ChooseClarificationFirst, ErrorCode.GenscherFirst],
    labels: ['actions.play', 'log.plays']
  }),
  announce: kind<'announce', { announcement: 'announcement' }, PlayingGame>({
    type: 'announce',
    fields: { announcement: 'announcement' },
    read: (u, seat) => {
      const a = valueOf('announcement', u['announcement'])
      return a === NOT_A_VALUE ? mustBe('announcement', 'announcement') : (ANNOUNCE[seat] as (typeof ANNOUNCE)[number])[a]
    },
    phases: cardPlay,
    who: 'any',
    open: announcementsOpen,
    list: listAnnouncements,
    apply: announce,
    errors: [
      ErrorCode.BeforeClarification,
      ErrorCode.GenscherFirst,
      ErrorCode.WrongParty,
      ErrorCode.AlreadyAnnounced,
      ErrorCode.AbsageAfterLateReply,
      ErrorCode.TooLate
    ],
    labels: ['actions.announce', 'log.announces', 'announcements']
  }),
  chooseClarification: kind<'chooseClarification', { trick: 'clarifyingTrick' }, PlayingGame>({
    type: 'chooseClarification',
    fields: { trick: 'clarifyingTrick' },
    read: (u, seat) => {
      const trick = valueOf('clarifyingTrick', u['trick'])
      return trick === NOT_A_VALUE
        ? mustBe('trick', 'clarifyingTrick')
        : ((CHOOSE_CLARIFICATION[seat] as readonly ChooseClarificationAction[])[CLARIFYING_TRICKS.indexOf(trick)] as ChooseClarificationAction)
    },
    phases: ['clarification'],
    who: 'awaited',
    open: null,
    list: listClarificationChoices,
    apply: chooseClarification,
    errors: [ErrorCode.WrongPhase, ErrorCode.NotYourTurn, ErrorCode.ClarificationNotOffered],
    labels: ['actions.chooseClarification', 'log.chooses', 'clarifications']
  }),
  genscher: kind<'genscher', { partner: 'seatOrNull' }, PlayingGame>({
    type: 'genscher',
    fields: { partner: 'seatOrNull' },
    read: (u, seat) => {
      const partner = valueOf('seatOrNull', u['partner'])
      return partner === NOT_A_VALUE ? mustBe('partner', 'seatOrNull') : ((GENSCHER[seat] as readonly GenscherAction[])[partner ?? 4] as GenscherAction)
    },
    phases: ['play'],
    who: 'awaited',
    open: null,
    list: listGenscherChoices,
    apply: applyGenscher,
    errors: [ErrorCode.WrongPhase, ErrorCode.NotYourTurn, ErrorCode.GenscherOwnSeat],
    labels: ['actions.genscher', 'log.genscher']
  }),
  armutPass: kind<'armutPass', { cards: 'cards' }, ArmutState>({
    type: 'armutPass',
    fields: { cards: 'cards' },
    read: (u, seat) => {
      const cards = valueOf('cards', u['cards'])
      return cards === NOT_A_VALUE ? mustBe('cards', 'cards') : Object.freeze({ type: 'armutPass' as const, seat, cards })
    },
    phases: ['armut'],
    who: 'awaited',
    open: null,
    list: listArmut,
    apply: applyArmut,
    errors: [ErrorCode.NotYourTurn, ErrorCode.WrongPhase, ErrorCode.ArmutWrongCount, ErrorCode.CardNotInHand, ErrorCode.ArmutMustPassTrumps],
    labels: ['actions.armutPass', 'log.passes', 'log.cards']
  }),
  armutAnswer: kind<'armutAnswer', { accept: 'boolean' }, ArmutState>({
    type: 'armutAnswer',
    fields: { accept: 'boolean' },
    read: (u, seat) => {
      const accept = valueOf('boolean', u['accept'])
      return accept === NOT_A_VALUE ? mustBe('accept', 'boolean') : ((ARMUT_ANSWER[seat] as readonly ArmutAnswerAction[])[accept ? 0 : 1] as ArmutAnswerAction)
    },
    phases: ['armut'],
    who: 'awaited',
    open: null,
    list: listArmut,
    apply: applyArmut,
    errors: [ErrorCode.NotYourTurn, ErrorCode.WrongPhase],
    labels: ['actions.armutAnswer', 'log.offers', 'log.answers']
  }),
  armutReturn: kind<'armutReturn', { cards: 'cards' }, ArmutState>({
    type: 'armutReturn',
    fields: { cards: 'cards' },
    read: (u, seat) => {
      const cards = valueOf('cards', u['cards'])
      return cards === NOT_A_VALUE ? mustBe('cards', 'cards') : Object.freeze({ type: 'armutReturn' as const, seat, cards })
    },
    phases: ['armut'],
    who: 'awaited',
    open: null,
    list: listArmut,
    apply: applyArmut,
    errors: [ErrorCode.NotYourTurn, ErrorCode.WrongPhase, ErrorCode.ArmutWrongCount, ErrorCode.CardNotInHand, ErrorCode.ArmutNoTrumpsBack],
    labels: ['actions.armutReturn', 'log.returns']
  })
} as const

/** A kind of any type, as the derived functions see it. @internal */
export type AnyActionKind = ActionKind<ActionType, Fields, Game>

// Every action type has its entry, and no entry is of another type.
type Assert<T extends true> = T
type _EveryTypeDeclared = Assert<ActionType extends keyof typeof ACTIONS ? (keyof typeof ACTIONS extends ActionType ? true : false) : false>
// Each entry's fields are exactly its action's fields besides `type` and `seat`, with their types.
type _FieldsMatchActions = Assert<
  {
    [T in ActionType]: [FieldValues<(typeof ACTIONS)[T]['fields']>] extends [Omit<ActionOf<T>, 'type' | 'seat'>]
      ? [Omit<ActionOf<T>, 'type' | 'seat'>] extends [FieldValues<(typeof ACTIONS)[T]['fields']>]
        ? true
        : false
      : false
  }[ActionType]
>

/** The kinds by type, for a type read from outside (a map: `toString` or `__proto__` is no type). */
const KINDS = new Map<unknown, AnyActionKind>(Object.entries(ACTIONS) as unknown as [ActionType, AnyActionKind][])

/** The type and kind last looked up: a game's actions come in runs of one type (48 cards). */
let lastType: unknown = 'play'
let lastKind: AnyActionKind | undefined = KINDS.get('play')

/** A kind by its type, or undefined for a value that is no action type. @internal */
export const kindOf = (type: unknown): AnyActionKind | undefined => {
  if (type === lastType) return lastKind
  const k = KINDS.get(type)
  if (k !== undefined) {
    lastType = type
    lastKind = k
  }
  return k
}

/** The kinds any seat may make while they are open (the announcements), in the order they are listed. @internal */
export const OPEN_KINDS: readonly AnyActionKind[] = Object.values(ACTIONS).filter((k) => k.who === 'any') as unknown as AnyActionKind[]

/** The message of an unknown type: every declared one. */
const TYPES_MESSAGE = `type must be ${Object.keys(ACTIONS)
  .map((t) => `"${t}"`)
  .join(', ')
  .replace(/, ([^,]*)$/, ' or $1')}`

/** The error of the last {@link parseAction} that gave null. */
let problem: GameError | null = null

/** Records why the value is no action; null, for {@link parseAction} to return. */
const malformed = (why: string): null => {
  problem = gameError(ErrorCode.MalformedAction, `Malformed action: ${why}`, { problems: [why] })
  return null
}

/**
 * Reads an action from outside: its `type` and `seat`, then each field its kind declares, each
 * read once, into the library's own frozen action (the shared constant where there is one), so
 * that nothing the caller holds, and no getter that answers differently the next time, can reach
 * a state. Null when the value is none ({@link parseProblem} tells why; ask before the next
 * parse): for the hot path of `applyAction`, a null check.
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
    const k = kindOf(type)
    if (k === undefined) return malformed(TYPES_MESSAGE)
    const r = k.read(a, seat)
    if (typeof r === 'string') return malformed(r)
    parsedKind = k
    return r
  } catch (e) {
    return malformed(`unreadable (${describeThrown(e)})`)
  }
}

/** The kind of the last action {@link parseAction} read (so that the API need not look it up again). */
let parsedKind: AnyActionKind = ACTIONS.play as unknown as AnyActionKind

/** The kind of the action the last {@link parseAction} returned: ask before the next parse. @internal */
export const parsedActionKind = (): AnyActionKind => parsedKind

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
export const actionShapeError = (u: unknown): GameError | null => (parseAction(u) === null ? parseProblem() : null)
