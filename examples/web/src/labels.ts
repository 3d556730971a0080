/**
 * The page's words. Every game term (cards, game types, reservations, announcements, settlement
 * lines, redeal reasons, errors, what happens at the table) comes from the library's German
 * locale (`de` of `doppelkopf/i18n`); the person at the screen is its "du"/"dich"/"dir". What is
 * left here is the seat names and {@link UI}, the words of the page itself (its buttons,
 * prompts and headings).
 *
 * @module
 */
import { type Card, type Seat } from 'doppelkopf'
import type { BotLevel } from 'doppelkopf/bots'
import { type Locale, type Person, cardName, de } from 'doppelkopf/i18n'

/** The locale of the page: the library's German. */
export const L: Locale = de

/** The player names by seat: seat 0 is the person at the screen, 1..3 the bots (clockwise). */
export const SEAT_NAMES: readonly [string, string, string, string] = ['Du', 'Anna', 'Ben', 'Carla']

let seatNames: readonly string[] = SEAT_NAMES

/** Names the seats otherwise: the online page gives the table's players (and "Du" at the person's own seat). */
export const setSeatNames = (names: readonly [string, string, string, string]): void => {
  seatNames = names
}

/** The name of a seat. */
export const seatName = (seat: Seat): string => seatNames[seat] ?? SEAT_NAMES[seat]

/** The forms of a seat's name in a sentence: the locale's "du"/"dich"/"dir" for `self`, the name otherwise. */
export const who = (seat: Seat, self: Seat): Person => (seat === self ? L.you : L.person(seatName(seat)))

/** A card's German name, e.g. "Kreuz-Dame". */
export const cardLabel = (card: Card): string => cardName(L, card)

/** The text with its first letter upper-cased (a phrase at the start of a line). */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)

/** The date's parts of `YYYY-MM-DD`. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** German dates as German readers write them: "4. Dezember 2026". */
const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * A calendar day (`YYYY-MM-DD`, as the daily Partie and the server name it) in German words:
 * "4. Dezember 2026". The day is the date's own: it is made and written in UTC, so no time zone
 * of the reader's moves it to the day before. Anything that is no such date is given back as it is.
 */
export const germanDate = (iso: string): string => {
  const m = ISO_DATE.exec(iso)
  if (m === null) return iso
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // 2026-02-30 is no day (Date would roll it over to March).
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return iso
  return GERMAN_DATE.format(date)
}

