/**
 * The game controller: one Partie (8 games, `doppelkopf/match`) of the person at seat 0 against
 * three bots of the chosen level (`botLevels` of `doppelkopf/bots`; a game keeps the level it was
 * dealt with, and its record names it). It holds the match and the running game (as a `GameRecorder` of
 * `doppelkopf/records`, the game with the actions that led to it), applies the person's clicks
 * and the bots' moves through the library, records each finished game on the score sheet, and
 * stores the Partie after every move so that a reload resumes it (`store.ts`). It knows no rule
 * of Doppelkopf: every move is one of the library's legal actions.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Action, type DoppelkopfError, type Seat, currentPlayer, isFinished } from 'doppelkopf'
import { type BotLevel, botAction, botLevels, isBotLevel } from 'doppelkopf/bots'
import type { GameRecord } from 'doppelkopf/codecs'
import { formatError } from 'doppelkopf/i18n'
import { type DailyPartie, type Match, daily as dailyOf, dailyDealSeed, isMatchOver, newMatch, recordGame, startNextGame } from 'doppelkopf/match'
import {
  type GameRecorder,
  gameRecord,
  matchRecord,
  recordAction,
  recordedActions,
  resumeRecording,
  startRecording
} from 'doppelkopf/records'
import { type PlayerView, playerView } from 'doppelkopf/views'
import type { BotDecider } from './assist/protocol.js'
import { L, SEAT_NAMES, UI } from './labels.js'
import { DEFAULT_LEVEL, type RuleChoice, loadChoice, loadLevel, matchConfigOf, otherChoice, saveChoice, saveLevel } from './settings.js'
import { type SavedPartie, loadPartie, partieKey, savePartie } from './store.js'

/** The seat of the person at the screen. */
export const HUMAN: Seat = 0

/** The first dealer of every Partie: seat 3, so that the person (at the dealer's left) speaks first. */
const FIRST_DEALER = 3

/** How the controller is set up. */
export interface ControllerOptions {
  /** Milliseconds a bot waits before each move (0 for tests). */
  readonly delayMs: number
  /** A fixed seed for the first Partie (URL `?seed=`), or null for a random one. */
  readonly seed: string | null
  /** Where the rule choice and the Partie in progress are kept (localStorage), or null. */
  readonly storage: Storage | null
  /** Today, for the daily game. */
  readonly now: () => Date
  /** Called after every change of state, to re-render. */
  readonly onChange: () => void
  /**
   * Where a bot decides: the page passes its worker ({@link BotDecider}), so that it never waits
   * for a bot; by default the bot decides at once on this thread (tests, a page without workers).
   */
  readonly decideBot?: BotDecider
}


/** What the page renders: the person's view of the game, the Partie and the settings. */
export interface Snapshot {
  /** The rule choice in force. */
  readonly choice: RuleChoice
  /** The opponents' level chosen (stored on the device): the level of the next game dealt. */
  readonly level: BotLevel
  /** The level of the bots in the game being played (the chosen one unless it was changed during the game). */
  readonly gameLevel: BotLevel
  /** Which position this is (Partie, deal, actions): an answer computed for another position is stale. */
  readonly position: string
  /** The Partie: its score sheet, totals and games played. */
  readonly match: Match
  /** The game as seat 0 may see it (never another hand). */
  readonly view: PlayerView
  /** The number of the game being played or just finished (1-based). */
  readonly gameNumber: number
  /** The seed of the current deal. */
  readonly dealSeed: string
  /** How many actions the current game has seen. */
  readonly steps: number
  /** The daily game's date (YYYY-MM-DD) when this Partie is the daily one, else null. */
  readonly daily: string | null
  /** Whether the Partie is over. */
  readonly matchOver: boolean
  /** Whether starting another Partie would throw this one away: it is not over and the person has made a move in it. */
  readonly running: boolean
  /** Whether this Partie was resumed from the storage (a reload). */
  readonly resumed: boolean
  /** Why a stored Partie could not be resumed, or null. */
  readonly notice: string | null
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
  /** The daily Partie: the same hands for everyone today ("Täglich"). */
  readonly dailyPartie: () => void
  /** Switches between the standard rules and the variants, stores the choice, starts a new Partie. */
  readonly switchRules: () => void
  /** Chooses the opponents' level and stores it: for the game being played if nobody has acted in it yet, else from the next game on. */
  readonly setLevel: (level: BotLevel) => void
  /** The record of the game being played or just finished (with the bots' level), for the review. */
  readonly currentRecord: () => GameRecord
}

