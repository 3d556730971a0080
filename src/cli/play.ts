/**
 * `doppelkopf play`: one person at seat 0 against three bots, a Partie of several games run by
 * the match module (dealer rotation, Pflichtsolo, Bock), with every answer checked by the
 * engine: a rejected answer shows the locale's phrase of the engine's error (and its code with
 * `--verbose`), and the question is asked again. Everything is said in the words of `--lang` (German or English).
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type Bot, botAction } from '../bots/bot.js'
import type { Card } from '../cards/card.js'
import type { Action, AnnounceAction, DeclareAction } from '../game/actions.js'
import { applyAction, currentPlayer, isFinished, legalActions } from '../game/api.js'
import { gameError } from '../errors.js'
import { formatError, reservationName } from '../i18n/format.js'
import { cardOrder, orderFor, sortCards, trickWinnerIndex } from '../game/order.js'
import { secondDulleWins } from '../game/play.js'
import { ruleTable } from '../rules/table.js'
import type { ArmutState, ClarifyingTrick, Game, PlayingGame } from '../game/state.js'
import { isMatchOver, type Match, newMatch, nextDeal, recordGame, startNextGame } from '../match/match.js'
import type { MatchConfig } from '../match/config.js'
import { writeFileSync } from 'node:fs'
import type { GameRecord } from '../codecs/record.js'
import { gameRecord, matchRecord } from '../records/gameRecord.js'
import type { RuleSet } from '../rules/ruleSet.js'
import type { Seat } from '../seat.js'
import { type CliIo, EXIT, PromptEnded, type Prompter, colorsFor, createPrompter, writeLines } from './io.js'
import { parseCardList, parseClarification, parseGenscher, parseMove, parseReservation, parseYesNo } from './parse.js'
import { narrate } from './narrate.js'
import {
  type SeatNames,
  type Voice,
  bockLine,
  currentTrickLine,
  handBlock,
  handText,
  partiesLine,
  scoreSheetLines,
  settlementLines,
  signed,
  standingsLines,
  summaryLine,
  trickLine,
  voiceOf,
  who
} from './render.js'
import { type MatchFlags, type Preset, matchConfigFor } from './rules.js'
import { HINT_WORDS, type Lang, type Words, wordsFor } from './words.js'
import { hintLines } from './advice.js'
import { widthOf } from './wrap.js'

/** The human's seat. */
export const HUMAN: Seat = 0

/** The bots' names, seats 1..3. */
export const BOT_NAMES = ['Anna', 'Ben', 'Carla'] as const

/** Everything `play` needs, parsed from the command line. */
export interface PlaySettings {
  /** The preset the rules start from (it picks the match configuration). */
  readonly preset: Preset
  /** The rule set with the house options applied. */
  readonly rules: RuleSet
  /** Games in the Partie. */
  readonly games: number
  /** The seed of the first deal; deal `k` (counting redeals) is seeded `seed/k`. */
  readonly seed: string
  /** The bot of the three opponents. */
  readonly bot: Bot
  /** The opponents' level (`beginner` ... `expert`), or their bot's name: written in the records. */
  readonly level?: string
  /** How the bots play, in words (the welcome line says it; the bot's own name is for programs). */
  readonly strength?: string
  /** The house options of the flags, in words (the rules line lists them). */
  readonly houseOptions?: readonly string[]
  /** `--verbose`: a refused answer also names the engine's error code. */
  readonly verbose?: boolean
  /** The player's name. */
  readonly name: string
  /** Whether to colour the output. */
  readonly color: boolean
  /** The language of everything said (`--lang`). */
  readonly lang: Lang
  /** `--record FILE`: the Partie's match record is written there after every game. */
  readonly record?: string
  /** The match options (counting, Bock factor) for a Partie from the preset. */
  readonly match?: MatchFlags
  /** The Partie's own match configuration and first dealer (the daily Partie); else from the preset, dealer 0. */
  readonly partie?: { readonly config: MatchConfig; readonly dealer: Seat }
}

/** What a running game needs to talk to the player. */
interface Table {
  /** The words, names, colours and width; the player is "du" / "you". */
  readonly v: Voice
  /** The language's words. */
  readonly words: Words
  readonly say: (lines: readonly string[]) => void
  readonly prompter: Prompter
  readonly bot: Bot
  /** Whether a refusal names the engine's error code. */
  readonly verbose: boolean
}

