/**
 * Reading the player's answers: reservations, cards, announcements, card lists, yes/no and the
 * Hochzeit clarification choice. Each parser turns a line of text into an action (or a value)
 * or a readable reason in the player's language; whether the action is allowed is left to the
 * engine (`applyAction`), whose error the prompt then phrases. The names of both locales are
 * understood whatever the language ("keine 90" and "no 90", "Damensolo" and "queen solo"), and
 * cards in either language's notation (`KrD`, `♣D`, `CQ`, `♣Q`, `Kreuz-Dame`), the player's
 * language deciding where a text would name two different cards.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Card, faceOf } from '../cards/card.js'
import { parseCard } from '../cards/notation.js'
import type { Action, DeclareAction } from '../game/actions.js'
import type { Announcement } from '../game/announcements.js'
import type { ClarifyingTrick, Declaration } from '../game/state.js'
import { de } from '../i18n/de.js'
import { en } from '../i18n/en.js'
import { formatError, reservationName } from '../i18n/format.js'
import { SOLO_TYPES, type SoloType } from '../rules/ruleSet.js'
import type { Seat } from '../seat.js'
import type { CliText, Words } from './words.js'

/** Lower case, without spaces, dashes, dots and underscores: `Keine 90` → `keine90`. */
const squash = (text: string): string => text.toLowerCase().replace(/[\s\-_.]+/g, '')

/** The locales whose names are understood. */
const LOCALES = [de, en] as const

/** Each key of a table under the squashed name every locale gives it. */
const namesIn = <K extends string>(keys: readonly K[], table: (locale: (typeof LOCALES)[number]) => Readonly<Record<K, string>>): Record<string, K> =>
  Object.fromEntries(LOCALES.flatMap((locale) => keys.map((k) => [squash(table(locale)[k]), k])))

const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']

const ANNOUNCEMENT_WORDS: Readonly<Record<string, Announcement>> = {
  ...namesIn(ANNOUNCEMENTS, (l) => l.announcements),
  re: 're',
  kontra: 'kontra',
  contra: 'kontra',
  keine90: 'no90',
  k90: 'no90',
  no90: 'no90',
  keine60: 'no60',
  k60: 'no60',
  no60: 'no60',
  keine30: 'no30',
  k30: 'no30',
  no30: 'no30',
  schwarz: 'schwarz',
  black: 'schwarz'
}

/** The announcement a word names (`re`, `kontra`, `keine 90`, `k60`, `no30`, `schwarz`), or null. */
export const announcementWord = (text: string): Announcement | null => ANNOUNCEMENT_WORDS[squash(text)] ?? null

const SOLO_WORDS: Readonly<Record<string, SoloType>> = {
  ...namesIn(SOLO_TYPES, (l) => l.solos),
  ...Object.fromEntries(SOLO_TYPES.map((s) => [s.toLowerCase(), s])),
  kreuz: 'clubs',
  kreuzsolo: 'clubs',
  eichel: 'clubs',
  pik: 'spades',
  piksolo: 'spades',
  herz: 'hearts',
  herzsolo: 'hearts',
  karo: 'diamonds',
  karosolo: 'diamonds',
  trumpfsolo: 'diamonds',
  damen: 'queens',
  damensolo: 'queens',
  buben: 'jacks',
  bubensolo: 'jacks',
  fleischloser: 'fleischlos',
  assesolo: 'aces',
  // The English names before they followed pagat ("queens solo"), still understood.
  queenssolo: 'queens',
  jackssolo: 'jacks',
  kingssolo: 'kings',
  acessolo: 'aces',
  tenssolo: 'tens',
  koenigssolo: 'kings',
  königssolo: 'kings'
}

/** The declarations other than a solo, by every locale's name ("Gesund", "throw in", ...). */
const RESERVATION_WORDS = namesIn(['healthy', 'hochzeit', 'armut', 'schmeissen'] as const, (l) => l.reservations)

/** The declaration a word names (`gesund`, `hochzeit`, `armut`, `schmeissen`, `damensolo`, `solo queens`), or null. */
export const declarationWord = (text: string): Declaration | null => {
  const t = squash(text)
  const kind = RESERVATION_WORDS[t]
  if (kind !== undefined) return { kind }
  if (t === 'gesund' || t === 'healthy' || t === 'g') return { kind: 'healthy' }
  if (t === 'hochzeit' || t === 'wedding') return { kind: 'hochzeit' }
  if (t === 'armut' || t === 'poverty') return { kind: 'armut' }
  if (t === 'schmeissen' || t === 'schmeißen' || t === 'throw') return { kind: 'schmeissen' }
  const solo = SOLO_WORDS[t.startsWith('solo') ? t.slice(4) : t]
  return solo === undefined ? null : { kind: 'solo', solo }
}

/** A whole number 1..max written alone, or null. */
const choiceNumber = (text: string, max: number): number | null => {
  if (!/^\d+$/.test(text)) return null
  const n = Number(text)
  return n >= 1 && n <= max ? n : null
}

/**
 * The player's reservation: a number from the offered list, or a word. A word names any
 * declaration, offered or not: the engine explains why one it does not offer is refused.
 */
