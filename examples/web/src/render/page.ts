/**
 * The whole page from one snapshot: the menu (Neues Spiel, Täglich, Regeln), the rules in
 * force, the table, the buttons, the hand, the settlement and the score sheet.
 *
 * @module
 */
import type { Action, Card } from 'doppelkopf'
import type { PlayAction } from 'doppelkopf/rules'
import { type Advice, BOT_LEVELS, type Review } from 'doppelkopf/bots'
import type { PlayerView } from 'doppelkopf/views'
import type { Snapshot } from '../controller.js'
import { h } from '../dom.js'
import { L, UI, germanDate, who } from '../labels.js'
import { choiceLabel, otherChoice, ruleSummary } from '../settings.js'
import { type Shown, advisedCard, hintArea, reviewArea } from './assist.js'
import { controls } from './controls.js'
import { hand } from './hand.js'
import { finalStanding, scoreSheet, settlement } from './results.js'
import { table } from './table.js'

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
  /** Shows or hides the last trick. */
  readonly lastTrickToggled: (open: boolean) => void
  /** Chooses the opponents' level (one of `BOT_LEVELS`). */
  readonly setLevel: (level: string) => void
  /** The "Tipp" button: asks for the advice, or shows or hides it once answered. */
  readonly hint: () => void
  /** The "Rückblick" button: asks for the review of the game just played, or shows or hides it once answered. */
  readonly review: () => void
}

/** The page's UI state that is not game state. */
export interface UiState {
  /** The cards selected for the Armut exchange. */
  readonly selected: ReadonlySet<Card>
  /** Whether the last trick is shown instead of the trick being played. */
  readonly lastTrickOpen: boolean
  /** The advice for this position (computing or answered), and whether it is open. */
  readonly hint: Shown<Advice>
  /** The review of the game just played (computing or answered), and whether it is open. */
  readonly review: Shown<Review>
}

/** The choice of the opponents' level: a select of the library's `BOT_LEVELS`, weakest first. */
const levelChoice = (snap: Snapshot, handlers: PageHandlers): HTMLElement =>
  h(
    'label',
    { class: 'level', title: UI.levelTitle },
    h('span', { class: 'level-label' }, `${UI.level} `),
    h(
      'select',
      {
        'data-testid': 'level-select',
        'data-level': snap.level,
        onchange: (event: Event) => handlers.setLevel((event.target as HTMLSelectElement).value)
      },
      BOT_LEVELS.map((level) => h('option', { value: level, selected: level === snap.level }, UI.levels[level]))
    )
  )

/** The menu: new game, daily game, the rules switch and the opponents' level. */
const menu = (snap: Snapshot, handlers: PageHandlers): HTMLElement =>
  h(
    'header',
    { class: 'menu' },
    h('h1', {}, UI.title),
    // Beside the title: on a phone it shares the title's row (the menu's buttons wrap below).
    levelChoice(snap, handlers),
    h(
      'nav',
      { 'aria-label': UI.gameMenu },
      h('button', { type: 'button', 'data-testid': 'new-game', onclick: handlers.newPartie }, UI.newGame),
      h('button', { type: 'button', 'data-testid': 'daily-game', title: UI.dailyTitle, onclick: handlers.dailyPartie }, UI.daily),
      h(
        'button',
        {
          type: 'button',
          'data-testid': 'rules-button',
          'data-rules': snap.choice,
          title: `${UI.switchTo}: ${choiceLabel(otherChoice(snap.choice))} (${UI.startsNewPartie})`,
          onclick: handlers.switchRules
        },
        `${UI.rules}: ${choiceLabel(snap.choice)}`
      )
    )
  )

/** The line under the menu: which game of the Partie, which rules, which deal; whether it was resumed. */
const info = (snap: Snapshot): HTMLElement => {
  const games = snap.match.config.gamesPerRound * snap.match.config.rounds
  return h(
    'p',
    {
      class: 'info',
      'data-testid': 'game-info',
      'data-rules-name': snap.view.rules.name,
      'data-game-number': snap.gameNumber,
      'data-seed': snap.dealSeed,
      'data-steps': snap.steps,
      'data-running': String(snap.running),
      'data-resumed': String(snap.resumed),
      'data-daily': snap.daily,
      'data-level': snap.level,
      'data-game-level': snap.gameLevel
    },
    `${UI.gameOf(snap.gameNumber, games)} · ${choiceLabel(snap.choice)}`,
    // The menu shows the chosen level; a game that keeps another one says so.
    snap.level === snap.gameLevel ? '' : ` · ${UI.level}: ${UI.levels[snap.gameLevel]} (${UI.levelFromNextGame(UI.levels[snap.level])})`,
    snap.daily === null ? '' : ` · ${UI.dailyInfo} ${germanDate(snap.daily)}`,
    snap.resumed ? ` · ${UI.resumed}` : ''
  )
}

/** Why a stored Partie was not resumed, if it was not. */
const notice = (snap: Snapshot): HTMLElement | null =>
  snap.notice === null ? null : h('p', { class: 'notice', role: 'status', 'data-testid': 'notice' }, snap.notice)

/** The rules in force, where the two choices differ. */
const rulesPanel = (snap: Snapshot): HTMLElement =>
  h(
    'details',
    { class: 'rules', 'data-testid': 'rules-panel' },
    h('summary', { 'data-testid': 'rules-summary' }, `${UI.rules}: ${choiceLabel(snap.choice)} (${UI.rulesSummary}${snap.choice === 'variants' ? ` ${UI.withVariants}` : ''})`),
    h(
      'dl',
      {},
      ruleSummary(snap.view.rules).map((row) => [h('dt', {}, row.label), h('dd', { 'data-testid': `rule-${row.key}`, 'data-value': row.value }, row.value)])
    )
  )

/** What the person should do now, or whom the table waits for. */
export const statusText = (view: PlayerView, error: string | null): string => {
  if (error !== null) return `${UI.error}: ${error}`
  if (view.redeal !== null) return `${L.gameTypes.redeal}.`
  if (view.settlement !== null) return UI.gameOver
  if (view.turn === null) return ''
  const turn = L.table.turn(who(view.turn, view.seat))
  if (view.turn !== view.seat) return `${turn}.`
  const kinds = new Set(view.legalActions.map((a) => a.type))
  const step = (['declare', 'armutPass', 'armutAnswer', 'armutReturn', 'chooseClarification'] as const).find((k) => kinds.has(k)) ?? 'play'
  return `${turn}: ${UI.yourMove[step]}`
}

/** The page's content for a snapshot. */
export const page = (snap: Snapshot, ui: UiState, handlers: PageHandlers): Node[] => {
  const view = snap.view
  const content: (Node | null)[] = [
    menu(snap, handlers),
    info(snap),
    notice(snap),
    rulesPanel(snap),
    h('main', {}, [
      table(view, ui.lastTrickOpen, handlers.lastTrickToggled),
      // Read out by main.ts's live region, which outlives the re-renders.
      h('p', { class: 'status', 'data-testid': 'status' }, statusText(view, snap.error)),
      controls(view, ui.selected, handlers),
      hintArea(view, ui.hint, handlers.hint),
      view.hand.length === 0 ? null : hand(view, ui.selected, handlers, advisedCard(ui.hint)),
      // At the end of the Partie the final standing (offline the person's seat is its player number).
      settlement(view, snap.gameNumber, snap.matchOver, handlers, snap.matchOver ? finalStanding(snap.match.players, snap.match.totals, view.seat) : null),
      reviewArea(view, ui.review, handlers.review),
      scoreSheet(snap.match)
    ])
  ]
  return content.filter((node): node is Node => node !== null)
}
