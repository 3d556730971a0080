#!/usr/bin/env node
/**
 * The `doppelkopf` program: `play` (the default: you against three bots), `arena` (bots against
 * bots), `score FILE` (settle a game record or summary) and `replay FILE` (a record trick by
 * trick).
 *
 * ```sh
 * npx tsx src/cli/main.ts play --games 2 --seed my-seed
 * npx tsx src/cli/main.ts score game.json
 * ```
 *
 * {@link runCli} runs it on any streams, so tests drive it in-process. Exit codes: 0 success,
 * 1 a bad file or the end of input mid-game, 2 bad arguments, 130 Ctrl-C.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { realpathSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { isMainThread } from 'node:worker_threads'
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander'
import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { ARENA_BOT_NAMES, arenaBots, isArenaBotName } from '../arena/registry.js'
import { daily } from '../match/daily.js'
import { totalGames } from '../match/config.js'
import { plainEqual } from '../input/plain.js'
import { rules as presets } from '../rules/presets.js'
import { SCHMEISSEN_REASONS } from '../rules/ruleSet.js'
import { runArenaCommand } from './arena.js'
import { type CliFailure, errorLines } from './files.js'
import { type CliIo, EXIT, colorEnabled, colorsFor, writeLines } from './io.js'
import { BOT_NAMES, runPlay } from './play.js'
import { replayFile } from './replay.js'
import { PRESETS, type RuleFlags, isPreset, matchFlags, rulesFromFlags } from './rules.js'
import { readerOf } from './render.js'
import { SCORE_FORMATS, scoreFile } from './score.js'
import { LANGS, type Lang, type Words, langFromEnv, wordsFor } from './words.js'
import { widthOf } from './wrap.js'

/** The options of `play` as commander hands them over. */
interface PlayFlags extends RuleFlags {
  readonly games: number
  readonly seed?: string
  readonly daily?: boolean
  readonly bot: string
  readonly name?: string
  readonly color?: boolean
  readonly lang?: Lang
  readonly counting?: string
  readonly bockFactor?: string
  readonly record?: string
}

/** How to answer the prompts of `play`. */
const PLAY_HELP = `
At the prompts:
  reservation   its number from the list, or a name: gesund, hochzeit, armut, schmeissen, damensolo, solo jacks, ...
  card          its number in your hand (playable cards are marked *), or its name: CQ, QC, H10, ♣Q, Kreuz-Dame
  announcement  at the card prompt instead of a card: re, kontra, keine 90 (k90), keine 60, keine 30, schwarz
  Armut         the cards to pass or return as numbers or names (1 4 7, or DA D10 HK); y/n (j/n) to take one
Both languages' words are understood whatever --lang says (gesund or healthy, keine 90 or no 90, Damensolo or queens solo).
A refused answer is explained (with the engine's error code) and asked again. Ctrl-C quits (exit code 130).
Exit codes: 0 done, 1 input ended mid-game, 2 bad arguments, 130 interrupted.`

/** A usage error: reported with the help hint, exit code 2. */
class UsageError extends Error {}

const positiveInt = (raw: string): number => {
  const n = Number(raw)
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive whole number')
  return n
}

/** The option `--lang` of every command that prints game words. */
const langOption = (): Option =>
  new Option('--lang <lang>', 'language of the output: de (German) or en (English); default: de when LC_ALL, LC_MESSAGES or LANG starts with "de", else en').choices(
    LANGS
  )

/** The language of a run: `--lang`, else the environment's. */
const langOf = (flag: Lang | undefined, io: CliIo): Lang => flag ?? langFromEnv(io.env ?? {})

/** A command's failure as lines in the locale's words, its record's players by name (the reader as "du" / "you"). */
const failureLines = (command: string, f: CliFailure, words: Words): readonly string[] =>
  errorLines(f.error, words.locale, f.names === undefined ? {} : { names: f.names, self: readerOf(f.names) ?? undefined }).map((l, i) =>
    i === 0 ? `doppelkopf ${command}: ${l}` : l
  )

/** Today's date as `YYYY-MM-DD` (UTC), the key of the daily deal. */
const today = (): string => new Date().toISOString().slice(0, 10)

