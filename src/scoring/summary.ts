/**
 * The game summary: everything settlement needs, without the card play. Score-sheet apps build
 * one by hand; the engine builds one from the tricks with {@link tallyTricks}.
 *
 * @module
 */
import { type Card, CARD_POINTS, isClubJack, isDulle, isFox } from '../cards/card.js'
import type { ByParty, BySeat, Party } from '../seat.js'

/**
 * A party's announcement level: `none`, `announced` (Re or Kontra said), or its highest Absage.
 *
 * @category Announcements
 * @since 0.1.0
 */
export type AnnouncementLevel = 'none' | 'announced' | 'no90' | 'no60' | 'no30' | 'schwarz'

/**
 * The levels in order; a level's index is its number (0 = none ... 5 = schwarz).
 *
 * @category Announcements
 * @since 0.1.0
 */
export const ANNOUNCEMENT_LEVELS: readonly AnnouncementLevel[] = ['none', 'announced', 'no90', 'no60', 'no30', 'schwarz']

/**
 * An extra-point kind (Sonderpunkt) found in the tricks.
 *
 * @category Scoring
 * @since 0.1.0
 */
export type ExtraPointKind = 'foxCaught' | 'doppelkopf' | 'karlchen' | 'karlchenCaught' | 'foxLastTrick' | 'heartTrick' | 'dulleCatchesDulle'

/**
 * All extra-point kinds.
 *
 * @category Scoring
 * @since 0.1.0
 */
export const EXTRA_POINT_KINDS: readonly ExtraPointKind[] = ['foxCaught', 'doppelkopf', 'karlchen', 'karlchenCaught', 'foxLastTrick', 'heartTrick', 'dulleCatchesDulle']

/**
 * One extra point, credited to `party`.
 *
 * @category Scoring
 * @since 0.1.0
 */
export interface ExtraPoint {
  /** The party credited. */
  readonly party: Party
  /** Which extra point. */
  readonly kind: ExtraPointKind
}

/**
 * A played game, reduced to what settlement needs.
 *
 * A game with one Re player (solo, silent wedding, Hochzeit played alone) is scored as a solo:
 * no extra points, the soloist scores three times the value.
 *
 * @example
 * ```ts
 * const summary: GameSummary = {
 *   parties: ['re', 're', 'kontra', 'kontra'],
 *   points: { re: 131, kontra: 109 },
 *   tricks: { re: 7, kontra: 5 },
 *   announcements: { re: 'none', kontra: 'none' },
 *   extraPoints: []
 * }
 * ```
 * @category Scoring
 * @since 0.1.0
 */
export interface GameSummary {
  /** Each seat's party. One or two seats are Re. */
  readonly parties: BySeat<Party>
  /** Card points (Augen) taken by each party; they add up to 240. */
  readonly points: ByParty<number>
  /** Tricks taken by each party; they add up to the number of tricks. */
  readonly tricks: ByParty<number>
  /** Each party's highest announcement. */
  readonly announcements: ByParty<AnnouncementLevel>
  /** Extra points found in the tricks (empty in a solo). */
  readonly extraPoints: readonly ExtraPoint[]
}

/**
 * Whether a game with these parties is scored as a solo (one player against three).
 *
 * @category Scoring
 * @since 0.1.0
 */
export const isSoloScoring = (parties: BySeat<Party>): boolean =>
  (parties[0] === 're' ? 1 : 0) + (parties[1] === 're' ? 1 : 0) + (parties[2] === 're' ? 1 : 0) + (parties[3] === 're' ? 1 : 0) === 1

/**
 * The tricks of a finished game as flat arrays (no objects per trick), as both the validating
 * API and the fast path keep them.
 *
 * @category Scoring
 * @since 0.1.0
 */
export interface FlatTricks {
  /** Card `i` of trick `t` (in play order) at index `4 * t + i`. */
  readonly cards: ArrayLike<Card>
  /** The leader of trick `t`. */
  readonly leaders: ArrayLike<number>
  /** The winner of trick `t`. */
  readonly winners: ArrayLike<number>
  /** Number of tricks. */
  readonly count: number
  /** The suit class of each card id in the game's card order: 0..3 a plain suit (2: hearts), 4 trump. */
  readonly suitClass: ArrayLike<number>
  /**
   * Whether to look for the events of the options `extraPoints.heartTrick` and
   * `extraPoints.dulleCatchesDulle` (RULES 11.13): only under a rule set that has them, so the
   * summaries of every other game stay as they were.
   */
  readonly optional: { readonly heartTrick: boolean; readonly dulleCatchesDulle: boolean }
}


