/**
 * `doppelkopf play`: one person at seat 0 against three bots, a Partie of several games run by
 * the match module (dealer rotation, Pflichtsolo, Bock), with every answer checked by the
 * engine: a rejected answer shows the engine's code and message and the question is asked again.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import type { Colors } from 'picocolors/types.js'
import { type Bot, botAction } from '../bots/bot.js'
import type { Card } from '../cards/card.js'
import { makeHand } from '../cards/notation.js'
import type { Action, AnnounceAction, DeclareAction } from '../game/actions.js'
import { applyAction, currentPlayer, isFinished, legalActions } from '../game/api.js'
import { en, formatError } from '../i18n/index.js'
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
import { parseCardList, parseClarification, parseMove, parseReservation, parseYesNo } from './parse.js'
import { narrate } from './narrate.js'
import {
  ANNOUNCEMENT_LABELS,
  CLARIFICATION_LABELS,
  type SeatNames,
  currentTrickLine,
  declarationLabel,
  handLine,
  partiesLine,
  scoreSheetLines,
  settlementLines,
  signed,
  standingsLines,
  summaryLine,
  trickLine
} from './render.js'
import { type MatchFlags, type Preset, matchConfigFor } from './rules.js'
import { awaitsClarifyingChoice } from '../game/hochzeit.js'

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
  /** The player's name. */
  readonly name: string
  /** Whether to colour the output. */
  readonly color: boolean
  /** `--record FILE`: the Partie's match record is written there after every game. */
  readonly record?: string
  /** The match options (counting, Bock factor) for a Partie from the preset. */
  readonly match?: MatchFlags
  /** The Partie's own match configuration and first dealer (the daily Partie); else from the preset, dealer 0. */
  readonly partie?: { readonly config: MatchConfig; readonly dealer: Seat }
}

