/**
 * Per-seat views: exactly what one seat (or a spectator) may know of a game, as plain JSON data
 * that a server can send to a client, and from which a client can be driven (its legal
 * actions are in it).
 *
 * What a seat knows:
 * - its own hand and declaration; of the other hands only how many cards they hold;
 * - the reservation round as the table saw it: `healthy` or `reservation` per seat, and after
 *   the round only the reservation that is played (`publicReservations`; an overridden one never
 *   shows, a silent wedding looks like a normal game);
 * - the contract once the round is resolved (a silent wedding shows as `normal` until the seat
 *   knows both ♣Q are in one hand), every card played, the tricks with their winners, the
 *   announcements;
 * - the parties it can know: its own; every party when the contract makes them public (solo,
 *   clarified Hochzeit, Armut); in a normal-looking game the seats seen with a ♣Q (played, or
 *   in its own hand) are Re, and once both ♣Q are placed the others are Kontra; a seat that
 *   announced shows its party; everything once the game is over;
 * - Armut: the poor player, the acceptor, and the passed cards only for those two;
 * - the settlement once the game is over, the redeal reason if it ended in one.
 *
 * @module
 */
import { type Card, FOXES, card } from '../cards/card.js'
import { type Action, copyAction, copyDeclaration } from '../game/actions.js'
import type { PartyAnnouncements } from '../game/announcements.js'
import { currentPlayer, decodeGame, legalActions } from '../game/api.js'
import { type GameType, type Piglets, pigletFace, superpigletFace } from '../game/order.js'
import { type PublicReservations, publicReservations } from '../game/reservations.js'
import type {
  AnnouncementEvent,
  ArmutState,
  Contract,
  HochzeitContract,
  NormalContract,
  SilentWeddingContract,
  SoloContract,
  Declaration,
  FinishedState,
  Game,
  PendingDecision,
  PlayingGame,
  SeatDeclaration
} from '../game/state.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { Settlement } from '../scoring/settle.js'
import type { GameSummary } from '../scoring/summary.js'
import { type ByParty, type BySeat, type Party, type Seat, isSeat } from '../seat.js'
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { show } from '../input/plain.js'
import { ruleTable } from '../rules/table.js'
import { handCopy, handSizesOf, holdsCard, playedByInto, trickCopy, tricksCopy } from '../game/compact.js'

/**
 * The contract as a seat sees it: the engine's {@link Contract}, except that a silent wedding
 * shows as `normal` until the seat knows both ♣Q are in one hand, and the number of trumps an
 * Armut partner returned is null unless public (`armut.trumpsReturnedPublic`) or the seat is
 * one of the two.
 *
 * @category Views
 * @since 0.1.0
 */
export type ContractView = NormalContract | HochzeitContract | SilentWeddingContract | SoloContract | ArmutContractView

/**
 * An Armut contract as a seat sees it (the exchanged cards are in {@link ArmutView}).
 *
 * @category Views
 * @since 0.1.0
 */
export interface ArmutContractView {
  /** An Armut game. */
  readonly kind: 'armut'
  /** The player who declared Armut. */
  readonly poor: Seat
  /** The player who accepted the cards. */
  readonly partner: Seat
  /** How many trumps the partner returned, when this seat may know it. */
  readonly trumpsReturned: number | null
}

/**
 * A trick as everyone sees it.
 *
 * @category Views
 * @since 0.1.0
 */
export interface TrickView {
  /** Who led. */
  readonly leader: Seat
  /** The cards in play order: card `i` was played by seat `leader + i`. */
  readonly cards: readonly Card[]
  /** Who won it (completed tricks). */
  readonly winner: Seat
  /** Its card points. */
  readonly points: number
}

/**
 * The trick being played.
 *
 * @category Views
 * @since 0.1.0
 */
export interface CurrentTrickView {
  /** Who led. */
  readonly leader: Seat
  /** The cards so far, in play order (0..3). */
  readonly cards: readonly Card[]
}

/**
 * The Armut exchange as a seat sees it. The cards are shown only to the two players involved
 * (the poor player and the acceptor); everyone else sees null.
 *
 * @category Views
 * @since 0.1.0
 */
