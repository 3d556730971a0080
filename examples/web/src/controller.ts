/**
 * The game controller: one Partie (8 games, `doppelkopf/match`) of the person at seat 0 against
 * three heuristic bots. It holds the match and the running game, applies the person's clicks
 * and the bots' moves through the library, and records each finished game on the score sheet.
 * It knows no rule of Doppelkopf: every move is one of the library's legal actions.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type Game, type Seat, applyAction, currentPlayer, isFinished } from 'doppelkopf'
import { botAction, heuristicBot } from 'doppelkopf/bots'
import { type DailyPartie, type Match, daily as dailyOf, dailyDealSeed, isMatchOver, newMatch, recordGame, startNextGame } from 'doppelkopf/match'
import { type PlayerView, playerView } from 'doppelkopf/views'
import { SEAT_NAMES } from './labels.js'
import { type RuleChoice, loadChoice, matchConfigOf, otherChoice, saveChoice } from './settings.js'

/** The seat of the person at the screen. */
export const HUMAN: Seat = 0

/** The player's view of the page's own game (a state the library made, so it always has one). */
const humanView = (game: Game): PlayerView => {
  const view = playerView(game, HUMAN)
  if (E.isLeft(view)) throw new Error(`no view of the page's own game: ${view.left.message}`)
  return view.right
}

/** The first dealer of every Partie: seat 3, so that the person (at the dealer's left) speaks first. */
const FIRST_DEALER = 3

/** How the controller is set up. */
export interface ControllerOptions {
  /** Milliseconds a bot waits before each move (0 for tests). */
  readonly delayMs: number
  /** A fixed seed for the first Partie (URL `?seed=`), or null for a random one. */
  readonly seed: string | null
  /** Where the rule choice is kept (localStorage), or null. */
  readonly storage: Storage | null
  /** Today, for the daily game. */
  readonly now: () => Date
  /** Called after every change of state, to re-render. */
  readonly onChange: () => void
}

/** What the page renders: the person's view of the game, the Partie and the settings. */
export interface Snapshot {
  /** The rule choice in force. */
  readonly choice: RuleChoice
  /** The Partie: its score sheet, totals and games played. */
  readonly match: Match
  /** The game as seat 0 may see it (never another hand). */
  readonly view: PlayerView
  /** The number of the game being played or just finished (1-based). */
  readonly gameNumber: number
  /** The seed of the current deal. */
  readonly dealSeed: string
  /** The daily game's date (YYYY-MM-DD) when this Partie is the daily one, else null. */
  readonly daily: string | null
  /** Whether the Partie is over. */
  readonly matchOver: boolean
  /** A message about something that went wrong (never expected), or null. */
  readonly error: string | null
}

/** The controller's commands, called by the page's buttons. */
export interface Controller {
  /** The current state for rendering. */
  readonly snapshot: () => Snapshot
  /** Applies one of seat 0's legal actions (a click). */
  readonly act: (action: Action) => void
  /** Deals the next game of the Partie (after a settlement). */
  readonly nextGame: () => void
  /** A fresh Partie with new hands ("Neues Spiel"). */
  readonly newPartie: () => void
  /** The daily Partie: the same hands for everyone today ("Tagesspiel"). */
  readonly dailyPartie: () => void
  /** Switches between the standard rules and the variants, stores the choice, starts a new Partie. */
  readonly switchRules: () => void
}