/** The seed of deal `k` of a Partie (redeals count: every deal gets new cards). */
export const dealSeed = (seed: string, k: number): string => (k === 0 ? seed : `${seed}/${k}`)

/** The card order to show a hand in: the game's once the contract is known, else the normal game's. */
const orderOf = (game: Game) =>
  game.phase === 'play' || game.phase === 'clarification' || game.phase === 'finished'
    ? orderFor(game.setup.rules, game.gameType, game.piglets)
    : cardOrder('normal')

/** Seat 0's hand as it holds it now. */
const handOf = (game: Game): readonly Card[] =>
  game.phase === 'reservations' || game.phase === 'redeal' ? game.setup.deal[HUMAN] : game.hands[HUMAN]

/** The player's hand, sorted for the game, and the same cards in that order. */
const shownHand = (game: Game, playable: readonly Card[] | null, v: Voice): { readonly sorted: readonly Card[]; readonly line: string } => {
  const sorted = sortCards(orderOf(game), handOf(game))
  return { sorted, line: handBlock(`${v.locale.log.hand(v.locale.you)}:`, sorted, playable, v) }
}

/** The engine's verdict on an action as prompt feedback: the next state, or the error in words (with its code when `verbose`). */
const applied = (game: Game, action: Action, v: Voice, verbose = false): E.Either<string, { readonly action: Action; readonly game: Game }> => {
  const next = applyAction(game, action)
  // Phrased from the error's details by the library's words: "du" / "you", the bots' names, never "seat 0".
  if (E.isRight(next)) return E.right({ action, game: next.right })
  const text = formatError(v.locale, next.left, { names: v.names, self: HUMAN })
  return E.left(verbose ? `${text} (${next.left.code})` : text)
}

/** Parse, then let the engine judge: the parser of every prompt. */
const judged =
  <A extends Action>(game: Game, table: Table, parse: (text: string) => E.Either<string, A>) =>
  (text: string): E.Either<string, { readonly action: Action; readonly game: Game }> => {
    const parsed = parse(text)
    return E.isLeft(parsed) ? parsed : applied(game, parsed.right, table.v, table.verbose)
  }

/** The answer that asks for a hint. */
const HINT = Symbol('hint')

/**
 * A prompt at which `tipp` / `hint` (either language) shows the advice for the player's legal
 * actions, ranked by the points expected, and asks again; any other answer goes to `parse`.
 */
const askWithHint = async (game: Game, table: Table, message: string, parse: (text: string) => E.Either<string, Step>): Promise<Step> => {
  for (;;) {
    const answer = await table.prompter.ask(message, (text): E.Either<string, Step | typeof HINT> =>
      HINT_WORDS.includes(text.trim().toLowerCase()) ? E.right(HINT) : parse(text)
    )
    if (answer !== HINT) return answer
    table.say(hintLines(game, HUMAN, table.v, `hint/${game.history.length}`))
  }
}

/** An action and the state it leads to. */
export interface Step {
  /** The action. */
  readonly action: Action
  /** The state after it. */
  readonly game: Game
}

/** The reservation prompt: the offered declarations, numbered. */
const askReservation = (game: Game, table: Table): Promise<Step> => {
  const { v, words } = table
  const offered = legalActions(game, HUMAN).filter((a): a is DeclareAction => a.type === 'declare')
  const forced = game.setup.forcedSoloist === HUMAN
  table.say([
    shownHand(game, null, v).line,
    ...(forced ? [v.c.yellow(`${v.locale.log.forced(v.locale.you)}.`)] : []),
    v.ui.reservationsOffered,
    ...offered.map((a, i) => `  ${String(i + 1).padStart(2)}) ${reservationName(v.locale, a.declaration)}`)
  ])
  return askWithHint(game, table, 
    v.ui.reservationPrompt(offered.length, reservationName(v.locale, 'healthy').toLowerCase()),
    judged(game, table, (text) => parseReservation(text, offered, HUMAN, words))
  )
}