export interface ArmutView {
  /** The player who declared Armut. */
  readonly poor: Seat
  /** The player who accepted, once one has. */
  readonly acceptor: Seat | null
  /** The step of the exchange while it runs (`pass`, `offer`, `return`); null once play has started. */
  readonly step: 'pass' | 'offer' | 'return' | null
  /** How many cards were passed (0 before the pass); null once play has started. */
  readonly passedCount: number | null
  /** The passed cards: only for the poor player and the acceptor. */
  readonly passed: readonly Card[] | null
  /** The returned cards, once play has started: only for the poor player and the acceptor. */
  readonly returned: readonly Card[] | null
}

/**
 * How a game ended without play.
 *
 * @category Views
 * @since 0.1.0
 */
export interface RedealView {
  /** Why the cards are dealt again. */
  readonly reason: Extract<Game, { readonly phase: 'redeal' }>['reason']
  /** Whose reservation led to the redeal. */
  readonly seat: Seat
}

/**
 * What everyone at the table may know: the part of a view common to every seat and to
 * spectators. Plain JSON data (no typed arrays, no functions, no `undefined`), sharing nothing
 * with the game. Fields that do not apply in a phase are null (or empty lists).
 *
 * @category Views
 * @since 0.1.0
 */
export interface TableView {
  /** The game's phase. */
  readonly phase: Game['phase']
  /** The rule set. */
  readonly rules: RuleSet
  /** The dealer. */
  readonly dealer: Seat
  /** The seat that is vorgeführt (must play a solo), or null. */
  readonly forcedSoloist: Seat | null
  /** Per seat: it still owes its Pflichtsolo in this match (the table keeps count), so a solo it plays is a Pflichtsolo. */
  readonly compulsorySoloOwed: BySeat<boolean>
  /** The seat to act (declare, pass or answer in an Armut, choose, play), or null once the game is over. */
  readonly turn: Seat | null
  /** What the game waits for: which kind of action from which seat (the game's own `awaiting`: public), or null once it is over. */
  readonly awaiting: PendingDecision | null
  /** How many cards each seat holds. */
  readonly handSizes: BySeat<number>
  /** The reservation round as the table saw it, and the reservation that is played. */
  readonly reservations: PublicReservations
  /** The contract, once the reservations are resolved (see {@link ContractView}). */
  readonly contract: ContractView | null
  /** The card order's game type, once the reservations are resolved. */
  readonly gameType: GameType | null
  /** The Schweinchen of this game, once this seat can know them (see the docs); else null. */
  readonly piglets: Piglets | null
  /** The seats the table knows to hold (or have held) both ♦A and both superpiglet cards, once the piglets are public; else null. */
  readonly pigletHolders: PigletHolders
  /** Each seat's party as far as this seat can know it; null where it cannot. */
  readonly parties: BySeat<Party | null>
  /** The trick being played (null outside card play). */
  readonly trick: CurrentTrickView | null
  /** The completed tricks. */
  readonly tricks: readonly TrickView[]
  /** What each party has announced (null before card play). */
  readonly announcements: ByParty<PartyAnnouncements> | null
  /** Every announcement in order. */
  readonly announcementLog: readonly AnnouncementEvent[]
  /** Cards by which every announcement deadline is lowered (after a Hochzeit). */
  readonly deadlineShift: number
  /** The Armut, in an Armut game. */
  readonly armut: ArmutView | null
  /** The game reduced to what settlement needs, once it is over. */
  readonly summary: GameSummary | null
  /** The settlement, once the game is over. */
  readonly settlement: Settlement | null
  /** Why the game ended in a redeal. */
  readonly redeal: RedealView | null
}

/**
 * What one seat may know of a game (see the module notes), with its legal actions, so that a
 * client can be driven by its view alone.
 *
 * @category Views
 * @since 0.1.0
 */
export interface PlayerView extends TableView {
  /** The seat this view is for. */
  readonly seat: Seat
  /** Its cards, in the engine's order. */
  readonly hand: readonly Card[]
  /** What it declared in the reservation round, or null before it spoke. */
  readonly declaration: Declaration | null
  /** Every action this seat may take now (`legalActions(game, seat)`). */
  readonly legalActions: readonly Action[]
}

/**
 * What a spectator may know of a game: the {@link TableView}, no hand at all.
 *
 * @category Views
 * @since 0.1.0
 */