/** The suit class of the plain hearts in a card order (the suit index of hearts). */
const HEARTS = 2

/**
 * Whether the four cards from `start` are a trick of plain hearts (RULES 11.12 and 11.13) in a
 * card order with these suit classes (so the ♥10 only where it is plain).
 *
 * @internal
 */
export const isPlainHeartTrick = (cards: ArrayLike<Card>, start: number, suitClass: ArrayLike<number>): boolean =>
  suitClass[cards[start] as Card] === HEARTS &&
  suitClass[cards[start + 1] as Card] === HEARTS &&
  suitClass[cards[start + 2] as Card] === HEARTS &&
  suitClass[cards[start + 3] as Card] === HEARTS

/** Re and Kontra as numbers in a {@link Tally}: Re 0, Kontra 1. @internal */
export const RE = 0
/** @internal */
export const KONTRA = 1
/** The parties by number. @internal */
export const PARTIES: readonly [Party, Party] = ['re', 'kontra']

/**
 * A finished game reduced to numbers, and its settlement: what {@link tallyInto} and
 * `settleTally` compute without allocating. One object is reused from game to game (the fast
 * path keeps one; {@link tallyTricks} and `settleValid` use one of their own module's).
 *
 * @internal
 */
export class Tally {
  /** Bit `s` set: seat `s` is Re. */
  reSeats = 0
  /** Card points of Re (Kontra has the rest of 240). */
  rePoints = 0
  /** Tricks of Re. */
  reTricks = 0
  /** Tricks in the game. */
  count = 0
  /** Re's announcement level (0 none .. 5 schwarz). */
  reLevel = 0
  /** Kontra's announcement level. */
  kontraLevel = 0
  /**
   * The extra points found, in order: the party credited (Re 0, Kontra 1). A game has fewer than
   * 20 (two foxes caught and in the last trick, two ♣J caught, a Karlchen, at most six tricks of
   * 40 points, two heart tricks, one Dulle caught), so 64 places are plenty.
   */
  readonly extraParty = new Uint8Array(64)
  /** ... and the kind (index in {@link EXTRA_POINT_KINDS}). */
  readonly extraKind = new Uint8Array(64)
  /** How many extra points were found. */
  extras = 0
  /** The settlement: the winner (Re 0, Kontra 1, -1 nobody). */
  winner = -1
  /** The sums of the settlement lines of Re and of Kontra. */
  re = 0
  kontra = 0
  /** Whether the game is scored as a solo. */
  solo = false
}

/** The index of each extra-point kind in {@link EXTRA_POINT_KINDS}. */
const FOX_CAUGHT = 0
const DOPPELKOPF = 1
const KARLCHEN = 2
const KARLCHEN_CAUGHT = 3
const FOX_LAST_TRICK = 4
const HEART_TRICK = 5
const DULLE_CATCHES_DULLE = 6

const addExtra = (t: Tally, party: number, kind: number): void => {
  t.extraParty[t.extras] = party
  t.extraKind[t.extras] = kind
  t.extras++
}

/** The party (Re 0, Kontra 1) of a seat, given the Re seats' bits. */
const partyIn = (reSeats: number, seat: number): number => ((reSeats >> seat) & 1) ^ (RE ^ KONTRA) // RE 0, KONTRA 1: without a branch (a random winner would mispredict one)

/** The number of Re seats of a {@link Tally}'s `reSeats`. @internal */
export const reSeatCount = (reSeats: number): number => (reSeats & 1) + ((reSeats >> 1) & 1) + ((reSeats >> 2) & 1) + ((reSeats >> 3) & 1)

/**
 * The core of {@link tallyTricks}, on numbers: counts card points and tricks of Re (the seats
 * of `t.reSeats`) and finds the extra-point events into `t`, without allocating.
 *
 * @internal
 */
