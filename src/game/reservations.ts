/**
 * The reservation round (Vorbehalt, RULES.md section 3): who may declare what, priority, and
 * the game that results.
 *
 * @module
 */
import { type Card, CLUB_QUEENS, maskHi, maskLo } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import { type BySeat, type Party, type Seat, bySeat, nextSeat } from '../seat.js'
import { type DeclareAction, DECLARE_ARMUT, DECLARE_HEALTHY, DECLARE_HOCHZEIT, DECLARE_SCHMEISSEN, DECLARE_SOLO } from './actions.js'
import { mayDeclareArmut, mayDeclareArmutWith } from './armut.js'
import { dealMasks, handMasksInto } from './dealInfo.js'
import { inMask } from './compact.js'
import { mayThrowIn } from './schmeissen.js'
import type { GameType } from './order.js'
import type { Contract, Declaration, GameSetup, RedealReason, SeatDeclaration } from './state.js'
import { type RuleTable, ruleTable } from '../rules/table.js'
import { deepFreeze } from '../input/plain.js'

/**
 * Whether a hand holds both ♣Q.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const hasBothClubQueens = (hand: readonly Card[]): boolean => holdsBothClubQueens(maskLo(hand), maskHi(hand))

/** {@link hasBothClubQueens} for a hand as bit sets (`lo`: cards 0..23, `hi`: 24..47). */
const holdsBothClubQueens = (lo: number, hi: number): boolean => clubQueensIn(lo, hi) === 2

/** How many ♣Q a hand given as bit sets holds. */
const clubQueensIn = (lo: number, hi: number): number => (inMask(lo, hi, CLUB_QUEENS[0]) ? 1 : 0) + (inMask(lo, hi, CLUB_QUEENS[1]) ? 1 : 0)

/** What the reservation round reads of a setup besides the hands. @internal */
export type RoundParts = Pick<GameSetup, 'rules' | 'dealer' | 'forcedSoloist' | 'compulsorySoloOwed'>

/**
 * How the reservation round reads hands held in some form `D`: a setup's hand lists, or a fast
 * game's bit sets. Plain functions of the holder (no closure is made per call). @internal
 */
export interface HandReader<D> {
  /** Seat `seat`'s hand as bit sets, into `out` (`lo`: cards 0..23, `hi`: bit `card - 24`). */
  readonly masksInto: (hands: D, seat: Seat, out: { lo: number; hi: number }) => void
  /** Every hand as bit sets: seat `s`'s at `2 s` and `2 s + 1`. */
  readonly masks: (hands: D) => ArrayLike<number>
  /** A hand as a list (for the rules that count ranks or points: Schmeißen). */
  readonly list: (hands: D, seat: Seat) => readonly Card[]
}

/** A setup's deal: the hand lists (their bit sets read once for a new game's deal: dealInfo). */
const HAND_LISTS: HandReader<BySeat<readonly Card[]>> = {
  masksInto: handMasksInto,
  masks: dealMasks,
  list: (hands, seat) => hands[seat]
}

/**
 * The declarations a seat may make now.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const legalDeclarations = (setup: GameSetup, seat: Seat): DeclareAction[] => declarationsOf(setup, setup.deal, HAND_LISTS, seat)

/** {@link legalDeclarations} for hands read by `reader` (the fast path's bit sets, say). @internal */
export const declarationsOf = <D>(setup: RoundParts, hands: D, reader: HandReader<D>, seat: Seat): DeclareAction[] => {
  const { rules } = setup
  const table = ruleTable(rules)
  const out: DeclareAction[] = []
  const forced = setup.forcedSoloist === seat
  reader.masksInto(hands, seat, HAND)
  const { lo, hi } = HAND
  if (!forced) out.push(DECLARE_HEALTHY[seat] as DeclareAction)
  if (!forced && table.offers.hochzeit && holdsBothClubQueens(lo, hi)) {
    out.push(DECLARE_HOCHZEIT[seat] as DeclareAction)
  }
  if (!forced && table.offers.armut && mayDeclareArmutWith(rules, lo, hi)) {
    out.push(DECLARE_ARMUT[seat] as DeclareAction)
  }
  if (!forced && table.offers.schmeissen && mayThrowIn(rules, reader.list(hands, seat))) out.push(DECLARE_SCHMEISSEN[seat] as DeclareAction)
  if (forced || table.offers.solo) {
    const solos = soloDeclarations(table)[seat] as readonly DeclareAction[]
    for (let i = 0; i < solos.length; i++) out.push(solos[i] as DeclareAction)
  }
  return out
}