export type SpectatorView = TableView

const absurd = (x: never): never => {
  throw new Error(`unexpected value ${JSON.stringify(x)}`)
}

/** A deep copy as plain JSON data: arrays and plain objects copied, undefined fields dropped. */
const plain = <T>(x: T): T => {
  if (Array.isArray(x)) return x.map(plain) as T
  if (typeof x === 'object' && x !== null) {
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(x)) {
      const v = (x as Record<string, unknown>)[k]
      if (v !== undefined) out[k] = plain(v)
    }
    return out as T
  }
  return x
}



/** A copy of what each party announced. */
const announcementsCopy = (a: PlayingGame['announcements']): PlayingGame['announcements'] => ({
  re: { level: a.re.level, lateReply: a.re.lateReply },
  kontra: { level: a.kontra.level, lateReply: a.kontra.lateReply }
})

/** A copy of an announcement as it was made. */
const eventCopy = (e: PlayingGame['announcementLog'][number]): PlayingGame['announcementLog'][number] => ({
  seat: e.seat,
  announcement: e.announcement,
  cardsInHand: e.cardsInHand,
  tricksPlayed: e.tricksPlayed
})

const sizes = (hands: BySeat<readonly Card[]>): BySeat<number> => [
  hands[0].length,
  hands[1].length,
  hands[2].length,
  hands[3].length
]

const CLUB_QUEENS: readonly Card[] = [card('clubs', 'Q'), card('clubs', 'Q', 1)]

/** Who played each card so far, by card id: the seat, or -1 (not played). */
type PlayedBy = Int8Array

/** Who played each card so far (see {@link PlayedBy}). */
const playedBy = (g: PlayingGame | FinishedState): PlayedBy => playedByInto(g, new Int8Array(48))

/** Where the viewer knows a card to be: the seat that played it, or the viewer holding it. */
const knownOwner = (g: PlayingGame | FinishedState, played: PlayedBy, viewer: Seat | null, c: Card): Seat | null => {
  const p = played[c] as number
  if (p >= 0) return p as Seat
  return viewer !== null && holdsCard(g, viewer, c) ? viewer : null
}

/** The ♣Q owners the viewer knows: both when both are placed, else the ones known. */
const clubQueenOwners = (g: PlayingGame | FinishedState, played: PlayedBy, viewer: Seat | null): (Seat | null)[] =>
  CLUB_QUEENS.map((c) => knownOwner(g, played, viewer, c))

const knownParties = (g: PlayingGame, played: PlayedBy, viewer: Seat | null): BySeat<Party | null> => {
  const out: (Party | null)[] = [null, null, null, null]
  const reveal = (s: Seat): void => {
    out[s] = g.parties[s]
  }
  const revealAll = (): void => {
    for (const s of [0, 1, 2, 3] as const) reveal(s)
  }
  const c = g.contract
  switch (c.kind) {
    case 'solo':
    case 'armut':
      revealAll()
      break
    case 'hochzeit':
      reveal(c.hochzeiter)
      if (c.partner !== null || c.klaerungsstich !== null) revealAll()
      break
    case 'normal':
    case 'silentWedding': {
      // A Genscher partner makes the parties public (the two Re, the others Kontra).
      if (c.kind === 'normal' && c.genscher !== undefined && c.genscher.partner !== null) {
        revealAll()
        break
      }
      // The ♣Q holders are Re; once both are placed, everyone else is Kontra.
      const owners = clubQueenOwners(g, played, viewer)
      for (const o of owners) if (o !== null) reveal(o)
      if (owners.every((o) => o !== null)) revealAll()
      break
    }
    default:
      absurd(c)
  }
  if (viewer !== null) reveal(viewer)
  for (const e of g.announcementLog) reveal(e.seat)
  return [out[0] ?? null, out[1] ?? null, out[2] ?? null, out[3] ?? null]
}