export const parseReservation = (text: string, offered: readonly DeclareAction[], seat: Seat, words: Words): E.Either<string, DeclareAction> => {
  const { ui, locale } = words
  if (text === '') return E.left(ui.chooseReservation(offered.length))
  if (/^\d+$/.test(text)) {
    const n = choiceNumber(text, offered.length)
    return n === null ? E.left(ui.noReservationNumber(text, offered.length)) : E.right(offered[n - 1] as DeclareAction)
  }
  const d = declarationWord(text)
  if (d !== null) return E.right({ type: 'declare', seat, declaration: d })
  // Only the words of the reservations these rules (and this hand) offer.
  const kinds = [...new Set(offered.map((a) => a.declaration.kind))]
  const names = kinds.map((k) => (k === 'solo' ? ui.aSoloName : reservationName(locale, k).toLowerCase()))
  return E.left(ui.unknownReservation(text, offered.length, names.length > 0 ? names : [reservationName(locale, 'healthy').toLowerCase()]))
}

/**
 * The card of a hand that a notation names: a held copy of that face (a playable one first),
 * else the face's first copy, which the engine then reports as not in the hand.
 */
const cardOfFace = (face: number, hand: readonly Card[], prefer: readonly Card[], taken: readonly Card[]): Card => {
  const held = hand.filter((c) => faceOf(c) === face && !taken.includes(c))
  return held.find((c) => prefer.includes(c)) ?? held[0] ?? (taken.includes(face * 2) ? face * 2 + 1 : face * 2)
}

/** One card of the shown hand: its number (1-based) or its notation (`CQ`, `♣Q`, `KrD`, `♣D`, `H10`, `Kreuz-Dame`). */
const cardToken = (token: string, sorted: readonly Card[], prefer: readonly Card[], taken: readonly Card[], words: Words): E.Either<string, Card> => {
  if (/^\d+$/.test(token)) {
    const n = choiceNumber(token, sorted.length)
    return n === null ? E.left(words.ui.noCardNumber(token, sorted.length)) : E.right(sorted[n - 1] as Card)
  }
  const parsed = parseCard(token, { language: words.lang })
  return E.isLeft(parsed)
    ? E.left(formatError(words.locale, parsed.left))
    : E.right(cardOfFace(faceOf(parsed.right), sorted, prefer, taken))
}

/**
 * The player's move at the card prompt: a card (number in the shown hand, or notation) to play,
 * or an announcement word.
 */
export const parseMove = (text: string, sorted: readonly Card[], playable: readonly Card[], seat: Seat, words: Words): E.Either<string, Action> => {
  if (text === '') return E.left(words.ui.enterMove)
  const a = announcementWord(text)
  if (a !== null) return E.right({ type: 'announce', seat, announcement: a })
  return E.map((card: Card): Action => ({ type: 'play', seat, card }))(cardToken(text, sorted, playable, [], words))
}

/** A list of cards of the shown hand, by number or notation, separated by spaces or commas. */
export const parseCardList = (text: string, sorted: readonly Card[], words: Words): E.Either<string, readonly Card[]> => {
  const tokens = text.split(/[\s,;]+/).filter((t) => t !== '')
  if (tokens.length === 0) return E.left(words.ui.enterCards)
  const out: Card[] = []
  for (const token of tokens) {
    const card = cardToken(token, sorted, sorted, out, words)
    if (E.isLeft(card)) return card
    if (out.includes(card.right)) return E.left(words.ui.namedTwice(token))
    out.push(card.right)
  }
  return E.right(out)
}

/** Yes or no: `y`, `yes`, `j`, `ja` / `n`, `no`, `nein`, in either language. */
export const parseYesNo = (text: string, ui: CliText): E.Either<string, boolean> => {
  const t = text.toLowerCase()
  if (['y', 'yes', 'j', 'ja'].includes(t)) return E.right(true)
  if (['n', 'no', 'nein'].includes(t)) return E.right(false)
  return E.left(ui.yesNo(text))
}

/** The Hochzeiter's choice among `choices` (the game's offered clarifications): its number, or its key (`trump`, `clubs`, ...). */
export const parseClarification = (text: string, choices: readonly ClarifyingTrick[], ui: CliText): E.Either<string, ClarifyingTrick> => {
  const n = choiceNumber(text, choices.length)
  if (n !== null) return E.right(choices[n - 1] as ClarifyingTrick)
  const t = text.toLowerCase()
  const found = choices.find((c) => c === t)
  return found !== undefined ? E.right(found) : E.left(ui.chooseClarification(choices.length, text))
}

/**
 * The Genscher choice among `choices` (the partners the engine lists, `null` for keeping the
 * parties): its number, or a partner's name as the table calls that seat (any case).
 */
export const parseGenscher = (
  text: string,
  choices: readonly (Seat | null)[],
  names: readonly string[],
  ui: CliText
): E.Either<string, Seat | null> => {
  const n = choiceNumber(text, choices.length)
  if (n !== null) return E.right(choices[n - 1] as Seat | null)
  const t = text.trim().toLowerCase()
  const found = choices.find((c) => c !== null && names[c]?.toLowerCase() === t)
  return found !== undefined ? E.right(found) : E.left(ui.chooseGenscher(choices.length, text))
}