/** Where {@link declarationsOf} reads a hand's bit sets (a scratch: JavaScript runs one call at a time). */
const HAND = { lo: 0, hi: 0 }

/** The solo declarations of each seat, in the order of a rule table's solos (made once per table). */
const SOLO_DECLARATIONS = new WeakMap<RuleTable, readonly (readonly DeclareAction[])[]>()
const soloDeclarations = (table: RuleTable): readonly (readonly DeclareAction[])[] => {
  let bySeat = SOLO_DECLARATIONS.get(table)
  if (bySeat === undefined) {
    // Not frozen: this module's own (the listing copies the actions out of it).
    bySeat = DECLARE_SOLO.map((solos) => table.solos.map((s) => solos[s] as DeclareAction))
    SOLO_DECLARATIONS.set(table, bySeat)
  }
  return bySeat
}

/**
 * Why a seat may not make a declaration, or null if it may.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const declarationError = (setup: GameSetup, seat: Seat, d: Declaration): GameError | null => {
  const { rules } = setup
  const table = ruleTable(rules)
  if (setup.forcedSoloist === seat && d.kind !== 'solo') {
    return gameError(ErrorCode.MustDeclareSolo, `Seat ${seat} is vorgeführt and must declare a solo`, { seat })
  }
  switch (d.kind) {
    case 'healthy':
      return null
    case 'hochzeit':
      if (!table.offers.hochzeit) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) have no Hochzeit`, { seat, reservation: 'hochzeit', solo: null })
      }
      return hasBothClubQueens(setup.deal[seat])
        ? null
        : gameError(ErrorCode.HochzeitNeedsBothQueens, `A Hochzeit needs both ♣Q; seat ${seat} does not hold them`, { seat })
    case 'solo':
      if ((setup.forcedSoloist !== seat && !table.offers.solo) || !table.soloListed(d.solo)) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) do not offer a ${d.solo} solo`, { seat, reservation: 'solo', solo: d.solo })
      }
      return null
    case 'armut':
      if (!table.offers.armut) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) have no Armut`, { seat, reservation: 'armut', solo: null })
      }
      return mayDeclareArmut(rules, setup.deal[seat])
        ? null
        : gameError(ErrorCode.ArmutTooManyTrumps, `Armut needs at most three trumps; seat ${seat} holds more`, { seat })
    case 'schmeissen':
      if (!table.offers.schmeissen) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) have no Schmeißen`, { seat, reservation: 'schmeissen', solo: null })
      }
      return mayThrowIn(rules, setup.deal[seat])
        ? null
        : gameError(ErrorCode.NoSchmeissenReason, `Seat ${seat}'s hand shows none of: ${table.schmeissenReasons.join(', ')}`, { seat, reasons: table.schmeissenReasons })
  }
}

/**
 * Priority of a declaration: the rule set's `reservationPriority` (section 3's order by default:
 * solo > Schmeißen > Armut > Hochzeit), a Pflichtsolo above a Lustsolo; healthy lowest.
 */
const priority = (setup: RoundParts, s: SeatDeclaration): number => {
  if (s.declaration.kind === 'healthy') return 0
  const rank = 2 * ruleTable(setup.rules).reservationRank(s.declaration.kind)
  return s.declaration.kind === 'solo' && soloIsCompulsory(setup, s.seat) ? rank + 1 : rank
}

/**
 * Whether the reservation round is complete: four declarations, or the forced soloist's one.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const reservationsComplete = (setup: GameSetup, declarations: readonly SeatDeclaration[]): boolean =>
  declarations.length === (setup.forcedSoloist === null ? 4 : 1)

/**
 * The seat that speaks first: the dealer's left, or the forced soloist.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const firstSpeaker = (setup: GameSetup): Seat => setup.forcedSoloist ?? nextSeat(setup.dealer)

/**
 * The game that a complete reservation round leads to: card play (`play`), the Armut exchange
 * (`armut`), or a redeal (`redeal`: Schmeißen, or an Armut where the rules make it a redeal).
 *
 * @category Reservations
 * @since 0.1.0
 */
