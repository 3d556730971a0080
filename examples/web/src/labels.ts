/**
 * German labels for everything the page shows: seats, declarations, solos, announcements,
 * settlement lines and redeal reasons. Pure lookups; the rules themselves stay in the library.
 *
 * @module
 */
import { type Announcement, type Card, type Declaration, type Party, type Seat, type SoloType, makeCard } from 'doppelkopf'
import { type ClarifyingTrick, type RedealReason, type SettlementCode } from 'doppelkopf/rules'

/** The player names by seat: seat 0 is the person at the screen, 1..3 the bots (clockwise). */
export const SEAT_NAMES: readonly [string, string, string, string] = ['Du', 'Anna', 'Ben', 'Carla']

let seatNames: readonly string[] = SEAT_NAMES

/** Names the seats otherwise: the online page gives the table's players (and "Du" at the person's own seat). */
export const setSeatNames = (names: readonly [string, string, string, string]): void => {
  seatNames = names
}

/** The name of a seat. */
export const seatName = (seat: Seat): string => seatNames[seat] ?? SEAT_NAMES[seat]

const SOLO_LABELS: Readonly<Record<SoloType, string>> = {
  clubs: 'Kreuz-Solo',
  spades: 'Pik-Solo',
  hearts: 'Herz-Solo',
  diamonds: 'Karo-Solo',
  queens: 'Damensolo',
  jacks: 'Bubensolo',
  fleischlos: 'Fleischloser',
  kings: 'Königssolo',
  queensJacks: 'Buben-Damen-Solo',
  kingsQueens: 'König-Damen-Solo',
  kingsJacks: 'Buben-König-Solo',
  koehler: 'Köhler',
  pureClubs: 'Reines Kreuz-Solo',
  pureSpades: 'Reines Pik-Solo',
  pureHearts: 'Reines Herz-Solo',
  pureDiamonds: 'Reines Karo-Solo',
  aces: 'Asssolo',
  tens: 'Zehnersolo'
}

/** The German name of a solo. */
export const soloLabel = (solo: SoloType): string => SOLO_LABELS[solo]

/** The label of a declaration button or of a declared reservation. */
export const declarationLabel = (d: Declaration): string => {
  switch (d.kind) {
    case 'healthy':
      return 'Gesund'
    case 'hochzeit':
      return 'Hochzeit'
    case 'armut':
      return 'Armut'
    case 'schmeissen':
      return 'Schmeißen'
    case 'solo':
      return soloLabel(d.solo)
  }
}

const ANNOUNCEMENT_LABELS: Readonly<Record<Announcement, string>> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz'
}

/** The German name of an announcement. */
export const announcementLabel = (a: Announcement): string => ANNOUNCEMENT_LABELS[a]

/** The German name of a party. */
export const partyLabel = (p: Party): string => (p === 're' ? 'Re' : 'Kontra')

const CLARIFICATION_LABELS: Readonly<Record<ClarifyingTrick, string>> = {
  any: 'Erster fremder Stich',
  trump: 'Erster fremder Trumpfstich',
  plain: 'Erster fremder Fehlstich',
  clubs: 'Erster fremder Kreuzstich',
  spades: 'Erster fremder Pikstich',
  hearts: 'Erster fremder Herzstich'
}

/** The label of the Hochzeiter's choice of the clarifying trick. */
export const clarificationLabel = (t: ClarifyingTrick): string => CLARIFICATION_LABELS[t]

const SETTLEMENT_LABELS: Readonly<Record<SettlementCode, string>> = {
  won: 'Gewonnen',
  below90: 'Gegner unter 90',
  below60: 'Gegner unter 60',
  below30: 'Gegner unter 30',
  schwarz: 'Gegner schwarz',
  reAnnounced: 'Re angesagt',
  kontraAnnounced: 'Kontra angesagt',
  no90Announced: 'keine 90 angesagt',
  no60Announced: 'keine 60 angesagt',
  no30Announced: 'keine 30 angesagt',
  schwarzAnnounced: 'schwarz angesagt',
  reached120AgainstNo90: '120 gegen keine 90',
  reached90AgainstNo60: '90 gegen keine 60',
  reached60AgainstNo30: '60 gegen keine 30',
  reached30AgainstSchwarz: '30 gegen schwarz',
  brokenNo90: 'keine 90 nicht erfüllt',
  brokenNo60: 'keine 60 nicht erfüllt',
  brokenNo30: 'keine 30 nicht erfüllt',
  brokenSchwarz: 'schwarz nicht erfüllt',
  againstTheClubQueens: 'Gegen die Alten',
  foxCaught: 'Fuchs gefangen',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  karlchenCaught: 'Karlchen gefangen',
  foxLastTrick: 'Fuchs im letzten Stich',
  heartTrick: 'Herzstich',
  dulleCatchesDulle: 'Dulle fängt Dulle'
}

/** The German name of a settlement line. */
export const settlementLabel = (code: SettlementCode): string => SETTLEMENT_LABELS[code]

const REDEAL_LABELS: Readonly<Record<RedealReason, string>> = {
  armutDeclined: 'Niemand hat die Armut angenommen',
  armutRedeal: 'Armut: es wird neu gegeben',
  schmeissen: 'Geschmissen'
}

/** Why the cards are dealt again. */
export const redealLabel = (reason: RedealReason): string => REDEAL_LABELS[reason]

/** The accessible name of a card, e.g. "Kreuz-Dame". */
export const cardName = (card: Card): string => makeCard(card, 'german')

/** The short face of a card, e.g. "♣Q". */
export const cardFace = (card: Card): string => makeCard(card, 'symbol')

/** Whether a card is red (♥ or ♦), for colouring. */
export const isRed = (card: Card): boolean => /[♥♦]/.test(cardFace(card))

/** A signed score, e.g. "+3", "−2", "0". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0')