/** The Armut prompts: pass, answer an offer, return. */
const askArmut = (game: ArmutState, table: Table): Promise<Step> => {
  const { v, words } = table
  const { ui } = v
  switch (game.step) {
    case 'pass': {
      const legal = legalActions(game, HUMAN)
      const count = legal[0]?.type === 'armutPass' ? legal[0].cards.length : 3
      const { sorted, line } = shownHand(game, null, v)
      table.say([line, ui.armutPass(count)])
      return askWithHint(game, table, 
        ui.passPrompt(count),
        judged(game, table, (text) => E.map((cards: readonly Card[]): Action => ({ type: 'armutPass', seat: HUMAN, cards }))(parseCardList(text, sorted, words)))
      )
    }
    case 'offer':
      table.say([shownHand(game, null, v).line, v.locale.log.offers(who(v, game.poor), game.passed.length)])
      return askWithHint(game, table, 
        ui.takeArmutPrompt,
        judged(game, table, (text) => E.map((accept: boolean): Action => ({ type: 'armutAnswer', seat: HUMAN, accept }))(parseYesNo(text, ui)))
      )
    case 'return': {
      const { sorted, line } = shownHand(game, null, v)
      table.say([ui.took(handText(game.passed, v), v.names[game.poor]), line, ui.returnTo(game.passed.length, v.names[game.poor])])
      return askWithHint(game, table, 
        ui.returnPrompt(game.passed.length),
        judged(game, table, (text) => E.map((cards: readonly Card[]): Action => ({ type: 'armutReturn', seat: HUMAN, cards }))(parseCardList(text, sorted, words)))
      )
    }
  }
}

/** The Hochzeiter's choice of the clarifying tricks. */
const askClarification = (game: PlayingGame, table: Table): Promise<Step> => {
  const { v } = table
  // The choices the rules offer, as the engine lists them, by number and the locale's words.
  const choices = legalActions(game, HUMAN).flatMap((a) => (a.type === 'chooseClarification' ? [a.trick] : []))
  table.say([shownHand(game, null, v).line, v.ui.yourHochzeit, ...choices.map((t, i) => `  ${i + 1}) ${v.locale.clarifications[t]}`)])
  return askWithHint(game, table, 
    v.ui.clarificationPrompt(choices.length),
    judged(game, table, (text) => E.map((trick: ClarifyingTrick): Action => ({ type: 'chooseClarification', seat: HUMAN, trick }))(parseClarification(text, choices, v.ui)))
  )
}

/** The Genscher choice (RULES 11.1): a partner by number or name, or keeping the parties. */
const askGenscher = (game: PlayingGame, table: Table): Promise<Step> => {
  const { v } = table
  const choices = legalActions(game, HUMAN).flatMap((a) => (a.type === 'genscher' ? [a.partner] : []))
  const label = (c: Seat | null): string => (c === null ? v.ui.keepParties : v.names[c] ?? '')
  table.say([shownHand(game, null, v).line, v.ui.yourGenscher, ...choices.map((c, i) => `  ${i + 1}) ${label(c)}`)])
  return askWithHint(game, table, 
    v.ui.genscherPrompt(choices.length),
    judged(game, table, (text) => E.map((partner: Seat | null): Action => ({ type: 'genscher', seat: HUMAN, partner }))(parseGenscher(text, choices, v.names, v.ui)))
  )
}

/** The announcement to show as the example of typing one: the first Absage when one is allowed ("keine 90"), else the first. */
const exampleOf = (announcements: readonly AnnounceAction['announcement'][]): AnnounceAction['announcement'] =>
  announcements.find((a) => a !== 're' && a !== 'kontra') ?? announcements[0] ?? 're'

/**
 * The card prompt: the last trick, the trick on the table, the hand with the playable cards
 * marked, and the announcements possible. Announcements are offered at each of the player's
 * turns: deadlines count the player's own cards, so nothing allowed in between is lost by then.
 */
const askMove = (game: PlayingGame, table: Table): Promise<Step> => {
  const legal = legalActions(game, HUMAN)
  const playable = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []))
  const announcements = legal.filter((a): a is AnnounceAction => a.type === 'announce').map((a) => a.announcement)
  const { v, words } = table
  const { sorted, line } = shownHand(game, playable, v)
  const last = game.tricks[game.tricks.length - 1]
  table.say([
    // The last trick again once other cards have been played since it was taken.
    ...(last !== undefined && game.trick.length > 0 ? [v.c.dim(`${v.ui.last}: ${trickLine(game.tricks.length, last, v)}`)] : []),
    currentTrickLine(
      game.tricks.length + 1,
      { leader: game.leader, cards: game.trick },
      v,
      // The card winning the trick so far, by the game's card order and the Dulle rule of this trick.
      game.trick.length === 0
        ? undefined
        : trickWinnerIndex(orderOf(game), game.trick, secondDulleWins(game.setup.rules, game.tricks.length === ruleTable(game.setup.rules).cardsPerHand - 1))
    ),
    line,
    `${
      announcements.length > 0
        ? v.ui.mayAnnounce(announcements.map((a) => v.locale.announcements[a]).join(', '), v.locale.announcements[exampleOf(announcements)])
        : v.ui.noAnnouncement
    } ${v.c.dim(`(${v.ui.advice.hintNote})`)}`
  ])
  return askWithHint(game, table, v.ui.cardPrompt, judged(game, table, (text) => parseMove(text, sorted, playable, HUMAN, words)))
}