/** What a running game needs to talk to the player. */
interface Table {
  readonly names: SeatNames
  readonly c: Colors
  readonly say: (lines: readonly string[]) => void
  readonly prompter: Prompter
  readonly bot: Bot
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
const shownHand = (game: Game, playable: readonly Card[] | null, c: Colors): { readonly sorted: readonly Card[]; readonly line: string } => {
  const sorted = sortCards(orderOf(game), handOf(game))
  return { sorted, line: `Your hand: ${handLine(sorted, playable, c)}` }
}

/** The engine's verdict on an action as prompt feedback: the next state, or `code: message`. */
const applied = (game: Game, action: Action): E.Either<string, { readonly action: Action; readonly game: Game }> => {
  const next = applyAction(game, action)
  // Phrased from the error's details by the library's English words: "you", the bots' names, never "seat 0".
  return E.isLeft(next)
    ? E.left(`${next.left.code}: ${formatError(en, next.left, { names: ['You', ...BOT_NAMES], self: HUMAN })}`)
    : E.right({ action, game: next.right })
}

/** Parse, then let the engine judge: the parser of every prompt. */
const judged =
  <A extends Action>(game: Game, parse: (text: string) => E.Either<string, A>) =>
  (text: string): E.Either<string, { readonly action: Action; readonly game: Game }> => {
    const parsed = parse(text)
    return E.isLeft(parsed) ? parsed : applied(game, parsed.right)
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
  const offered = legalActions(game, HUMAN).filter((a): a is DeclareAction => a.type === 'declare')
  const forced = game.setup.forcedSoloist === HUMAN
  table.say([
    shownHand(game, null, table.c).line,
    ...(forced ? [table.c.yellow('You are vorgeführt: you must declare a solo.')] : []),
    'Reservations you may declare:',
    ...offered.map((a, i) => `  ${String(i + 1).padStart(2)}) ${declarationLabel(a.declaration)}`)
  ])
  return table.prompter.ask(
    `Your reservation (1-${offered.length} or a name, e.g. gesund):`,
    judged(game, (text) => parseReservation(text, offered, HUMAN))
  )
}

/** The Armut prompts: pass, answer an offer, return. */
const askArmut = (game: ArmutState, table: Table): Promise<Step> => {
  const { c } = table
  switch (game.step) {
    case 'pass': {
      const legal = legalActions(game, HUMAN)
      const count = legal[0]?.type === 'armutPass' ? legal[0].cards.length : 3
      table.say([shownHand(game, null, c).line, `Armut: pass ${count} cards face down, every trump of your hand among them.`])
      return table.prompter.ask(
        `Cards to pass (${count} numbers or names, e.g. 1 2 3):`,
        judged(game, (text) => E.map((cards: readonly Card[]): Action => ({ type: 'armutPass', seat: HUMAN, cards }))(parseCardList(text, shownHand(game, null, c).sorted)))
      )
    }
    case 'offer':
      table.say([shownHand(game, null, c).line, `${table.names[game.poor]} offers an Armut of ${game.passed.length} cards.`])
      return table.prompter.ask(
        'Take the Armut? (y/n):',
        judged(game, (text) => E.map((accept: boolean): Action => ({ type: 'armutAnswer', seat: HUMAN, accept }))(parseYesNo(text)))
      )
    case 'return': {
      const { sorted, line } = shownHand(game, null, c)
      table.say([
        `You took ${makeHand(game.passed)} from ${table.names[game.poor]}.`,
        line,
        `Return ${game.passed.length} cards to ${table.names[game.poor]}.`
      ])
      return table.prompter.ask(
        `Cards to return (${game.passed.length} numbers or names):`,
        judged(game, (text) => E.map((cards: readonly Card[]): Action => ({ type: 'armutReturn', seat: HUMAN, cards }))(parseCardList(text, sorted)))
      )
    }
  }
}

/** The Hochzeiter's choice of the clarifying tricks. */
const askClarification = (game: PlayingGame, table: Table): Promise<Step> => {
  // The choices the rules offer, as the engine lists them.
  const choices = legalActions(game, HUMAN).flatMap((a) => (a.type === 'chooseClarification' ? [a.trick] : []))
  table.say([
    shownHand(game, null, table.c).line,
    'Your Hochzeit: which tricks find your partner?',
    ...choices.map((t, i) => `  ${i + 1}) ${t}: ${CLARIFICATION_LABELS[t]}`)
  ])
  return table.prompter.ask(
    `Clarifying tricks (1-${choices.length}):`,
    judged(game, (text) => E.map((trick: ClarifyingTrick): Action => ({ type: 'chooseClarification', seat: HUMAN, trick }))(parseClarification(text, choices)))
  )
}

/**
 * The card prompt: the last trick, the trick on the table, the hand with the playable cards
 * marked, and the announcements possible. Announcements are offered at each of the player's
 * turns: deadlines count the player's own cards, so nothing allowed in between is lost by then.
 */
const askMove = (game: PlayingGame, table: Table): Promise<Step> => {
  const legal = legalActions(game, HUMAN)
  const playable = legal.flatMap((a) => (a.type === 'play' ? [a.card] : []))
  const announcements = legal.filter((a): a is AnnounceAction => a.type === 'announce').map((a) => a.announcement)
  const { sorted, line } = shownHand(game, playable, table.c)
  const last = game.tricks[game.tricks.length - 1]
  table.say([
    // The last trick again once other cards have been played since it was taken.
    ...(last !== undefined && game.trick.length > 0 ? [table.c.dim(`Last: ${trickLine(game.tricks.length, last, table.names, table.c)}`)] : []),
    currentTrickLine(
      game.tricks.length + 1,
      { leader: game.leader, cards: game.trick },
      table.names,
      table.c,
      // The card winning the trick so far, by the game's card order and the Dulle rule of this trick.
      game.trick.length === 0
        ? undefined
        : trickWinnerIndex(orderOf(game), game.trick, secondDulleWins(game.setup.rules, game.tricks.length === ruleTable(game.setup.rules).cardsPerHand - 1))
    ),
    line,
    announcements.length > 0
      ? `You may announce: ${announcements.map((a) => ANNOUNCEMENT_LABELS[a]).join(', ')} (type e.g. ${ANNOUNCEMENT_LABELS[announcements[0] ?? 're']})`
      : 'No announcement possible now.'
  ])
  return table.prompter.ask('Your card (number or e.g. CQ, H10; * = playable):', judged(game, (text) => parseMove(text, sorted, playable, HUMAN)))
}

/** The human's next step, by phase. */
/** The player's last card, played without asking (nothing else is left to decide then). */
const lastCard = (game: Game): Promise<Step> | null => {
  const legal = legalActions(game, HUMAN)
  if (legal.length !== 1 || legal[0]?.type !== 'play' || game.phase !== 'play' || game.hands[HUMAN].length !== 1) return null
  const step = applied(game, legal[0])
  return E.isRight(step) ? Promise.resolve(step.right) : null
}

const humanStep = (game: Game, table: Table): Promise<Step> => {
  switch (game.phase) {
    case 'reservations':
      return askReservation(game, table)
    case 'armut':
      return askArmut(game, table)
    case 'clarification':
    case 'play':
      if (currentPlayer(game) === HUMAN && awaitsClarifyingChoice(game)) return askClarification(game, table)
      return lastCard(game) ?? askMove(game, table)
    default:
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
const playGame = async (start: Game, seed: string, table: Table): Promise<{ readonly game: Game; readonly actions: readonly Action[] }> => {
  let game = start
  const actions: Action[] = []
  while (!isFinished(game)) {
    const seat = currentPlayer(game)
    if (seat === null) throw new Error(`the game is stuck in phase ${game.phase}`)
    const step = seat === HUMAN ? await humanStep(game, table) : botStep(game, seat, table.bot, seed, actions.length)
    table.say(narrate(game, step.action, step.game, { names: table.names, c: table.c, viewer: HUMAN, eachCard: true }))
    game = step.game
    actions.push(step.action)
  }
  return { game, actions }
}

/** Writes the Partie's match record (the games so far) to `path`; an error message, or null. */
const writeRecord = (path: string, config: MatchConfig, games: readonly GameRecord[]): string | null => {
  try {
    writeFileSync(path, `${JSON.stringify(matchRecord(config, games), null, 2)}\n`)
    return null
  } catch (e) {
    return `doppelkopf: cli/unwritable-file: cannot write the record to ${path} (${e instanceof Error && 'code' in e ? String((e as NodeJS.ErrnoException).code) : String(e)})`
  }
}

/** The end of a game: card points, parties and the itemised settlement. */
const gameEndLines = (game: Game, names: SeatNames, c: Colors): readonly string[] => {
  if (game.phase !== 'finished') return []
  return ['', partiesLine(game.parties, names), summaryLine(game.summary), ...settlementLines(game.settlement, names, c)]
}

/** Plays the Partie; resolves to the exit code. */
const playMatch = async (settings: PlaySettings, io: CliIo, prompter: Prompter): Promise<number> => {
  const c = colorsFor(settings.color)
  const say = (lines: readonly string[]): void => writeLines(io.output, lines)
  const names: SeatNames = [settings.name, ...BOT_NAMES]
  const config = settings.partie?.config ?? matchConfigFor(settings.preset, settings.rules, settings.games, settings.match)
  const started = newMatch(config, { players: names, dealer: settings.partie?.dealer ?? 0 })
  if (E.isLeft(started)) {
    writeLines(io.error, [`doppelkopf: ${started.left.code}: ${started.left.message}`])
    return EXIT.usage
  }
  let match: Match = started.right
  const records: GameRecord[] = []
  if (settings.record !== undefined) {
    const failed = writeRecord(settings.record, config, records)
    if (failed !== null) {
      writeLines(io.error, [failed])
      return EXIT.failure
    }
  }
  say([
    c.bold(`Doppelkopf: ${settings.name} against ${BOT_NAMES.join(', ')} (${settings.bot.name} bots)`),
    `Rules ${settings.rules.name}, ${settings.games} game${settings.games === 1 ? '' : 's'}${config.compulsorySolo ? ', Pflichtsolo' : ''}${config.bock !== null ? ', Bock' : ''}; seed "${settings.seed}"`
  ])
  const table: Table = { names, c, say, prompter, bot: settings.bot }
  while (!isMatchOver(match)) {
    const deal = nextDeal(match)
    if (E.isLeft(deal)) throw new Error(deal.left.message)
    const seed = dealSeed(settings.seed, match.sheet.length)
    const game = startNextGame(match, { seed })
    if (E.isLeft(game)) throw new Error(game.left.message)
    const d = deal.right
    say([
      '',
      c.bold(`=== Game ${d.game} of ${settings.games} ===`),
      `Dealer: ${names[d.dealer as Seat]}${d.multiplier > 1 ? `; Bock: scores count x${d.multiplier}` : ''}${
        d.forcedSoloist !== null ? `; ${names[d.forcedSoloist as Seat]} is vorgeführt (must play a solo)` : ''
      }`
    ])
    const { game: played, actions } = await playGame(game.right, seed, table)
    say(gameEndLines(played, names, c))
    if (settings.record !== undefined) {
      records.push(gameRecord(played, actions, names))
      const failed = writeRecord(settings.record, config, records)
      if (failed !== null) writeLines(io.error, [failed])
    }
    const recorded = recordGame(match, played)
    if (E.isLeft(recorded)) throw new Error(recorded.left.message)
    match = recorded.right
    say(['', 'Score sheet:', ...scoreSheetLines(match.sheet, match.players, c)])
  }
  say(['', c.bold('The Partie is over. Final standing:'), ...standingsLines(match, c)])
  const mine = match.totals[HUMAN] ?? 0
  say([`You finish with ${signed(mine)}.`])
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
      writeLines(io.output, [
        '',
        e.reason === 'interrupted' ? 'Interrupted: the Partie is abandoned.' : 'End of input: the Partie is abandoned.'
      ])
      return e.reason === 'interrupted' ? EXIT.interrupted : EXIT.failure
    }
    writeLines(io.error, [`doppelkopf: internal error: ${e instanceof Error ? e.message : String(e)}`])
    return EXIT.failure
  } finally {
    prompter.close()
  }
}
