/**
 * Announcements (Ansagen and Absagen): levels, deadlines, skipping and the reply rule
 * (RULES.md section 5). Pure functions over small numbers, shared by the validating API and the
 * fast path.
 *
 * @module
 */
import { ErrorCode } from '../errors.js'
import type { Party } from '../seat.js'
import type { RuleTable } from '../rules/table.js'

/**
 * An announcement a player makes: `re` or `kontra` (the Ansage of the player's own party), then
 * the Absagen `no90`, `no60`, `no30`, `schwarz`.
 *
 * @category Announcements
 * @since 0.1.0
 */
export type Announcement = 're' | 'kontra' | 'no90' | 'no60' | 'no30' | 'schwarz'

export { type AnnouncementLevel, ANNOUNCEMENT_LEVELS } from '../scoring/summary.js'

/**
 * What the deadlines depend on in the rules: the hand size and whether the reply rule applies
 * (the compiled rule table has both: pass `ruleTable(rules)`).
 *
 * @category Announcements
 * @since 0.2.0
 */
export type Deadlines = Pick<RuleTable, 'cardsPerHand' | 'standardDeadlines' | 'deadlineCards' | 'cardsFor' | 'announcementReply' | 'countsTrickCard'>

/**
 * The number (1..5) of an announcement's level.
 *
 * @example
 * ```ts
 * announcementLevel('no60') // 3
 * ```
 * @category Announcements
 * @since 0.1.0
 */
export const announcementLevel = (a: Announcement): number =>
  a === 're' || a === 'kontra' ? 1 : a === 'no90' ? 2 : a === 'no60' ? 3 : a === 'no30' ? 4 : 5

/**
 * The announcement a party makes at a level 1..5.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const announcementAt = (party: Party, level: number): Announcement =>
  level <= 1 ? party : level === 2 ? 'no90' : level === 3 ? 'no60' : level === 4 ? 'no30' : 'schwarz'

/**
 * What one party has announced so far.
 *
 * @category Announcements
 * @since 0.1.0
 */
export interface PartyAnnouncements {
  /** 0 none, 1 Re/Kontra, 2 keine 90, 3 keine 60, 4 keine 30, 5 schwarz. */
  readonly level: number
  /** The party's Re/Kontra was a reply that would have been too late as a first announcement, so it makes no Absage. */
  readonly lateReply: boolean
}

/**
 * What a party has announced before it announces anything (and after a Genscher voids it): no
 * level, no late reply. Shared and frozen.
 *
 * @internal
 */
export const NOTHING_ANNOUNCED: PartyAnnouncements = Object.freeze({ level: 0, lateReply: false })

/**
 * Cards a player must still hold to make the announcement of `level` (1..5) as a first
 * announcement: 11, 10, 9, 8, 7 with twelve cards per hand, lowered by `shift` after a Hochzeit.
 *
 * @example
 * ```ts
 * requiredCards(1, ruleTable(rules.tsr), 0) // 11: Re or Kontra
 * requiredCards(2, ruleTable(rules.tsr), 1) // 9: keine 90 after a Hochzeit clarified in the second trick
 * ```
 * @category Announcements
 * @since 0.1.0
 */
export const requiredCards = (level: number, table: Deadlines, shift: number): number =>
  (table.standardDeadlines ? table.cardsPerHand - level : table.cardsFor(level)) - shift

/**
 * The cards of a player that count for the deadlines: those in hand, and (with "Ansage bis zur
 * vollen Karte") the card it put into the current trick while the trick is not complete.
 *
 * @internal
 */
export const countedCards = (handSize: number, playedToTrick: boolean, table: Deadlines): number =>
  playedToTrick && table.countsTrickCard ? handSize + 1 : handSize

/**
 * Whether a Re/Kontra by a player holding `handSize` cards is allowed, and how: `'first'` (in
 * time as a first announcement), `'reply'` (only as a reply: one card fewer than the opponents'
 * latest announcement needed), or `'no'`.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const ansageTiming = (handSize: number, oppLevel: number, table: Deadlines, shift: number): 'first' | 'reply' | 'no' =>
  handSize >= requiredCards(1, table, shift)
    ? 'first'
    : table.announcementReply && oppLevel > 0 && handSize >= requiredCards(oppLevel, table, shift) - 1
      ? 'reply'
      : 'no'

/**
 * The highest level (0..5) a player holding `handSize` cards may raise their party to now,
 * walking up from the party's level: every skipped level must itself still be allowed (tsr
 * 6.4.3), and after a late reply the party makes no Absage. Returns `ownLevel` when nothing is
 * allowed.
 *
 * @example
 * ```ts
 * highestAllowedLevel(12, 0, false, 0, 12, 0) // 5: "schwarz" implies every level below
 * highestAllowedLevel(10, 0, false, 0, 12, 0) // 0: Re needs 11
 * ```
 * @category Announcements
 * @since 0.1.0
 */