export const tallyInto = (tricks: FlatTricks, t: Tally): void => {
  const reSeats = t.reSeats
  let rePoints = 0
  let reTricks = 0
  t.extras = 0
  const solo = reSeatCount(reSeats) === 1
  const last = tricks.count - 1
  for (let n = 0; n < tricks.count; n++) {
    const winner = tricks.winners[n] as number
    const leader = tricks.leaders[n] as number
    const party = partyIn(reSeats, winner)
    let points = 0
    for (let i = 0; i < 4; i++) {
      const c = tricks.cards[4 * n + i] as Card
      points += CARD_POINTS[c] as number
      // Only a fox, or a ♣J in the last trick, of the other party can be an extra point.
      if (solo || !(isFox(c) || (n === last && isClubJack(c)))) continue
      if (partyIn(reSeats, (leader + i) & 3) === party) continue
      if (isFox(c)) {
        addExtra(t, party, FOX_CAUGHT)
        if (n === last) addExtra(t, party, FOX_LAST_TRICK)
      } else addExtra(t, party, KARLCHEN_CAUGHT)
    }
    // Without a branch on the party, as in partyIn: `re` is 1 for a Re trick, else 0.
    const re = party ^ KONTRA
    rePoints += points & -re
    reTricks += re
    if (points >= 40) addExtra(t, party, DOPPELKOPF)
    if (!solo && (tricks.optional.heartTrick || tricks.optional.dulleCatchesDulle)) {
      const base = 4 * n
      const sc = tricks.suitClass
      // A trick of four plain hearts (RULES 11.13): its winner's party.
      if (tricks.optional.heartTrick && isPlainHeartTrick(tricks.cards, base, sc)) addExtra(t, party, HEART_TRICK)
      // A second ♥10 that beats the first (11.13): when the first was the other party's.
      const w = (winner - leader) & 3
      if (tricks.optional.dulleCatchesDulle && isDulle(tricks.cards[base + w] as Card)) {
        for (let i = 0; i < w; i++) {
          if (isDulle(tricks.cards[base + i] as Card) && partyIn(reSeats, (leader + i) & 3) !== party) addExtra(t, party, DULLE_CATCHES_DULLE)
        }
      }
    }
    if (!solo && n === last) {
      const winningCard = tricks.cards[4 * n + ((winner - leader) & 3)] as Card
      if (isClubJack(winningCard)) addExtra(t, party, KARLCHEN)
      if (isFox(winningCard)) addExtra(t, party, FOX_LAST_TRICK)
    }
  }
  t.rePoints = rePoints
  t.reTricks = reTricks
  t.count = tricks.count
}

/** The Re seats of a party assignment, as the bits of a {@link Tally}'s `reSeats`. @internal */
export const reSeatsOf = (parties: BySeat<Party | null>): number =>
  (parties[0] === 're' ? 1 : 0) | (parties[1] === 're' ? 2 : 0) | (parties[2] === 're' ? 4 : 0) | (parties[3] === 're' ? 8 : 0)

const SCRATCH = new Tally()

/** Every extra point, by party (Re 0, Kontra 1) and kind: made once, frozen, shared by the summaries. */
const EXTRAS: readonly (readonly ExtraPoint[])[] = PARTIES.map((party) => EXTRA_POINT_KINDS.map((kind) => Object.freeze({ party, kind })))

/**
 * Counts card points and tricks per party and finds the extra-point events of a finished game:
 * in games with two Re players every kind (an opponent's ♦A caught, a trick of 40 or more, the
 * last trick won by a ♣J, each opponent's ♣J caught in the last trick, a ♦A winning or caught in
 * the last trick); in a solo only Doppelkopf tricks. Which of them count is the rule set's,
 * applied by `settle`.
 *
 * @category Scoring
 * @since 0.1.0
 */
export const tallyTricks = (
  tricks: FlatTricks,
  parties: BySeat<Party>,
  announcements: ByParty<AnnouncementLevel>
): GameSummary => {
  const t = SCRATCH
  t.reSeats = reSeatsOf(parties)
  tallyInto(tricks, t)
  const extra: ExtraPoint[] = []
  for (let i = 0; i < t.extras; i++) extra.push(EXTRAS[t.extraParty[i] as number]?.[t.extraKind[i] as number] as ExtraPoint)
  return {
    parties,
    points: { re: t.rePoints, kontra: 240 - t.rePoints },
    tricks: { re: t.reTricks, kontra: t.count - t.reTricks },
    announcements,
    extraPoints: extra
  }
}