export type Resolution =
  | {
      /** Card play starts. */
      readonly kind: 'play'
      /** The contract. */
      readonly contract: Contract
      /** The game type that fixes the card order. */
      readonly gameType: GameType
      /** Each seat's party; null for the unknown Hochzeit partner. */
      readonly parties: BySeat<Party | null>
      /** Who leads the first trick. */
      readonly leader: Seat
      /** True while an announced Hochzeit still looks for its partner. */
      readonly clarifying: boolean
    }
  | {
      /** The Armut exchange starts. */
      readonly kind: 'armut'
      /** The poor player. */
      readonly poor: Seat
    }
  | {
      /** The same dealer deals again. */
      readonly kind: 'redeal'
      /** Why. */
      readonly reason: RedealReason
      /** Whose reservation caused it. */
      readonly seat: Seat
    }

/**
 * The start of card play in a normal game whose parties are known (all healthy, or after an
 * Armut exchange): the dealer's left leads.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const normalPlay = (setup: Pick<GameSetup, 'dealer'>, contract: Contract, parties: BySeat<Party>): Resolution => ({
  kind: 'play',
  contract,
  gameType: 'normal',
  parties,
  leader: nextSeat(setup.dealer),
  clarifying: false
})

/**
 * Resolves a complete reservation round: the highest priority wins (by default Pflichtsolo >
 * Lustsolo > Schmeißen > Armut > Hochzeit; the rule set's `reservationPriority`), the earlier
 * speaker among equals; if everyone is healthy, a player with both ♣Q plays a silent wedding.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const resolveReservations = (setup: GameSetup, declarations: readonly SeatDeclaration[]): Resolution =>
  resolutionOf(setup, setup.deal, HAND_LISTS, declarations)

/** {@link resolveReservations} for hands read by `reader` (the fast path's bit sets, say). @internal */
export const resolutionOf = <D>(setup: RoundParts, hands: D, reader: HandReader<D>, declarations: readonly SeatDeclaration[]): Resolution => {
  let best: SeatDeclaration | undefined
  let bestPriority = 0
  for (let i = 0; i < declarations.length; i++) {
    const d = declarations[i] as SeatDeclaration
    const p = priority(setup, d)
    if (p > bestPriority) {
      best = d
      bestPriority = p
    }
  }
  const dealersLeft = nextSeat(setup.dealer)
  switch (best?.declaration.kind) {
    case 'solo': {
      const soloist = best.seat
      const compulsory = soloIsCompulsory(setup, soloist)
      const leader = ruleTable(setup.rules).soloistLeads(compulsory) ? soloist : dealersLeft
      return {
        kind: 'play',
        contract: { kind: 'solo', solo: best.declaration.solo, soloist, compulsory },
        gameType: best.declaration.solo,
        parties: bySeat((s) => (s === soloist ? 're' : 'kontra')),
        leader,
        clarifying: false
      }
    }
    case 'schmeissen':
      return { kind: 'redeal', reason: 'schmeissen', seat: best.seat }
    case 'armut':
      return !ruleTable(setup.rules).armut.exchange
        ? { kind: 'redeal', reason: 'armutRedeal', seat: best.seat }
        : { kind: 'armut', poor: best.seat }
    case 'hochzeit': {
      const hochzeiter = best.seat
      return {
        kind: 'play',
        contract: {
          kind: 'hochzeit',
          hochzeiter,
          partner: null,
          klaerungsstich: null,
          clarifiedBy: ruleTable(setup.rules).clarifyingTricks
        },
        gameType: 'normal',
        parties: bySeat((s) => (s === hochzeiter ? 're' : null)),
        leader: dealersLeft,
        clarifying: true
      }
    }
    default:
      return healthyResolutionOf(setup.dealer, reader.masks(hands))
  }
}