const contractView = (
  g: PlayingGame | FinishedState,
  played: PlayedBy,
  viewer: Seat | null
): ContractView => {
  const c = g.contract
  switch (c.kind) {
    case 'normal':
      return c.genscher === undefined
        ? { kind: 'normal' }
        : { kind: 'normal', genscher: { seat: c.genscher.seat, trick: c.genscher.trick, pending: c.genscher.pending, partner: c.genscher.partner } }
    case 'silentWedding': {
      const [a, b] = clubQueenOwners(g, played, viewer)
      return g.phase === 'finished' || (a !== null && a === b) ? { kind: 'silentWedding', player: c.player } : { kind: 'normal' }
    }
    case 'hochzeit':
      return {
        kind: 'hochzeit',
        hochzeiter: c.hochzeiter,
        partner: c.partner,
        klaerungsstich: c.klaerungsstich,
        clarifiedBy: c.clarifiedBy
      }
    case 'solo':
      return { kind: 'solo', solo: c.solo, soloist: c.soloist, compulsory: c.compulsory }
    case 'armut': {
      const known =
        g.phase === 'finished' || ruleTable(g.setup.rules).armut.trumpsReturnedPublic || viewer === c.poor || viewer === c.partner
      return { kind: 'armut', poor: c.poor, partner: c.partner, trumpsReturned: known ? c.trumpsReturned : null }
    }
    default:
      return absurd(c)
  }
}

/** The two cards that are a game type's piglets (the ♦A in a normal game, the trump ace in a Farbsolo). */
const pigletCards = (gameType: GameType): readonly Card[] => {
  const face = pigletFace(gameType) ?? (FOXES[0] as Card) >> 1
  return [2 * face, 2 * face + 1]
}

const superCards = (rules: RuleSet): readonly Card[] => {
  const face = superpigletFace(rules)
  return [2 * face, 2 * face + 1]
}

/**
 * The piglets as far as the viewer can know them: public once the first ♦A is played (the
 * holder says so) and the superpiglets once the first of theirs is, or from the start of play
 * with `piglets.public: 'atStart'`; a seat holding a ♦A knows whether one hand holds both (and
 * likewise for the superpiglets' cards).
 */
const pigletsView = (g: PlayingGame | FinishedState, played: PlayedBy, viewer: Seat | null): Piglets | null => {
  const rules = g.setup.rules
  const table = ruleTable(rules).piglets
  const face = pigletFace(g.gameType)
  const possible = table.enabled && face !== null && (g.gameType === 'normal' || table.inSolo)
  if (g.phase === 'finished' || !possible || table.publicAtStart) return g.piglets
  const seen = (c: Card): boolean => knownOwner(g, played, viewer, c) !== null
  if (!pigletCards(g.gameType).some(seen)) return null
  // Superpiglets only in a normal game (a solo's piglets are its trump aces alone).
  if (g.piglets === 'none' || !table.superpiglets || g.gameType !== 'normal') return g.piglets
  return superCards(rules).some(seen) ? g.piglets : null
}

/**
 * Who holds both copies of the piglets' (and superpiglets') cards, once the view shows them in
 * play: the seat whose hand held both when play started.
 *
 * @category Views
 * @since 0.2.0
 */
export interface PigletHolders {
  /** The seat with both ♦A, or null. */
  readonly piglets: Seat | null
  /** The seat with both superpiglet cards (♦9, or ♦10 without nines), or null. */
  readonly superpiglets: Seat | null
}

const NO_HOLDERS: PigletHolders = Object.freeze({ piglets: null, superpiglets: null })

/** The seat whose hand held card `c` when play started (played since, or still held). */
const holderAtStart = (g: PlayingGame | FinishedState, played: PlayedBy, c: Card): Seat | null => {
  const p = played[c] as number
  if (p >= 0) return p as Seat
  for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) if (holdsCard(g, s, c)) return s
  return null
}

/** The holders of the piglets the view shows (see {@link PigletHolders}). */
const pigletHoldersView = (g: PlayingGame | FinishedState, shown: Piglets | null, played: PlayedBy): PigletHolders => {
  if (shown === null || shown === 'none') return NO_HOLDERS
  const both = (cards: readonly Card[]): Seat | null => {
    const a = holderAtStart(g, played, cards[0] as Card)
    return a !== null && a === holderAtStart(g, played, cards[1] as Card) ? a : null
  }
  const isSuper = shown === 'superNines' || shown === 'superTens'
  return { piglets: both(pigletCards(g.gameType)), superpiglets: isSuper ? both(superCards(g.setup.rules)) : null }
}

