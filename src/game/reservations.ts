/**
 * The reservation round (Vorbehalt, RULES.md section 3): who may declare what, priority, and
 * the game that results.
 *
 * @module
 */
import { type Card, isClubQueen } from '../cards/card.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { RuleSet } from '../rules/ruleSet.js'
import { type BySeat, type Party, type Seat, bySeat, nextSeat } from '../seat.js'
import { type DeclareAction, DECLARE_HEALTHY, DECLARE_HOCHZEIT, DECLARE_SOLO } from './actions.js'
import type { GameType } from './order.js'
import type { Contract, Declaration, GameSetup, SeatDeclaration } from './state.js'

/**
 * Whether a hand holds both ♣Q.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const hasBothClubQueens = (hand: readonly Card[]): boolean => {
  let n = 0
  for (const c of hand) if (isClubQueen(c)) n++
  return n === 2
}

/**
 * The declarations a seat may make now.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const legalDeclarations = (setup: GameSetup, seat: Seat): DeclareAction[] => {
  const { rules } = setup
  const out: DeclareAction[] = []
  const forced = setup.forcedSoloist === seat
  if (!forced) out.push(DECLARE_HEALTHY[seat] as DeclareAction)
  if (!forced && rules.reservations.includes('hochzeit') && hasBothClubQueens(setup.deal[seat])) {
    out.push(DECLARE_HOCHZEIT[seat] as DeclareAction)
  }
  if (forced || rules.reservations.includes('solo')) {
    const solos = DECLARE_SOLO[seat] as Readonly<Record<string, DeclareAction>>
    for (const s of rules.solos) out.push(solos[s] as DeclareAction)
  }
  return out
}

/**
 * Why a seat may not make a declaration, or null if it may.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const declarationError = (setup: GameSetup, seat: Seat, d: Declaration): GameError | null => {
  const { rules } = setup
  if (setup.forcedSoloist === seat && d.kind !== 'solo') {
    return gameError(ErrorCode.MustDeclareSolo, `Seat ${seat} is vorgeführt and must declare a solo`)
  }
  switch (d.kind) {
    case 'healthy':
      return null
    case 'hochzeit':
      if (!rules.reservations.includes('hochzeit')) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) have no Hochzeit`)
      }
      return hasBothClubQueens(setup.deal[seat])
        ? null
        : gameError(ErrorCode.HochzeitNeedsBothQueens, `A Hochzeit needs both ♣Q; seat ${seat} does not hold them`)
    case 'solo':
      if ((setup.forcedSoloist !== seat && !rules.reservations.includes('solo')) || !rules.solos.includes(d.solo)) {
        return gameError(ErrorCode.ReservationNotOffered, `These rules (${rules.name}) do not offer a ${d.solo} solo`)
      }
      return null
  }
}

/** Priority of a declaration (tsr: Pflichtsolo > Lustsolo > Hochzeit > healthy). */
const priority = (setup: GameSetup, s: SeatDeclaration): number =>
  s.declaration.kind === 'solo' ? (setup.compulsorySoloOwed[s.seat] ? 3 : 2) : s.declaration.kind === 'hochzeit' ? 1 : 0

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
 * The game that a complete reservation round leads to.
 *
 * @category Reservations
 * @since 0.1.0
 */
export interface ResolvedGame {
  readonly contract: Contract
  readonly gameType: GameType
  readonly parties: BySeat<Party | null>
  readonly leader: Seat
  /** True while an announced Hochzeit still looks for its partner. */
  readonly clarifying: boolean
}

/**
 * Resolves a complete reservation round: the highest priority wins, the earlier speaker among
 * equals; if everyone is healthy, a player with both ♣Q plays a silent wedding.
 *
 * @category Reservations
 * @since 0.1.0
 */
export const resolveReservations = (setup: GameSetup, declarations: readonly SeatDeclaration[]): ResolvedGame => {
  let best: SeatDeclaration | undefined
  let bestPriority = 0
  for (const d of declarations) {
    const p = priority(setup, d)
    if (p > bestPriority) {
      best = d
      bestPriority = p
    }
  }
  const dealersLeft = nextSeat(setup.dealer)
  if (best !== undefined && best.declaration.kind === 'solo') {
    const soloist = best.seat
    const compulsory = setup.compulsorySoloOwed[soloist] || setup.forcedSoloist === soloist
    const lead = setup.rules.soloLeader
    const leader = lead === 'soloist' || (lead === 'soloistIfCompulsory' && compulsory) ? soloist : dealersLeft
    return {
      contract: { kind: 'solo', solo: best.declaration.solo, soloist, compulsory },
      gameType: best.declaration.solo,
      parties: bySeat((s) => (s === soloist ? 're' : 'kontra')),
      leader,
      clarifying: false
    }
  }
  if (best !== undefined && best.declaration.kind === 'hochzeit') {
    const hochzeiter = best.seat
    return {
      contract: { kind: 'hochzeit', hochzeiter, partner: null, klaerungsstich: null },
      gameType: 'normal',
      parties: bySeat((s) => (s === hochzeiter ? 're' : null)),
      leader: dealersLeft,
      clarifying: true
    }
  }
  const queens = [0, 0, 0, 0]
  for (let s = 0; s < 4; s++) for (const c of setup.deal[s as Seat]) if (isClubQueen(c)) queens[s] = (queens[s] ?? 0) + 1
  const wedding = queens.indexOf(2) as Seat | -1
  if (wedding !== -1) {
    return {
      contract: { kind: 'silentWedding', player: wedding },
      gameType: 'normal',
      parties: bySeat((s) => (s === wedding ? 're' : 'kontra')),
      leader: dealersLeft,
      clarifying: false
    }
  }
  return {
    contract: { kind: 'normal' },
    gameType: 'normal',
    parties: bySeat((s) => (queens[s] === 1 ? 're' : 'kontra')),
    leader: dealersLeft,
    clarifying: false
  }
}

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
          : null
})