/** The player's last card, played without asking (nothing else is left to decide then). */
const lastCard = (game: Game, v: Voice): Promise<Step> | null => {
  const legal = legalActions(game, HUMAN)
  if (legal.length !== 1 || legal[0]?.type !== 'play' || game.phase !== 'play' || game.hands[HUMAN].length !== 1) return null
  const step = applied(game, legal[0], v)
  return E.isRight(step) ? Promise.resolve(step.right) : null
}

/** The human's next step: the prompt of the decision the game awaits from it. */
const humanStep = (game: Game, table: Table): Promise<Step> => {
  switch (game.awaiting?.type) {
    case 'declare':
      return askReservation(game, table)
    case 'armutPass':
    case 'armutAnswer':
    case 'armutReturn':
      return askArmut(game as ArmutState, table)
    case 'chooseClarification':
      return askClarification(game as PlayingGame, table)
    case 'genscher':
      return askGenscher(game as PlayingGame, table)
    case 'play':
      return lastCard(game, table.v) ?? askMove(game as PlayingGame, table)
    case undefined:
      return Promise.reject(new Error(`no move in phase ${game.phase}`))
  }
}

/**
 * The bot's action at `seat`, seeded by the deal's seed and the number of actions so far (so a
 * seed replays the same game), applied; throws on a bot failure, which is a bug.
 */
export const botStep = (game: Game, seat: Seat, bot: Bot, seed: string, steps: number): Step => {
  const action = botAction(bot, game, seat, `${seed}/bot/${steps}`)
  if (action === null) throw new Error(`seat ${seat} has no legal action`)
  const next = applyAction(game, action)
  if (E.isLeft(next)) throw new Error(`the ${bot.name} bot at seat ${seat} chose an illegal action: ${next.left.code}: ${next.left.message}`)
  return { action, game: next.right }
}

/** Plays one game to its end (finished or redeal): the human answers prompts, the bots decide. */
const playGame = async (start: Game, seed: string, table: Table): Promise<Game> => {
  let game = start
  while (!isFinished(game)) {
    const seat = currentPlayer(game)
    if (seat === null) throw new Error(`the game is stuck in phase ${game.phase}`)
    const step = seat === HUMAN ? await humanStep(game, table) : botStep(game, seat, table.bot, seed, game.history.length)
    table.say(narrate(game, step.action, step.game, { v: table.v, viewer: HUMAN, eachCard: true }))
    game = step.game
  }
  return game
}

/** Writes the Partie's match record (the games so far) to `path`; an error message, or null. */
const writeRecord = (path: string, config: MatchConfig, games: readonly GameRecord[], v: Voice): string | null => {
  try {
    writeFileSync(path, `${JSON.stringify(matchRecord(config, games), null, 2)}\n`)
    return null
  } catch (e) {
    const reason = e instanceof Error && 'code' in e ? String((e as NodeJS.ErrnoException).code) : String(e)
    const error = gameError('cli/unwritable-file', `Cannot write the record to ${path} (${reason})`, { path, reason })
    return `doppelkopf: ${formatError(v.locale, error)}`
  }
}

/** The end of a game: card points, parties and the itemised settlement. */
const gameEndLines = (game: Game, v: Voice): readonly string[] => {
  if (game.phase !== 'finished') return []
  return ['', partiesLine(game.parties, v), summaryLine(game.summary, v), ...settlementLines(game.settlement, v)]
}