/** A library error where the page expected none: a bug of the page, shown in the library's words. */
class PageError extends Error {
  constructor(readonly error: DoppelkopfError) {
    super(`${error.code}: ${error.message}`)
  }
}

/** The library's words for an error, with the table's names and the person as "du". */
const phrase = (error: DoppelkopfError): string => formatError(L, error, { names: SEAT_NAMES, self: HUMAN })

/** Unwraps a library result; a left here is a bug of the page, reported loudly. */
const unwrap = <T>(result: E.Either<DoppelkopfError, T>): T => {
  if (E.isLeft(result)) throw new PageError(result.left)
  return result.right
}

/** The player's view of the page's own game (a state the library made, so it always has one). */
const humanView = (recorder: GameRecorder): PlayerView => unwrap(playerView(recorder.game, HUMAN))

/** A random seed for a new Partie. */
const randomSeed = (): string => {
  const bytes = new Uint8Array(8)
  crypto.getRandomValues(bytes)
  return `web-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`
}

/** The seed of deal `index` (0-based, redeals counted) of a Partie: the base seed itself first, then `base/2`, `base/3`, ... */
const dealSeedOf = (base: string, index: number): string => (index === 0 ? base : `${base}/${index + 1}`)

/** Whether two game records start from the same deal (dealer and hands). */
const sameDeal = (a: GameRecord, b: GameRecord): boolean =>
  a.setup.dealer === b.setup.dealer &&
  a.setup.deal.every((hand, seat) => hand.length === b.setup.deal[seat]?.length && hand.every((c, i) => c === b.setup.deal[seat]?.[i]))

/** The bots of a game record of the page: the person at seat 0, the three bots of one level. */
const botsOf = (level: BotLevel): [null, BotLevel, BotLevel, BotLevel] => [null, level, level, level]

/** The bots' level a stored game names; a game stored before the page named levels was played by the default bot. */
const levelOf = (record: GameRecord): BotLevel => {
  const bot = record.bots?.[1]
  return isBotLevel(bot) ? bot : DEFAULT_LEVEL
}

/** The record of a game played at the page's table with bots of `level`. */
const recordOf = (recorder: GameRecorder, level: BotLevel): GameRecord => gameRecord(recorder.game, SEAT_NAMES, botsOf(level))

/** A Partie rebuilt from the storage. */
interface Rebuilt {
  readonly match: Match
  readonly recorder: GameRecorder
  readonly records: GameRecord[]
  readonly seed: string
  /** The level of the bots in the last (current) game. */
  readonly level: BotLevel
}

/**
 * Rebuilds a stored Partie through the library: each game is dealt again from the Partie's own
 * seeds (so the stored cards must be that deal), its stored actions are replayed by
 * `resumeRecording` (every one checked by the engine, the stored outcome compared), and each
 * finished game is recorded on the sheet. The reason in German when anything does not fit.
 */
const rebuild = (saved: SavedPartie, partie: DailyPartie | null): E.Either<string, Rebuilt> => {
  const games = saved.record.games
  if (games.length === 0) return E.left(UI.damaged.noGames)
  const config = partie === null ? matchConfigOf(saved.choice) : partie.config
  const started = newMatch(config, { players: SEAT_NAMES, dealer: partie === null ? FIRST_DEALER : partie.dealer })
  if (E.isLeft(started)) return E.left(phrase(started.left))
  let match = started.right
  const records: GameRecord[] = []
  for (let i = 0; i < games.length; i++) {
    const stored = games[i] as GameRecord
    const seed = partie === null ? dealSeedOf(saved.base, match.sheet.length) : dailyDealSeed(partie, match.sheet.length)
    const dealt = startNextGame(match, { seed })
    if (E.isLeft(dealt)) return E.left(phrase(dealt.left))
    const fresh = gameRecord(dealt.right, SEAT_NAMES)
    if (!sameDeal(fresh, stored)) return E.left(UI.damaged.otherCards(i + 1))
    const resumed = resumeRecording({ ...fresh, history: stored.history, outcome: stored.outcome })
    if (E.isLeft(resumed)) return E.left(phrase(resumed.left))
    const recorder = resumed.right
    const last = i === games.length - 1
    if (!last && !isFinished(recorder.game)) return E.left(UI.damaged.notOver(i + 1))
    if (isFinished(recorder.game)) {
      const recorded = recordGame(match, recorder.game)
      if (E.isLeft(recorded)) return E.left(phrase(recorded.left))
      match = recorded.right
    }
    if (last) return E.right({ match, recorder, records, seed, level: levelOf(stored) })
    records.push(recordOf(recorder, levelOf(stored)))
  }
  return E.left(UI.damaged.noGames)
}