/** A random seed for a new Partie. */
const randomSeed = (): string => {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The seed of deal `index` (0-based, redeals counted) of a Partie: the base seed itself first, then `base/2`, `base/3`, ... */
const dealSeedOf = (base: string, index: number): string => (index === 0 ? base : `${base}/${index + 1}`)

/** Unwraps a library result; a left here is a bug of the page, reported loudly. */
const unwrap = <T>(result: E.Either<{ readonly code: string; readonly message: string }, T>): T => {
  if (E.isLeft(result)) throw new Error(`${result.left.code}: ${result.left.message}`)
  return result.right
}

/** Creates the controller and deals the first game. */
export const createController = (options: ControllerOptions): Controller => {
  let choice: RuleChoice = loadChoice(options.storage)
  let base = ''
  let daily: string | null = null
  let dailyPartie: DailyPartie | null = null
  let partiesStarted = 0
  let match!: Match
  let game!: Game
  let seed = ''
  let steps = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let error: string | null = null

  const changed = (): void => options.onChange()

  const stopBots = (): void => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  /** Lets the next bot move after the delay when a bot is to act (twice the delay after a trick is taken, to show it). */
  const scheduleBots = (): void => {
    stopBots()
    const seat = currentPlayer(game)
    if (seat === null || seat === HUMAN) return
    const view = humanView(game)
    const trickJustTaken = view.trick !== null && view.trick.cards.length === 0 && view.tricks.length > 0
    timer = setTimeout(botMove, trickJustTaken ? 2 * options.delayMs : options.delayMs)
  }

  /** Applies an action, records a finished game on the sheet, and hands over to the next actor. */
  const apply = (action: Action): void => {
    try {
      game = unwrap(applyAction(game, action))
      steps++
      if (isFinished(game)) match = unwrap(recordGame(match, game))
      scheduleBots()
    } catch (e) {
      // Never expected: the page only sends listed actions. Show it and stop the bots.
      stopBots()
      error = e instanceof Error ? e.message : String(e)
      console.error(e)
    }
    changed()
  }

  /** One bot move: the bot sees only its own seat's view (botAction builds it). */
  function botMove(): void {
    timer = null
    const seat = currentPlayer(game)
    if (seat === null || seat === HUMAN) return
    const action = botAction(heuristicBot, game, seat, `${seed}/${steps}`)
    if (action !== null) apply(action)
  }

  /** Deals the match's next game from the Partie's seed. */
  const deal = (): void => {
    seed = dailyPartie === null ? dealSeedOf(base, match.sheet.length) : dailyDealSeed(dailyPartie, match.sheet.length)
    steps = 0
    game = unwrap(startNextGame(match, { seed }))
    scheduleBots()
  }

  /** Starts a Partie of the chosen rules from a base seed. */
  const startPartie = (nextBase: string, nextDaily: DailyPartie | null): void => {
    stopBots()
    error = null
    base = nextBase
    dailyPartie = nextDaily
    daily = nextDaily === null ? null : nextDaily.date
    partiesStarted++
    // The daily Partie is the library's definition (rules, games, first dealer, seeds), the same as the terminal's and a server's.
    match = unwrap(
      nextDaily === null
        ? newMatch(matchConfigOf(choice), { players: SEAT_NAMES, dealer: FIRST_DEALER })
        : newMatch(nextDaily.config, { players: SEAT_NAMES, dealer: nextDaily.dealer })
    )
    deal()
  }

  /** The base seed of a new Partie: random, or derived from the URL's seed so that tests replay. */
  const freshBase = (): string => (options.seed === null ? randomSeed() : `${options.seed}/neu-${partiesStarted}`)

  startPartie(options.seed ?? randomSeed(), null)

  return {
    snapshot: () => ({
      choice,
      match,
      view: humanView(game),
      gameNumber: match.gamesPlayed + (game.phase === 'finished' ? 0 : 1),
      dealSeed: seed,
      daily,
      matchOver: isMatchOver(match),
      error
    }),
    act: (action) => {
      if (action.seat !== HUMAN) return
      apply(action)
    },
    nextGame: () => {
      if (!isFinished(game) || isMatchOver(match)) return
      deal()
      changed()
    },
    newPartie: () => {
      startPartie(freshBase(), null)
      changed()
    },
    dailyPartie: () => {
      const today = dailyOf(options.now())
      if (E.isLeft(today)) return
      startPartie(today.right.seed, today.right)
      changed()
    },
    switchRules: () => {
      choice = otherChoice(choice)
      saveChoice(options.storage, choice)
      startPartie(freshBase(), null)
      changed()
    }
  }
}