/** Plays the Partie; resolves to the exit code. */
const playMatch = async (settings: PlaySettings, io: CliIo, prompter: Prompter): Promise<number> => {
  const c = colorsFor(settings.color)
  const words = wordsFor(settings.lang)
  const width = widthOf(io.output)
  // Lines wrap at the terminal's width (the settlement's rows fit in 65 columns); the score
  // sheet is a table as wide as its names and keeps its lines.
  const say = (lines: readonly string[]): void => writeLines(io.output, lines, width)
  const sayTable = (lines: readonly string[]): void => writeLines(io.output, lines)
  const names: SeatNames = [settings.name, ...BOT_NAMES]
  const v = voiceOf(words, names, HUMAN, c, width)
  const { locale, ui } = words
  const config = settings.partie?.config ?? matchConfigFor(settings.preset, settings.rules, settings.games, settings.match)
  const started = newMatch(config, { players: names, dealer: settings.partie?.dealer ?? 0 })
  if (E.isLeft(started)) {
    writeLines(io.error, [`doppelkopf: ${formatError(locale, started.left, { names, self: HUMAN })}`], width)
    return EXIT.usage
  }
  let match: Match = started.right
  const records: GameRecord[] = []
  if (settings.record !== undefined) {
    const failed = writeRecord(settings.record, config, records, v)
    if (failed !== null) {
      writeLines(io.error, [failed], width)
      return EXIT.failure
    }
  }
  say([
    c.bold(ui.welcome(settings.name, BOT_NAMES.join(', '), settings.strength ?? settings.bot.name)),
    ui.rulesLine(ui.rulesName(settings.rules.name), settings.games, settings.seed, [
      ...(settings.houseOptions ?? []),
      ...(config.compulsorySolo ? [ui.compulsorySolo] : []),
      ...(config.bock !== null ? [locale.bock.name] : [])
    ]),
    ...(settings.partie === undefined ? [] : [ui.practiceDaily])
  ])
  const table: Table = { v, words, say, prompter, bot: settings.bot, verbose: settings.verbose === true }
  while (!isMatchOver(match)) {
    const deal = nextDeal(match)
    if (E.isLeft(deal)) throw new Error(deal.left.message)
    const seed = dealSeed(settings.seed, match.sheet.length)
    const game = startNextGame(match, { seed })
    if (E.isLeft(game)) throw new Error(game.left.message)
    const d = deal.right
    say([
      '',
      c.bold(ui.gameOf(d.game, settings.games)),
      `${locale.log.dealer}: ${names[d.dealer as Seat]}${d.multiplier > 1 ? `; ${locale.bock.name} x${d.multiplier}` : ''}${
        d.forcedSoloist !== null ? `; ${locale.log.forced(who(v, d.forcedSoloist as Seat))}` : ''
      }`
    ])
    const played = await playGame(game.right, seed, table)
    say(gameEndLines(played, v))
    if (settings.record !== undefined) {
      const bot = settings.level ?? settings.bot.name
      records.push(gameRecord(played, names, [null, bot, bot, bot]))
      const failed = writeRecord(settings.record, config, records, v)
      if (failed !== null) writeLines(io.error, [failed], width)
    }
    const recorded = recordGame(match, played)
    if (E.isLeft(recorded)) throw new Error(recorded.left.message)
    match = recorded.right
    const triggers = match.sheet[match.sheet.length - 1]?.bockTriggers ?? []
    if (triggers.length > 0) say([c.yellow(bockLine(triggers, locale))])
    say(['', `${locale.sheet.title}:`])
    sayTable(scoreSheetLines(match.sheet, match.players, locale, c))
  }
  say(['', c.bold(`${locale.sheet.final}:`), ...standingsLines(match, c)])
  const mine = match.totals[HUMAN] ?? 0
  say([`${locale.sheet.finish(locale.you, signed(mine))}.`])
  return EXIT.ok
}

/**
 * Runs `doppelkopf play` on the given streams; resolves to the exit code: 0 at the end of the
 * Partie, 130 after Ctrl-C, 1 when the input ends mid-game.
 */
export const runPlay = async (settings: PlaySettings, io: CliIo): Promise<number> => {
  const prompter = createPrompter(io, settings.color)
  try {
    return await playMatch(settings, io, prompter)
  } catch (e) {
    if (e instanceof PromptEnded) {
      const { ui } = wordsFor(settings.lang)
      writeLines(io.output, ['', e.reason === 'interrupted' ? ui.interrupted : ui.endOfInput], widthOf(io.output))
      return e.reason === 'interrupted' ? EXIT.interrupted : EXIT.failure
    }
    writeLines(io.error, [`doppelkopf: internal error: ${e instanceof Error ? e.message : String(e)}`])
    return EXIT.failure
  } finally {
    prompter.close()
  }
}