export const highestAllowedLevel = (
  handSize: number,
  ownLevel: number,
  ownLateReply: boolean,
  oppLevel: number,
  table: Deadlines,
  shift: number
): number => {
  let level = ownLevel
  let late = ownLateReply
  if (level === 0) {
    const timing = ansageTiming(handSize, oppLevel, table, shift)
    if (timing === 'no') return 0
    late = late || timing === 'reply'
    level = 1
  }
  if (late) return level
  while (level < 5 && handSize >= requiredCards(level + 1, table, shift)) level++
  return level
}

/**
 * The verdict of {@link announcementVerdict}: accepted (`ok-late-reply`: as a late reply), or an
 * error code.
 *
 * @category Announcements
 * @since 0.1.0
 */
export type AnnouncementVerdict = 'ok' | 'ok-late-reply' | ErrorCode

/**
 * Checks whether a player holding `handSize` cards may raise their party from `ownLevel` to level
 * `target` (see {@link highestAllowedLevel}), and says why not.
 *
 * @category Announcements
 * @since 0.1.0
 */
export const checkAnnouncement = (
  handSize: number,
  target: number,
  ownLevel: number,
  ownLateReply: boolean,
  oppLevel: number,
  table: Deadlines,
  shift: number
): AnnouncementVerdict => {
  if (target <= ownLevel) return ErrorCode.AlreadyAnnounced
  const lateNow = ownLevel === 0 && ansageTiming(handSize, oppLevel, table, shift) === 'reply'
  if (target <= highestAllowedLevel(handSize, ownLevel, ownLateReply, oppLevel, table, shift)) {
    return lateNow ? 'ok-late-reply' : 'ok'
  }
  if (ownLevel === 0 && ansageTiming(handSize, oppLevel, table, shift) === 'no') return ErrorCode.TooLate
  return ownLateReply || lateNow ? ErrorCode.AbsageAfterLateReply : ErrorCode.TooLate
}

/**
 * Where a party stands when one of its players wants to announce: the record argument of
 * {@link announcementTiming}, {@link highestAnnouncementLevel} and {@link announcementVerdict}.
 *
 * @category Announcements
 * @since 0.2.0
 */
export interface AnnouncementPosition {
  /** The cards the announcing player holds. */
  readonly cardsInHand: number
  /** The level (0..5, see {@link announcementLevel}) the player's party has announced. */
  readonly ownLevel: number
  /** Whether the party's Re/Kontra was a late reply (it then makes no Absage). */
  readonly ownLateReply: boolean
  /** The level the other party has announced. */
  readonly opponentLevel: number
  /** The game's deadlines: `ruleTable(rules)` is one. */
  readonly deadlines: Deadlines
  /** How many cards the deadlines move after a Hochzeit (`deadlineShift`); 0 otherwise. */
  readonly shift: number
}

/**
 * Whether a Re/Kontra is allowed now, and how: `'first'` (in time), `'reply'` (only as a reply
 * to the other party, one card late), or `'no'`.
 *
 * @example
 * ```ts
 * announcementTiming({ cardsInHand: 10, ownLevel: 0, ownLateReply: false, opponentLevel: 1, deadlines: ruleTable(rules.tsr), shift: 0 }) // 'reply'
 * ```
 * @category Announcements
 * @since 0.2.0
 */
export const announcementTiming = (p: AnnouncementPosition): 'first' | 'reply' | 'no' =>
  ansageTiming(p.cardsInHand, p.opponentLevel, p.deadlines, p.shift)

/**
 * The highest level (0..5) the player may raise the party to now: every skipped level must itself
 * still be allowed (tsr 6.4.3). The party's own level when nothing is allowed.
 *
 * @example
 * ```ts
 * highestAnnouncementLevel({ cardsInHand: 12, ownLevel: 0, ownLateReply: false, opponentLevel: 0, deadlines: ruleTable(rules.tsr), shift: 0 }) // 5
 * ```
 * @category Announcements
 * @since 0.2.0
 */
export const highestAnnouncementLevel = (p: AnnouncementPosition): number =>
  highestAllowedLevel(p.cardsInHand, p.ownLevel, p.ownLateReply, p.opponentLevel, p.deadlines, p.shift)

/**
 * Whether the player may raise the party to level `target`: `'ok'`, `'ok-late-reply'`, or the
 * error code that names why not. Data-last.
 *
 * @example
 * ```ts
 * announcementVerdict(2)({ cardsInHand: 10, ownLevel: 0, ownLateReply: false, opponentLevel: 0, deadlines: ruleTable(rules.tsr), shift: 0 }) // 'announce/too-late'
 * ```
 * @category Announcements
 * @since 0.2.0
 */
export const announcementVerdict =
  (target: number) =>
  (p: AnnouncementPosition): AnnouncementVerdict =>
    checkAnnouncement(p.cardsInHand, target, p.ownLevel, p.ownLateReply, p.opponentLevel, p.deadlines, p.shift)
