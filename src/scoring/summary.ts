/**
 * The game summary: everything settlement needs, without the card play. Score-sheet apps build
 * one by hand; the engine builds one from the tricks with {@link tallyTricks}.
 *
 * @module
 */
import { type Card, cardPoints, isClubJack, isDulle, isFox } from '../cards/card.js'
import type { ByParty, BySeat, Party, Seat } from '../seat.js'

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

export const tallyTricks = (
  tricks: FlatTricks,
  parties: BySeat<Party>,
  announcements: ByParty<AnnouncementLevel>
): GameSummary => {
  let rePoints = 0
  let reTricks = 0
  const extra: ExtraPoint[] = []
  const solo = isSoloScoring(parties)
  const last = tricks.count - 1
  for (let t = 0; t < tricks.count; t++) {
    const winner = tricks.winners[t] as Seat
    const leader = tricks.leaders[t] as number
    const party = parties[winner]
    let points = 0
    for (let i = 0; i < 4; i++) {
      const c = tricks.cards[4 * t + i] as Card
      points += cardPoints(c)
      // Only a fox, or a ♣J in the last trick, of the other party can be an extra point.
      if (solo || !(isFox(c) || (t === last && isClubJack(c)))) continue
      if (parties[((leader + i) & 3) as Seat] === party) continue
      if (isFox(c)) {
        extra.push({ party, kind: 'foxCaught' })
        if (t === last) extra.push({ party, kind: 'foxLastTrick' })
      } else extra.push({ party, kind: 'karlchenCaught' })
    }
    if (party === 're') {
      rePoints += points
      reTricks++
    }
    if (points >= 40) extra.push({ party, kind: 'doppelkopf' })
    if (!solo && (tricks.optional.heartTrick || tricks.optional.dulleCatchesDulle)) {
      const base = 4 * t
      const sc = tricks.suitClass
      // A trick of four plain hearts (RULES 11.13): its winner's party.
      if (tricks.optional.heartTrick && isPlainHeartTrick(tricks.cards, base, sc)) {
        extra.push({ party, kind: 'heartTrick' })
      }
      // A second ♥10 that beats the first (11.13): when the first was the other party's.
      const w = (winner - leader) & 3
      if (tricks.optional.dulleCatchesDulle && isDulle(tricks.cards[base + w] as Card)) {
        for (let i = 0; i < w; i++) {
          if (isDulle(tricks.cards[base + i] as Card) && parties[((leader + i) & 3) as Seat] !== party) extra.push({ party, kind: 'dulleCatchesDulle' })
        }
      }
    }
    if (!solo && t === last) {
      const winningCard = tricks.cards[4 * t + ((winner - leader) & 3)] as Card
      if (isClubJack(winningCard)) extra.push({ party, kind: 'karlchen' })
      if (isFox(winningCard)) extra.push({ party, kind: 'foxLastTrick' })
    }
  }
  return {
    parties,
    points: { re: rePoints, kontra: 240 - rePoints },
    tricks: { re: reTricks, kontra: tricks.count - reTricks },
    announcements,
    extraPoints: extra
  }
}