/** Creates the controller: resumes the stored Partie, or deals the first game of a new one. */
export const createController = (options: ControllerOptions): Controller => {
  const key = partieKey(options.seed)
  let choice: RuleChoice = loadChoice(options.storage)
  let level: BotLevel = loadLevel(options.storage)
  /** The level of the bots in the current game. */
  let gameLevel: BotLevel = level
  let base = ''
  let dailyPartie: DailyPartie | null = null
  let partiesStarted = 0
  let match!: Match
  let recorder!: GameRecorder
  /** The records of the Partie's games before the current one. */
  let records: GameRecord[] = []
  let seed = ''
  let timer: ReturnType<typeof setTimeout> | null = null
  let error: string | null = null
  let notice: string | null = null
  let resumed = false

  const changed = (): void => options.onChange()

  /** Stores the Partie as it is now. */
  const save = (): void => {
    const config = dailyPartie === null ? matchConfigOf(choice) : dailyPartie.config
    savePartie(options.storage, key, {
      format: 'doppelkopf-web/partie',
      version: 1,
      choice,
      base,
      daily: dailyPartie === null ? null : dailyPartie.date,
      started: partiesStarted,
      record: matchRecord(config, [...records, recordOf(recorder, gameLevel)])
    })
  }

  const stopBots = (): void => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  /** Lets the next bot move after the delay when a bot is to act (twice the delay after a trick is taken, to show it). */
  const scheduleBots = (): void => {
    stopBots()
    const seat = currentPlayer(recorder.game)
    if (seat === null || seat === HUMAN || error !== null) return
    const view = humanView(recorder)
    const trickJustTaken = view.trick !== null && view.trick.cards.length === 0 && view.tricks.length > 0
    timer = setTimeout(botMove, trickJustTaken ? 2 * options.delayMs : options.delayMs)
  }

  /** Runs a step; a failure (never expected: the page only sends listed actions) is shown and stops the bots. */
  const guarded = (step: () => void): void => {
    try {
      step()
    } catch (e) {
      stopBots()
      error = e instanceof PageError ? phrase(e.error) : e instanceof Error ? e.message : String(e)
      console.error(e)
    }
  }

  /** Applies an action, records a finished game on the sheet, stores the Partie, and hands over to the next actor. */
  const apply = (action: Action): void => {
    guarded(() => {
      recorder = unwrap(recordAction(recorder, action))
      if (isFinished(recorder.game)) match = unwrap(recordGame(match, recorder.game))
      save()
      scheduleBots()
    })
    changed()
  }

  /**
   * One bot move by a bot of the game's level: the bot sees only its own seat's view; its seed
   * is `<deal seed>/<action number>`. With a decider (the page's worker) the answer is applied
   * only if the game has not moved on since it was asked (a new Partie, a reload).
   */
  function botMove(): void {
    timer = null
    const seat = currentPlayer(recorder.game)
    if (seat === null || seat === HUMAN) return
    const game = recorder.game
    const botSeed = `${seed}/${game.history.length}`
    const here = (): Action | null => botAction(botLevels[gameLevel], game, seat, botSeed)
    if (options.decideBot === undefined) {
      const action = here()
      if (action !== null) apply(action)
      return
    }
    const view = playerView(game, seat)
    if (E.isLeft(view)) return
    options.decideBot(gameLevel, view.right, botSeed, (answer) => {
      if (recorder.game !== game) return // the game moved on: a new Partie, a reload
      const action = answer ?? here()
      if (action !== null) apply(action)
    })
  }

  /** Deals the match's next game from the Partie's seed, with bots of the chosen level. */
  const deal = (): void => {
    gameLevel = level
    seed = dailyPartie === null ? dealSeedOf(base, match.sheet.length) : dailyDealSeed(dailyPartie, match.sheet.length)
    recorder = unwrap(startRecording(unwrap(startNextGame(match, { seed })), SEAT_NAMES))
    save()
    scheduleBots()
  }

  /** Starts a Partie of the chosen rules from a base seed. */
  const startPartie = (nextBase: string, nextDaily: DailyPartie | null): void => {
    stopBots()
    error = null
    notice = null
    resumed = false
    base = nextBase
    dailyPartie = nextDaily
    partiesStarted++
    records = []
    guarded(() => {
      // The daily Partie is the library's definition (rules, games, first dealer, seeds), the same as the terminal's and a server's.
      match = unwrap(
        nextDaily === null
          ? newMatch(matchConfigOf(choice), { players: SEAT_NAMES, dealer: FIRST_DEALER })
          : newMatch(nextDaily.config, { players: SEAT_NAMES, dealer: nextDaily.dealer })
      )
      deal()
    })
  }

  /** The stored Partie, its daily Partie if it is one, and the Partie rebuilt; or why it cannot be resumed. */
  const readStored = (): E.Either<string, { saved: SavedPartie; partie: DailyPartie | null; rebuilt: Rebuilt }> | null => {
    const stored = loadPartie(options.storage, key)
    if (stored === null || E.isLeft(stored)) return stored
    const saved = stored.right
    const partie = saved.daily === null ? null : dailyOf(saved.daily)
    if (partie !== null && E.isLeft(partie)) return E.left(phrase(partie.left))
    const day = partie === null ? null : partie.right
    const rebuilt = rebuild(saved, day)
    return E.isLeft(rebuilt) ? rebuilt : E.right({ saved, partie: day, rebuilt: rebuilt.right })
  }

  /** Resumes the stored Partie; false (with the notice why) when there is none or it does not replay. */
  const resume = (): boolean => {
    const stored = readStored()
    if (stored === null) return false
    if (E.isLeft(stored)) {
      notice = `${UI.notResumed} (${stored.left}).`
      return false
    }
    const { saved, partie, rebuilt } = stored.right
    choice = saved.choice
    base = saved.base
    dailyPartie = partie
    partiesStarted = saved.started
    match = rebuilt.match
    recorder = rebuilt.recorder
    records = rebuilt.records
    seed = rebuilt.seed
    gameLevel = rebuilt.level
    resumed = true
    scheduleBots()
    return true
  }

  /** The base seed of a new Partie: random, or derived from the URL's seed so that tests replay. */
  const freshBase = (): string => (options.seed === null ? randomSeed() : `${options.seed}/neu-${partiesStarted}`)

  if (!resume()) {
    const why = notice
    startPartie(options.seed ?? randomSeed(), null)
    notice = why
  }

  return {
    snapshot: () => {
      const over = isMatchOver(match)
      return {
        choice,
        level,
        gameLevel,
        position: `${partiesStarted}|${seed}|${recorder.game.history.length}`,
        match,
        view: humanView(recorder),
        gameNumber: match.gamesPlayed + (recorder.game.phase === 'finished' ? 0 : 1),
        dealSeed: seed,
        steps: recorder.game.history.length,
        daily: dailyPartie === null ? null : dailyPartie.date,
        matchOver: over,
        running: !over && (match.sheet.length > 0 || recordedActions(recorder).some((a) => a.seat === HUMAN)),
        resumed,
        notice,
        error
      }
    },
    act: (action) => {
      if (action.seat !== HUMAN) return
      apply(action)
    },
    nextGame: () => {
      if (!isFinished(recorder.game) || isMatchOver(match)) return
      records = [...records, recordOf(recorder, gameLevel)]
      guarded(deal)
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
    },
    setLevel: (next) => {
      if (!isBotLevel(next)) return
      level = next
      saveLevel(options.storage, level)
      // Nobody has acted in this game yet: its bots play at the new level from the start.
      if (recorder.game.history.length === 0 && gameLevel !== level) {
        gameLevel = level
        save()
        scheduleBots()
      }
      changed()
    },
    currentRecord: () => recordOf(recorder, gameLevel)
  }
}