/** The reservation that is played, as the table knows it (an Armut or a redeal shows who caused it). */
const reservationsView = (declarations: readonly SeatDeclaration[], g: Game): PublicReservations => {
  // publicReservations makes new objects: the view takes them as they are.
  const contract = 'contract' in g ? g.contract : null
  const base = publicReservations(declarations, contract)
  const own = (seat: Seat, kind: 'armut' | 'schmeissen'): PublicReservations => ({
    declarations: base.declarations,
    played: { seat, declaration: { kind } }
  })
  if (base.played !== null) return base
  switch (g.phase) {
    case 'armut':
      return own(g.poor, 'armut')
    case 'redeal':
      return own(g.seat, g.reason === 'schmeissen' ? 'schmeissen' : 'armut')
    case 'clarification':
    case 'play':
    case 'finished':
      return g.contract.kind === 'armut' ? own(g.contract.poor, 'armut') : base
    case 'reservations':
      return base
    default:
      return absurd(g)
  }
}

const armutExchangeView = (g: ArmutState, viewer: Seat | null): ArmutView => ({
  poor: g.poor,
  acceptor: g.acceptor,
  step: g.step,
  passedCount: g.passed.length,
  passed: viewer !== null && (viewer === g.poor || viewer === g.acceptor) ? [...g.passed] : null,
  returned: null
})

/** The phase-dependent part of a view. */
type PhaseFields = Omit<TableView, 'phase' | 'rules' | 'dealer' | 'forcedSoloist' | 'compulsorySoloOwed' | 'reservations' | 'awaiting'>

const notPlaying = (turn: Seat | null, handSizes: BySeat<number>): PhaseFields => ({
  turn,
  handSizes,
  contract: null,
  gameType: null,
  piglets: null,
  pigletHolders: NO_HOLDERS,
  parties: [null, null, null, null],
  trick: null,
  tricks: [],
  announcements: null,
  announcementLog: [],
  deadlineShift: 0,
  armut: null,
  summary: null,
  settlement: null,
  redeal: null
})

const phaseFields = (game: Game, viewer: Seat | null): PhaseFields => {
  switch (game.phase) {
    case 'reservations':
      return notPlaying(game.turn, sizes(game.setup.deal))
    case 'armut': {
      const f = notPlaying(game.turn, sizes(game.hands))
      // Only the poor player (and the acceptor, once one has accepted) are known to be Re.
      const re = (s: Seat): Party | null => (s === game.poor || s === game.acceptor ? 're' : null)
      return { ...f, parties: [re(0), re(1), re(2), re(3)], armut: armutExchangeView(game, viewer) }
    }
    case 'redeal':
      return { ...notPlaying(null, sizes(game.setup.deal)), redeal: { reason: game.reason, seat: game.seat } }
    case 'clarification':
    case 'play':
    case 'finished': {
      const played = playedBy(game)
      const finished = game.phase === 'finished'
      const c = game.contract
      const piglets = pigletsView(game, played, viewer)
      return {
        turn: finished ? null : currentPlayer(game),
        handSizes: handSizesOf(game),
        contract: contractView(game, played, viewer),
        gameType: game.gameType,
        piglets,
        pigletHolders: pigletHoldersView(game, piglets, played),
        parties: finished ? plain(game.parties) : knownParties(game, played, viewer),
        trick: finished ? null : { leader: game.leader, cards: trickCopy(game) },
        // The state's completed tricks are frozen: the view lists them as they are.
        tricks: tricksCopy(game),
        announcements: announcementsCopy(game.announcements),
        announcementLog: game.announcementLog.map(eventCopy),
        deadlineShift: game.deadlineShift,
        armut:
          c.kind === 'armut'
            ? {
                poor: c.poor,
                acceptor: c.partner,
                step: null,
                passedCount: null,
                passed: viewer === c.poor || viewer === c.partner ? [...c.passed] : null,
                returned: viewer === c.poor || viewer === c.partner ? [...c.returned] : null
              }
            : null,
        summary: finished ? plain(game.summary) : null,
        settlement: finished ? plain(game.settlement) : null,
        redeal: null
      }
    }
    default:
      return absurd(game)
  }
}