/** Checks the `play` options and runs the Partie. */
const play = async (flags: PlayFlags, io: CliIo): Promise<number> => {
  const built = rulesFromFlags(flags)
  if (E.isLeft(built)) throw new UsageError(built.left)
  if (!isArenaBotName(flags.bot)) throw new UsageError(`unknown bot "${flags.bot}" (known: ${ARENA_BOT_NAMES.join(', ')})`)
  if (flags.daily === true && flags.seed !== undefined) throw new UsageError('--daily and --seed exclude each other')
  const lang = langOf(flags.lang, io)
  const name = (flags.name ?? wordsFor(lang).ui.defaultName).trim()
  if (name === '' || (BOT_NAMES as readonly string[]).includes(name)) {
    throw new UsageError(`--name must be non-empty and differ from the bots' names (${BOT_NAMES.join(', ')})`)
  }
  if (flags.games > 1000) throw new UsageError('--games must be at most 1000')
  const partie = flags.daily === true ? daily(today()) : null
  if (partie !== null && E.isLeft(partie)) throw new UsageError(partie.left.message)
  const theDaily = partie === null ? null : partie.right
  if (theDaily !== null && ((flags.rules !== 'tsr' && flags.rules !== 'pagat') || flags.games !== 8 || !plainEqual(built.right.rules, presets[flags.rules]))) {
    throw new UsageError(
      `--daily plays the daily Partie (${theDaily.config.rules.name} rules, ${totalGames(theDaily.config)} games, the same for everyone): leave out --rules, --games and the house options`
    )
  }
  const match = matchFlags(built.right.preset, flags.counting, flags.bockFactor)
  if (E.isLeft(match)) throw new UsageError(match.left)
  if (theDaily !== null && (flags.counting !== undefined || flags.bockFactor !== undefined)) {
    throw new UsageError('--daily plays the daily Partie as it is: leave out --counting and --bock-factor')
  }
  const seed = theDaily?.seed ?? flags.seed ?? randomUUID().slice(0, 8)
  if (seed === '') throw new UsageError('--seed must not be empty')
  return runPlay(
    {
      preset: theDaily === null ? built.right.preset : 'pagat',
      rules: theDaily?.config.rules ?? built.right.rules,
      games: theDaily === null ? flags.games : totalGames(theDaily.config),
      ...(theDaily === null ? { match: match.right } : { partie: { config: theDaily.config, dealer: theDaily.dealer } }),
      ...(flags.record === undefined ? {} : { record: flags.record }),
      seed,
      bot: arenaBots[flags.bot],
      name,
      color: colorEnabled(flags.color, io.output, io.env ?? {}),
      lang
    },
    io
  )
}

/** The `play` command's options (also the program's default command). */
const addPlayOptions = (cmd: Command): Command =>
  cmd
    .option('-g, --games <n>', 'games in the Partie', positiveInt, 8)
    .addOption(new Option('-r, --rules <preset>', 'rule-set preset').choices(PRESETS).default('tsr'))
    .option('-s, --seed <seed>', 'seed of the deals (default: a random one, printed at the start)')
    .option('--daily', "today's daily deal: the same hands for everyone today")
    .addOption(new Option('-b, --bot <bot>', 'strength of the three opponents').choices(ARENA_BOT_NAMES).default('heuristic'))
    .option('-n, --name <name>', 'your name (default: You, in German Du)')
    .addOption(langOption())
    .option('--color', 'force colours')
    .option('--no-color', 'no colours (also when NO_COLOR is set)')
    .option('--without-nines', 'play without the nines (40 cards)')
    .option('--piglets', 'Schweinchen: both ♦A make the highest trumps')
    .option('--superpiglets', 'piglets and superpiglets')
    .option('--second-dulle [mode]', 'the second ♥10 beats the first: always (default), exceptLastTrick, never')
    .option('--armut [mode]', 'offer Armut: exchange (default) or redeal')
    .option('--schmeissen [reasons]', `offer Schmeißen for these hands, comma-separated (default fiveKings,fiveNines; known: ${SCHMEISSEN_REASONS.join(', ')})`)
    .option('--wedding-choice', 'the Hochzeiter chooses which tricks clarify the Hochzeit')
    .option('--all-solos', 'offer every solo the engine knows')
    .option('--no-reply-rule', 'no reply rule: Re and Kontra always need the deadline of a first announcement')
    .option('--deadlines <counts>', 'the cards needed for Re/Kontra, keine 90, 60, 30, schwarz, e.g. 12,11,10,9,8 (default 11,10,9,8,7)')
    .option('--until-trick-complete', 'a card in the current trick still counts for the deadlines until the trick is complete')
    .option('--without-dullen', 'the ♥10 is a plain heart: 24 trumps, no Dullen')
    .option('--piglets-in-solo', 'piglets in a Farbsolo too: both aces of the trump suit (needs --piglets)')
    .option('--first-trick-decides', 'a Hochzeit: the first trick that may find the partner decides (won by the Hochzeiter: alone)')
    .option('--genscher', 'Genscher: a player with both ♦K chooses a partner (or keeps the parties) when playing the first')
    .option('--record <file>', 'write the Partie as a match record (JSON) after every game; replay reads it')
    .option('--counting <how>', 'the score sheet: plusMinus (default), plusOnly (only the winners write) or minusOnly')
    .option('--bock-factor <n>', 'the factor of a Bock game (house rules): 2 (default) or 3')
    .option('--priority <kinds>', 'which reservation outranks which, highest first, e.g. solo,hochzeit,armut,schmeissen')
    .option('--piglets-public', 'the piglets and their holder are named to everyone when play starts')
    .option('--rich-hand <points>', 'the card points for the Schmeißen reason richHand (default 70)')
    .option('--heart-trick', 'extra point: a trick of four plain hearts')
    .option('--dulle-catches-dulle', 'extra point: a second ♥10 beating the other party\'s first (needs --second-dulle)')