/**
 * The resolution of a round in which every seat is healthy, for hands given as bit sets (seat
 * `s`'s cards 0..23 at `masks[2 s]`, 24..47 at `masks[2 s + 1]`): {@link healthyResolution} of
 * the seats of the first and the second ♣Q. The reservation round and `FastGame.deal` ask it.
 *
 * @internal
 */
export const healthyResolutionOf = (dealer: Seat, masks: ArrayLike<number>): Resolution => {
  let first = -1
  let second = -1
  for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
    for (let n = clubQueensIn(masks[2 * seat] as number, masks[2 * seat + 1] as number); n > 0; n--) {
      if (first < 0) first = seat
      else second = seat
    }
  }
  return healthyResolution(dealer, first as Seat, second as Seat)
}

/** The resolutions of a round without reservation, by dealer and ♣Q holders: made once each. */
const HEALTHY: Resolution[] = []

/**
 * The resolution of a round in which every seat is healthy, by the dealer and the seats that hold
 * the first and the second ♣Q (in seat order): a normal game with those two as Re, or a silent
 * wedding when one seat holds both. The same frozen value every time.
 *
 * @internal
 */
export const healthyResolution = (dealer: Seat, first: Seat, second: Seat): Resolution => {
  const key = 16 * dealer + 4 * first + second
  // The look-up allocates nothing: the closures that make a resolution are in makeHealthy (a
  // closure's captured parameters would be allocated on every call).
  return HEALTHY[key] ?? (HEALTHY[key] = makeHealthy(dealer, first, second))
}

const makeHealthy = (dealer: Seat, first: Seat, second: Seat): Resolution =>
  deepFreeze(
    first === second
      ? normalPlay({ dealer }, { kind: 'silentWedding', player: first }, bySeat((s) => (s === first ? 're' : 'kontra')))
      : normalPlay({ dealer }, { kind: 'normal' }, bySeat((s) => (s === first || s === second ? 're' : 'kontra')))
  )

/**
 * A declaration as the other seats see it: `healthy`, or only `reservation` until the winning
 * reservation is revealed (overridden reservations are never revealed).
 *
 * @category Reservations
 * @since 0.1.0
 */
export type PublicDeclaration = 'healthy' | 'reservation'

/**
 * The public side of the reservation round.
 *
 * @category Reservations
 * @since 0.1.0
 */
export interface PublicReservations {
  /** Each declaration as the table saw it. */
  readonly declarations: readonly {
    /** Who declared. */
    readonly seat: Seat
    /** `healthy` or `reservation`. */
    readonly declared: PublicDeclaration
  }[]
  /** The reservation that is played, once revealed. */
  readonly played: SeatDeclaration | null
}

/**
 * The reservation round as every seat may see it: each declaration as `healthy` or
 * `reservation`, and, once the round is resolved (`contract` given), the reservation that is
 * played: null for a normal game and for a silent wedding, which looks like a normal game.
 *
 * @example
 * ```ts
 * publicReservations(game.declarations, game.contract).declarations // [{ seat: 1, declared: 'reservation' }, ...]
 * ```
 * @category Reservations
 * @since 0.1.0
 */
export const publicReservations = (
  declarations: readonly SeatDeclaration[],
  contract: Contract | null
): PublicReservations => ({
  declarations: declarations.map((d) => ({ seat: d.seat, declared: d.declaration.kind === 'healthy' ? 'healthy' : 'reservation' })),
  played:
    contract === null
      ? null
      : contract.kind === 'solo'
        ? { seat: contract.soloist, declaration: { kind: 'solo', solo: contract.solo } }
        : contract.kind === 'hochzeit'
          ? { seat: contract.hochzeiter, declaration: { kind: 'hochzeit' } }
          : contract.kind === 'armut'
            ? { seat: contract.poor, declaration: { kind: 'armut' } }
            : null
})

/**
 * Whether a solo of `seat` is a Pflichtsolo: the seat owes one, or is vorgeführt.
 *
 * @category Reservations
 * @since 0.2.0
 */
export const soloIsCompulsory = (
  setup: { readonly compulsorySoloOwed: readonly boolean[]; readonly forcedSoloist?: number | null },
  seat: number
): boolean => setup.compulsorySoloOwed[seat] === true || setup.forcedSoloist === seat