const tableView = (game: Game, viewer: Seat | null): TableView => {
  const f = phaseFields(game, viewer)
  return {
    phase: game.phase,
    // The game's rule set is the library's own checked, deeply frozen copy: the view shares it safely.
    rules: game.setup.rules,
    dealer: game.setup.dealer,
    forcedSoloist: game.setup.forcedSoloist,
    compulsorySoloOwed: [...game.setup.compulsorySoloOwed] as unknown as BySeat<boolean>,
    turn: f.turn,
    awaiting: game.awaiting === null ? null : { type: game.awaiting.type, seat: game.awaiting.seat },
    handSizes: f.handSizes,
    reservations: reservationsView(game.declarations, game),
    contract: f.contract,
    gameType: f.gameType,
    piglets: f.piglets,
    pigletHolders: f.pigletHolders,
    parties: f.parties,
    trick: f.trick,
    tricks: f.tricks,
    announcements: f.announcements,
    announcementLog: f.announcementLog,
    deadlineShift: f.deadlineShift,
    armut: f.armut,
    summary: f.summary,
    settlement: f.settlement,
    redeal: f.redeal
  }
}

const handOf = (game: Game, seat: Seat): readonly Card[] => {
  switch (game.phase) {
    case 'reservations':
    case 'redeal':
      return [...game.setup.deal[seat]]
    case 'armut':
      return [...game.hands[seat]]
    case 'clarification':
    case 'play':
    case 'finished':
      return handCopy(game, seat)
    default:
      return absurd(game)
  }
}

/**
 * What `seat` may know of `game` (see the module notes for the rules), with its legal actions.
 * Plain JSON data sharing nothing with the game: send it to that seat's client as it is. A
 * value that is no game state (`decodeGame` decides) is `input/malformed-game`, a seat other
 * than 0..3 `input/invalid-seat`. Never throws.
 *
 * @example
 * ```ts
 * const view = playerView(game, 2)
 * if (E.isRight(view)) {
 *   view.right.hand // seat 2's cards
 *   view.right.handSizes // [12, 12, 12, 12]
 *   view.right.legalActions // what seat 2 may do now
 * }
 * ```
 * @category Views
 * @since 0.1.0
 */
export const playerView = (game: Game, seat: Seat): E.Either<GameError, PlayerView> => {
  if (!isSeat(seat)) return E.left(gameError(ErrorCode.InvalidSeat, `A seat is 0, 1, 2 or 3, got ${show(seat)}`, { given: show(seat) }))
  const g = decodeGame(game)
  return E.isLeft(g) ? g : E.right(seatView(g.right, seat))
}

/**
 * {@link playerView} without its checks, for a state the library made (the bots, the CLI).
 *
 * @internal
 */
export const seatView = (game: Game, seat: Seat): PlayerView => {
  const own = game.declarations.find((d) => d.seat === seat)
  const t = tableView(game, seat)
  return {
    phase: t.phase,
    rules: t.rules,
    dealer: t.dealer,
    forcedSoloist: t.forcedSoloist,
    compulsorySoloOwed: t.compulsorySoloOwed,
    turn: t.turn,
    awaiting: t.awaiting,
    handSizes: t.handSizes,
    reservations: t.reservations,
    contract: t.contract,
    gameType: t.gameType,
    piglets: t.piglets,
    pigletHolders: t.pigletHolders,
    parties: t.parties,
    trick: t.trick,
    tricks: t.tricks,
    announcements: t.announcements,
    announcementLog: t.announcementLog,
    deadlineShift: t.deadlineShift,
    armut: t.armut,
    summary: t.summary,
    settlement: t.settlement,
    redeal: t.redeal,
    seat,
    hand: handOf(game, seat),
    declaration: own === undefined ? null : copyDeclaration(own.declaration),
    legalActions: legalActions(game, seat).map(copyAction)
  }
}

/**
 * What a spectator may know of `game`: everything public, no hand at all. A value that is no
 * game state is `input/malformed-game`. Never throws.
 *
 * @example
 * ```ts
 * const view = spectatorView(game)
 * if (E.isRight(view)) view.right.trick // the cards on the table
 * ```
 * @category Views
 * @since 0.1.0
 */
export const spectatorView = (game: Game): E.Either<GameError, SpectatorView> => {
  const g = decodeGame(game)
  return E.isLeft(g) ? g : E.right(tableView(g.right, null))
}