/**
 * Runs the `doppelkopf` program on the given streams, with `argv` the arguments after the
 * program name; resolves to the exit code (0 success, 1 a bad file or the end of input
 * mid-game, 2 bad arguments, 130 Ctrl-C). Never calls `process.exit`.
 *
 * @example
 * ```ts
 * const code = await runCli(['score', 'game.json'], { input: process.stdin, output: process.stdout, error: process.stderr })
 * ```
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let code: number = EXIT.ok
  // Long lines and errors wrap at the terminal's width (80 when the output is no terminal).
  const width = widthOf(io.output)
  const program = new Command()
  program
    .name('doppelkopf')
    .description('Doppelkopf in the terminal: play against bots, run bot arenas, score and replay games.')
    .configureOutput({
      writeOut: (s) => void io.output.write(s),
      writeErr: (s) => void io.error.write(s)
    })
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .enablePositionalOptions()

  addPlayOptions(program.command('play', { isDefault: true }).description('play a Partie against three computer opponents (default)'))
    .addHelpText('after', PLAY_HELP)
    .action(
    async (flags: PlayFlags) => {
      code = await play(flags, io)
    }
  )

  program
    .command('arena')
    .description('bots against bots in duplicate games (options: --games N --seats B,B,B,B --rules R [--workers K] [--seed S] [--lang de|en]; --help)')
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .passThroughOptions()
    .argument('[options...]', 'the arena options')
    .action(async (args: string[]) => {
      code = await runArenaCommand(args, { output: io.output, error: io.error, env: io.env ?? {} })
    })

  program
    .command('score')
    .description('settle a game record or a game summary and print the itemised lines and scores')
    .argument('<file>', 'a JSON file')
    .addOption(new Option('-r, --rules <preset>', 'rule set of a bare summary').choices(PRESETS).default('tsr'))
    .addOption(langOption())
    .option('--color', 'force colours')
    .option('--no-color', 'no colours')
    .addHelpText('after', `\n${SCORE_FORMATS}`)
    .action((file: string, flags: { rules: string; color?: boolean; lang?: Lang }) => {
      const rules = isPreset(flags.rules) ? presets[flags.rules] : presets.tsr
      const words = wordsFor(langOf(flags.lang, io))
      const scored = scoreFile(file, rules, words, colorsFor(colorEnabled(flags.color, io.output, io.env ?? {})))
      if (E.isLeft(scored)) {
        writeLines(io.error, failureLines('score', scored.left, words), width)
        code = EXIT.failure
      } else writeLines(io.output, scored.right, width)
    })

  program
    .command('replay')
    .description('print a game record trick by trick: deal, reservations, tricks, announcements, settlement')
    .argument('<file>', 'a game record or a match record (JSON, as play --record writes it)')
    .option('--game <n>', 'of a match record: only game n', positiveInt)
    .addOption(langOption())
    .option('--color', 'force colours')
    .option('--no-color', 'no colours')
    .action((file: string, flags: { color?: boolean; game?: number; lang?: Lang }) => {
      const words = wordsFor(langOf(flags.lang, io))
      const told = replayFile(file, { words, c: colorsFor(colorEnabled(flags.color, io.output, io.env ?? {})), width }, flags.game)
      if (E.isLeft(told)) {
        writeLines(io.error, failureLines('replay', told.left, words), width)
        code = EXIT.failure
      } else writeLines(io.output, told.right, width)
    })

  try {
    await program.parseAsync([...argv], { from: 'user' })
    return code
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help' ? EXIT.ok : EXIT.usage
    }
    if (e instanceof UsageError) {
      writeLines(io.error, [`doppelkopf: ${e.message}`, '(add --help for usage)'], width)
      return EXIT.usage
    }
    writeLines(io.error, [`doppelkopf: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`])
    return EXIT.failure
  }
}

/** Whether this file is the program being run (not imported, not a worker thread). */
const isEntryPoint = (): boolean => {
  const script = process.argv[1]
  if (!isMainThread || script === undefined) return false
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url))
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  void runCli(process.argv.slice(2), { input: process.stdin, output: process.stdout, error: process.stderr, env: process.env }).then((code) => {
    process.exitCode = code
    // Prompts leave stdin paused but referenced on some terminals; nothing more is read.
    process.stdin.unref?.()
  })
}