/** A signed score, e.g. "+3", "−2", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')

/** The page's own words: buttons, prompts, headings and the state of a card for a screen reader. */
export const UI = {
  title: 'Doppelkopf',
  gameMenu: 'Spiel',
  newGame: 'Neues Spiel',
  daily: 'Täglich',
  dailyTitle: 'Die Übungspartie des Tages: alle bekommen heute dieselben Blätter (nicht die der Bestenliste: die spielt der Tisch-Server)',
  dailyInfo: 'Übungspartie des Tages vom',
  rules: 'Regeln',
  switchTo: 'Wechseln zu',
  startsNewPartie: 'startet eine neue Partie',
  standard: 'Standardregeln',
  variants: 'Varianten',
  rulesSummary: 'pagat.com-Grundregeln',
  withVariants: 'mit den drei Varianten',
  gameOf: (n: number, of: number) => `Spiel ${n} von ${of}`,
  resumed: 'Fortgesetzt',
  notResumed: 'Die gespeicherte Partie ließ sich nicht fortsetzen, eine neue beginnt',
  /** Why a stored Partie is not resumed (besides the library's words for a record that does not decode or replay). */
  damaged: {
    notJson: 'kein JSON',
    notObject: 'kein Objekt',
    format: 'unbekanntes Format',
    rules: 'unbekannte Regeln',
    seed: 'kein Seed',
    date: 'kein Datum',
    started: 'keine Zahl der Partien',
    noGames: 'keine Spiele',
    otherCards: (game: number) => `Spiel ${game}: andere Karten als das Geben der Partie`,
    notOver: (game: number) => `Spiel ${game} ist nicht zu Ende`
  },
  error: 'Fehler',
  tableLabel: 'Tisch',
  trickLabel: 'Stich auf dem Tisch',
  lastTrick: 'Letzter Stich',
  lastTrickShown: 'Letzter Stich wird gezeigt',
  onTurn: 'am Zug',
  announcement: 'Ansage',
  led: 'Ausspiel',
  winning: 'sticht',
  winningSoFar: 'sticht bisher',
  wonTrick: 'gewinnt den Stich',
  armutOffer: (whose: string, cards: string) => `${whose}: ${cards}. Nimmst du sie?`,
  accept: 'Annehmen',
  decline: 'Ablehnen',
  choosePass: (cards: string, chosen: number) => `Wähle ${cards} zum Abgeben (alle Trümpfe sind dabei): ${chosen} gewählt.`,
  chooseReturn: (cards: string, chosen: number) => `Wähle ${cards} zum Zurückgeben: ${chosen} gewählt.`,
  clarificationPrompt: 'Welcher Stich findet deinen Partner?',
  genscherPrompt: 'Genscher: du hast beide ♦K. Wähle einen Partner oder behalte die Parteien.',
  genscherPartner: (name: string) => `${name} als Partner`,
  keepParties: 'Parteien behalten',
  announce: (what: string) => `${what} ansagen`,
  yourCards: 'Deine Karten',
  playable: 'spielbar',
  notPlayable: 'nicht spielbar',
  selected: 'ausgewählt',
  notSelected: 'nicht ausgewählt',
  mustGo: 'muss abgegeben werden',
  received: 'erhalten',
  yourMove: {
    declare: 'Gesund oder Vorbehalt?',
    armutPass: 'Wähle die Karten für die Armut.',
    armutAnswer: 'Nimmst du die Armut?',
    armutReturn: 'Wähle die Karten, die du zurückgibst.',
    chooseClarification: 'Wähle den Klärungsstich.',
    play: 'Spiele eine hervorgehobene Karte.'
  },
  gameOver: 'Spiel vorbei.',
  settlementOf: (n: number, winner: string) => `${L.result.settlement} Spiel ${n}: ${winner}`,
  lineHeads: ['Grund', 'für', 'Punkte'] as const,
  sameDealer: 'Derselbe Geber gibt neu.',
  nextGame: 'Nächstes Spiel',
  newPartie: 'Neue Partie',
  sheetCaption: (played: number, games: number) => `${L.sheet.title}: ${played} von ${games} Spielen`,
  sheetKind: 'Art',
  place: (rank: number, of: number) => `Platz ${rank} von ${of}`,
  sharedWith: (names: readonly string[]) => `gemeinsam mit ${names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} und ${names[names.length - 1]}`}`,
  chart: 'Verlauf',
  chartLabel: (name: string, totals: string) => `${name}: Stand nach jedem Spiel ${totals}`,
  discardTitle: 'Partie verwerfen?',
  discardText: (game: string) => `Die laufende Partie (${game}) geht verloren.`,
  discardWhat: { newGame: 'Neues Spiel', daily: 'Täglich', rules: 'Regelwechsel' } as const,
  discard: 'Verwerfen',
  keepPlaying: 'Weiterspielen',
  /** The opponents' level (`BOT_LEVELS` of `doppelkopf/bots`; the library's locale has no words for them). */
  level: 'Gegner',
  levelTitle: 'Spielstärke der drei Computergegner',
  levels: { beginner: 'Anfänger', casual: 'Gelegenheitsspieler', strong: 'Stark', expert: 'Experte' } satisfies Record<BotLevel, string>,
  /** The advice ("Tipp", `advise` of `doppelkopf/bots`) and the game review ("Rückblick", `review`); the phrases of the reasons, the expected points and the losses are the library's (`L.advice`). */
  hint: 'Tipp',
  hintTitle: 'Jede Möglichkeit mit den Punkten, die sie im Schnitt bringt, die beste zuerst',
  hintBusy: 'Tipp wird berechnet …',
  /** A hand card the open Tipp ranks first, for a screen reader. */
  advised: 'Tipp',
  hintHead: (deals: number) => `Tipp (erwartete Punkte über ${deals} ${deals === 1 ? 'Verteilung' : 'Verteilungen'} der verdeckten Karten):`,
  hintMore: (n: number) => `… und ${n} ${n === 1 ? 'weitere Möglichkeit' : 'weitere Möglichkeiten'}`,
  review: 'Rückblick',
  reviewTitle: 'Deine Entscheidungen in diesem Spiel mit den erwarteten Punkten, die teuersten markiert',
  reviewBusy: 'Rückblick wird berechnet …',
  reviewHead: 'Rückblick: erwartete Punkte jeder deiner Entscheidungen mit Wahl',
  where: (trick: number | null, kind: string) => (trick === null ? kind : `Stich ${trick}, ${kind}`),
  good: (chosen: string, expected: string) => `${chosen} ${expected}: gut`,
  worse: (chosen: string, expected: string, best: string, bestExpected: string, loss: string) => `${chosen} ${expected}; besser ${best} ${bestExpected}: ${loss}`,
  costly: 'teuer',
  noneMarked: 'Keine Entscheidung hat viel gekostet.',
  reviewTotal: (loss: string, decisions: number, score: string | null) =>
    `Zusammen ${loss} Punkte im Schnitt verschenkt, in ${decisions} ${decisions === 1 ? 'Entscheidung' : 'Entscheidungen'}${score === null ? '' : `; im Spiel: ${score}`}.`,
  noDecisions: 'Du hattest in diesem Spiel keine Entscheidung mit Wahl.',
  assistFailed: 'Die Berechnung ist fehlgeschlagen',
  /** A level chosen during a game: the bots of the running game keep theirs. */
  levelFromNextGame: (level: string) => `${level} ab dem nächsten Spiel`
} as const
