/**
 * The whole page from one snapshot: the menu (Neues Spiel, Tagesspiel, Regeln), the rules in
 * force, the table, the buttons, the hand, the settlement and the score sheet.
 *
 * @module
 */
import type { Action, Card } from 'doppelkopf'
import type { PlayAction } from 'doppelkopf/rules'
import type { PlayerView } from 'doppelkopf/views'
import type { Snapshot } from '../controller.js'
import { h } from '../dom.js'
import { seatName } from '../labels.js'
import { choiceLabel, otherChoice, ruleSummary } from '../settings.js'
import { controls } from './controls.js'
import { hand } from './hand.js'
import { scoreSheet, settlement } from './results.js'
import { lastTrick, table } from './table.js'

/** Everything the page's controls call. */
export interface PageHandlers {
  /** Sends one of seat 0's legal actions. */
  readonly act: (action: Action) => void
  /** Plays a card. */
  readonly play: (action: PlayAction) => void
  /** Toggles a card in the Armut selection. */
  readonly toggle: (card: Card) => void
  /** Deals the next game. */
  readonly nextGame: () => void
  /** A new Partie with fresh hands. */
  readonly newPartie: () => void
  /** The daily Partie. */
  readonly dailyPartie: () => void
  /** Switches the rules (and starts a new Partie). */
  readonly switchRules: () => void
  /** Remembers whether the last-trick disclosure is open. */
  readonly lastTrickToggled: (open: boolean) => void
}

/** The page's UI state that is not game state. */
export interface UiState {
  /** The cards selected for the Armut exchange. */
  readonly selected: ReadonlySet<Card>
  /** Whether the last trick is shown. */
  readonly lastTrickOpen: boolean
}

/** The menu: new game, daily game, and the rules switch. */
const menu = (snap: Snapshot, handlers: PageHandlers): HTMLElement =>
  h(
    'header',
    { class: 'menu' },
    h('h1', {}, 'Doppelkopf'),
    h(
      'nav',
      { 'aria-label': 'Spiel' },
      h('button', { type: 'button', 'data-testid': 'new-game', onclick: handlers.newPartie }, 'Neues Spiel'),
      h('button', { type: 'button', 'data-testid': 'daily-game', onclick: handlers.dailyPartie }, 'Tagesspiel'),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'rules-button',
          'data-rules': snap.choice,
          title: `Wechseln zu: ${choiceLabel(otherChoice(snap.choice))} (startet eine neue Partie)`,
          onclick: handlers.switchRules
        },
        `Regeln: ${choiceLabel(snap.choice)}`
      )
    )
  )

/** The line under the menu: which game of the Partie, which rules, which deal. */
const info = (snap: Snapshot): HTMLElement => {
  const games = snap.match.config.gamesPerRound * snap.match.config.rounds
  return h(
    'p',
    { class: 'info', 'data-testid': 'game-info', 'data-rules-name': snap.view.rules.name, 'data-game-number': snap.gameNumber, 'data-seed': snap.dealSeed },
    `Spiel ${snap.gameNumber} von ${games} · ${choiceLabel(snap.choice)}`,
    snap.daily === null ? '' : ` · Tagesspiel vom ${snap.daily}`
  )
}

/** The rules in force, where the two choices differ. */
const rulesPanel = (snap: Snapshot): HTMLElement =>
  h(
    'details',
    { class: 'rules', 'data-testid': 'rules-panel' },
    h('summary', {}, `Regeln: ${choiceLabel(snap.choice)} (pagat.com-Grundregeln${snap.choice === 'variants' ? ' mit den drei Varianten' : ''})`),
    h(
      'dl',
      {},
      ruleSummary(snap.view.rules).map((row) => [h('dt', {}, row.label), h('dd', { 'data-testid': `rule-${row.key}`, 'data-value': row.value }, row.value)])
    )
  )

/** What the person should do now, or whom the table waits for. */
export const statusText = (view: PlayerView, error: string | null): string => {
  if (error !== null) return `Fehler: ${error}`
  if (view.redeal !== null) return 'Neu geben.'
  if (view.settlement !== null) return 'Spiel vorbei.'
  if (view.turn === null) return ''
  if (view.turn !== view.seat) return `${seatName(view.turn)} ist dran.`
  const kinds = new Set(view.legalActions.map((a) => a.type))
  if (kinds.has('declare')) return 'Du bist dran: Gesund oder Vorbehalt?'
  if (kinds.has('armutPass')) return 'Du bist dran: wähle die Karten für die Armut.'
  if (kinds.has('armutAnswer')) return 'Du bist dran: nimmst du die Armut?'
  if (kinds.has('armutReturn')) return 'Du bist dran: wähle die Karten, die du zurückgibst.'
  if (kinds.has('chooseClarification')) return 'Du bist dran: wähle den Klärungsstich.'
  return 'Du bist dran: spiele eine hervorgehobene Karte.'
}

/** The page's content for a snapshot. */
export const page = (snap: Snapshot, ui: UiState, handlers: PageHandlers): Node[] => {
  const view = snap.view
  return [
    menu(snap, handlers),
    info(snap),
    rulesPanel(snap),
    h('main', {}, [
      table(view),
      h('p', { class: 'status', role: 'status', 'aria-live': 'polite', 'data-testid': 'status' }, statusText(view, snap.error)),
      controls(view, ui.selected, handlers),
      view.hand.length === 0 ? null : hand(view, ui.selected, handlers),
      lastTrick(view, ui.lastTrickOpen, handlers.lastTrickToggled),
      settlement(view, snap.gameNumber, snap.matchOver, handlers),
      scoreSheet(snap.match)
    ])
  ]
}
