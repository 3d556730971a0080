#!/usr/bin/env node
/**
 * The `doppelkopf` program: `play` (the default: you against three bots), `arena` (bots against
 * bots), `score FILE` (settle a game record or summary), `replay FILE` (a record trick by
 * trick) and `review FILE` (one seat's decisions in a record judged).
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
import { type Argument, Command, CommanderError, Help, InvalidArgumentError, Option } from 'commander'
import { randomUUID } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { ARENA_BOT_NAMES, type ArenaBotName, LEVEL_BOTS, arenaBots, isArenaBotName } from '../arena/registry.js'
import { BOT_LEVELS, isBotLevel } from '../bots/levels.js'
import { daily } from '../match/daily.js'
import { totalGames } from '../match/config.js'
import { rules as presets } from '../rules/presets.js'
import { SCHMEISSEN_REASONS } from '../rules/ruleSet.js'
import { runArenaCommand } from './arena.js'
import { type CliFailure, errorLines } from './files.js'
import { type CliIo, EXIT, colorEnabled, colorsFor, writeLines } from './io.js'
import { BOT_NAMES, runPlay } from './play.js'
import { replayFile } from './replay.js'
import { reviewFile } from './advice.js'
import type { Seat } from '../seat.js'
import { PRESETS, type RuleFlags, isPreset, matchFlags, rulesFromFlags } from './rules.js'
import { readerOf } from './render.js'
import { scoreFile } from './score.js'
import type { CommandText } from './commandWords.js'
import { type CliText, HOUSE_OPTIONS, LANGS, type Lang, type Words, isLang, langFromEnv, wordsFor } from './words.js'
import { widthOf } from './wrap.js'

/** The options of `play` as commander hands them over. */
interface PlayFlags extends RuleFlags {
  readonly games: number
  readonly seed?: string
  readonly daily?: boolean
  readonly bot: string
  readonly level?: string
  readonly name?: string
  readonly color?: boolean
  readonly lang?: Lang
  readonly verbose?: boolean
  readonly counting?: string
  readonly bockFactor?: string
  readonly record?: string
}

/** A usage error: reported with the help hint, exit code 2. */
class UsageError extends Error {}

/** A positive whole number, or commander's refusal in the run's words. */
const positiveInt =
  (text: CommandText) =>
  (raw: string): number => {
    const n = Number(raw)
    if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError(text.refusals.positiveInt)
    return n
  }

/** A seat on the command line, 1..4 (as the players are numbered), as the library's 0..3. */
const seatNumber =
  (text: CommandText) =>
  (raw: string): Seat => {
    const n = Number(raw)
    if (!/^[1-4]$/.test(raw.trim())) throw new InvalidArgumentError(text.refusals.seat)
    return (n - 1) as Seat
  }

/** The option `--lang` of every command that prints game words. */
const langOption = (text: CommandText): Option => new Option('--lang <lang>', text.options.lang).choices(LANGS)

/** The language of a run: `--lang`, else the environment's. */
const langOf = (flag: Lang | undefined, io: CliIo): Lang => flag ?? langFromEnv(io.env ?? {})

/**
 * The language of a command line before it is parsed (for its help and its refusals): the
 * value of `--lang` when it names one, else the environment's.
 */
export const langOfArgv = (argv: readonly string[], env: Readonly<Record<string, string | undefined>>): Lang => {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--') break
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice('--lang='.length) : undefined
    if (value !== undefined && isLang(value)) return value
  }
  return langFromEnv(env)
}

/**
 * A command's failure as lines in the locale's words, its record's players by name (the reader
 * as "du" / "you"); with `verbose`, the error's code and details too.
 */
const failureLines = (command: string, f: CliFailure, words: Words, verbose: boolean): readonly string[] =>
  errorLines(f.error, words, f.names === undefined ? {} : { names: f.names, self: readerOf(f.names) ?? undefined }, verbose).map((l, i) =>
    i === 0 ? `doppelkopf ${command}: ${l}` : l
  )

/** Today's date as `YYYY-MM-DD` (UTC), the key of the daily deal. */
const today = (): string => new Date().toISOString().slice(0, 10)

/** The options `--daily` leaves as they are: they change neither the deals nor the rules. */
const DAILY_KEEPS: readonly string[] = ['daily', 'bot', 'level', 'name', 'lang', 'color', 'record', 'verbose']

/**
 * The options given on the command line that `--daily` would ignore: every rule and match
 * option, and `--rules` or `--games` unless they name the daily Partie's own.
 */
const ignoredByDaily = (cmd: Command, daily: { readonly rules: string; readonly games: number }, flags: PlayFlags): readonly string[] => {
  const given = new Set<string>()
  for (const o of cmd.options) {
    const key = o.attributeName()
    if (DAILY_KEEPS.includes(key) || cmd.getOptionValueSource(key) !== 'cli') continue
    if (key === 'rules' && flags.rules === daily.rules) continue
    if (key === 'games' && flags.games === daily.games) continue
    if (key === 'seed') continue
    given.add(o.long ?? o.flags)
  }
  return [...given]
}

/** The house options of the flags, in the run's words (for the rules line). */
const houseOptionsOf = (cmd: Command, ui: CliText): readonly string[] =>
  HOUSE_OPTIONS.filter((key) => cmd.getOptionValueSource(key) === 'cli' && !(key === 'piglets' && cmd.getOptionValueSource('superpiglets') === 'cli')).map(
    (key) => ui.houseOptions[key]
  )

/** Checks the `play` options and runs the Partie. */
const play = async (flags: PlayFlags, cmd: Command, io: CliIo): Promise<number> => {
  const lang = langOf(flags.lang, io)
  const words = wordsFor(lang)
  const { refusals } = words.command
  const built = rulesFromFlags(flags, words.command)
  if (E.isLeft(built)) throw new UsageError(built.left)
  if (!isArenaBotName(flags.bot)) throw new UsageError(`unknown bot "${flags.bot}" (known: ${ARENA_BOT_NAMES.join(', ')})`)
  if (flags.level !== undefined && cmd.getOptionValueSource('bot') === 'cli') throw new UsageError(refusals.levelAndBot)
  const botName: ArenaBotName = flags.level !== undefined && isBotLevel(flags.level) ? LEVEL_BOTS[flags.level] : flags.bot
  if (flags.daily === true && flags.seed !== undefined) throw new UsageError(refusals.dailyAndSeed)
  const name = (flags.name ?? words.ui.defaultName).trim()
  if (name === '' || (BOT_NAMES as readonly string[]).includes(name)) throw new UsageError(refusals.name(BOT_NAMES))
  if (flags.games > 1000) throw new UsageError(refusals.maxGames)
  const partie = flags.daily === true ? daily(today()) : null
  if (partie !== null && E.isLeft(partie)) throw new UsageError(refusals.noDaily(today()))
  const theDaily = partie === null ? null : partie.right
  if (theDaily !== null) {
    const games = totalGames(theDaily.config)
    const ignored = ignoredByDaily(cmd, { rules: theDaily.config.rules.name, games }, flags)
    if (ignored.length > 0) throw new UsageError(refusals.daily(words.ui.rulesName(theDaily.config.rules.name), games, ignored))
  }
  const match = matchFlags(built.right.preset, flags.counting, flags.bockFactor, words.command, words.ui.rulesName)
  if (E.isLeft(match)) throw new UsageError(match.left)
  const seed = theDaily?.seed ?? flags.seed ?? randomUUID().slice(0, 8)
  if (seed === '') throw new UsageError(refusals.emptySeed)
  return runPlay(
    {
      preset: theDaily === null ? built.right.preset : 'pagat',
      rules: theDaily?.config.rules ?? built.right.rules,
      games: theDaily === null ? flags.games : totalGames(theDaily.config),
      ...(theDaily === null ? { match: match.right } : { partie: { config: theDaily.config, dealer: theDaily.dealer } }),
      ...(flags.record === undefined ? {} : { record: flags.record }),
      seed,
      bot: arenaBots[botName],
      level: BOT_LEVELS.find((l) => LEVEL_BOTS[l] === botName) ?? botName,
      strength: words.ui.botStrengths[botName],
      houseOptions: theDaily === null ? houseOptionsOf(cmd, words.ui) : [],
      name,
      color: colorEnabled(flags.color, io.output, io.env ?? {}),
      lang,
      verbose: flags.verbose === true
    },
    io
  )
}

/** The `play` command's options (also the program's default command), described in the run's words. */
const addPlayOptions = (cmd: Command, t: CommandText): Command =>
  cmd
    .option('-g, --games <n>', t.options.games, positiveInt(t), 8)
    .addOption(new Option('-r, --rules <preset>', t.options.rules).choices(PRESETS).default('tsr'))
    .option('-s, --seed <seed>', t.options.seed)
    .option('--daily', t.options.daily)
    .addOption(new Option('-b, --bot <bot>', t.options.bot).choices(ARENA_BOT_NAMES).default('heuristic'))
    .addOption(new Option('-l, --level <level>', t.options.level).choices(BOT_LEVELS))
    .option('-n, --name <name>', t.options.name)
    .addOption(langOption(t))
    .option('--color', t.options.color)
    .option('--no-color', t.options.noColor)
    .option('-v, --verbose', t.options.verbose)
    .option('--without-nines', t.options.withoutNines)
    .option('--piglets', t.options.piglets)
    .option('--superpiglets', t.options.superpiglets)
    .option('--second-dulle [mode]', t.options.secondDulle)
    .option('--armut [mode]', t.options.armut)
    .option('--schmeissen [reasons]', `${t.options.schmeissen} (${SCHMEISSEN_REASONS.join(', ')})`)
    .option('--wedding-choice', t.options.weddingChoice)
    .option('--all-solos', t.options.allSolos)
    .option('--no-reply-rule', t.options.noReplyRule)
    .option('--deadlines <counts>', t.options.deadlines)
    .option('--until-trick-complete', t.options.untilTrickComplete)
    .option('--without-dullen', t.options.withoutDullen)
    .option('--piglets-in-solo', t.options.pigletsInSolo)
    .option('--first-trick-decides', t.options.firstTrickDecides)
    .option('--genscher', t.options.genscher)
    .option('--record <file>', t.options.record)
    .option('--counting <how>', t.options.counting)
    .option('--bock-factor <n>', t.options.bockFactor)
    .option('--priority <kinds>', t.options.priority)
    .option('--piglets-public', t.options.pigletsPublic)
    .option('--rich-hand <points>', t.options.richHand)
    .option('--heart-trick', t.options.heartTrick)
    .option('--dulle-catches-dulle', t.options.dulleCatchesDulle)

/** Commander's help in the run's words: its headings and the notes after each option. */
const helpIn = (t: CommandText) => ({
  styleTitle: (title: string): string => t.titles[title] ?? title,
  subcommandTerm(this: Help, cmd: Command): string {
    return Help.prototype.subcommandTerm.call(this, cmd).replace(' [options]', ` ${t.usage.options}`).replace(' [command]', ` ${t.usage.command}`)
  },
  optionDescription(this: Help, option: Option): string {
    return notesIn(t, Help.prototype.optionDescription.call(this, option))
  },
  argumentDescription(this: Help, argument: Argument): string {
    return notesIn(t, Help.prototype.argumentDescription.call(this, argument))
  }
})

/** Commander's notes "(choices: ..., default: ...)" in the run's words. */
const notesIn = (t: CommandText, description: string): string =>
  description.replace(/\((choices|default): /g, (_, note: string) => `(${note === 'choices' ? t.notes.choices : t.notes.default}: `).replace(
    /, (choices|default): /g,
    (_, note: string) => `, ${note === 'choices' ? t.notes.choices : t.notes.default}: `
  )

/** The help, the words and the output of a command, in the run's language. */
const configured = (cmd: Command, t: CommandText, io: CliIo): Command =>
  cmd
    .configureHelp(helpIn(t))
    .helpOption('-h, --help', t.helpOption)
    .configureOutput({
      writeOut: (s) => void io.output.write(s),
      writeErr: (s) => void io.error.write(s),
      outputError: (s, write) => write(t.commanderError(s))
    })
    .showHelpAfterError(t.seeHelp)

/**
 * Runs the `doppelkopf` program on the given streams, with `argv` the arguments after the
 * program name; resolves to the exit code (0 success, 1 a bad file or the end of input
 * mid-game, 2 bad arguments, 130 Ctrl-C). Never calls `process.exit`. The help and the
 * refusals of arguments are in the language of `--lang` (or the environment's).
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
  const lang = langOfArgv(argv, io.env ?? {})
  const t = wordsFor(lang).command
  const program = configured(new Command(), t, io)
  program
    .name('doppelkopf')
    .description(t.program)
    .exitOverride()
    .enablePositionalOptions()
    .helpCommand(`help ${t.usage.command}`, t.commands.help)
    .usage(`${t.usage.options} ${t.usage.command}`)

  const playCommand = configured(program.command('play', { isDefault: true }), t, io).description(t.commands.play).usage(t.usage.options)
  addPlayOptions(playCommand, t)
    .addHelpText('after', t.playHelp)
    .action(async (flags: PlayFlags, cmd: Command) => {
      code = await play(flags, cmd, io)
    })

  configured(program.command('arena'), t, io)
    .description(t.commands.arena)
    .helpOption(false)
    .allowUnknownOption()
    .allowExcessArguments()
    .passThroughOptions()
    .argument(lang === 'de' ? '[optionen...]' : '[options...]', t.arguments.arena)
    .action(async (args: string[]) => {
      code = await runArenaCommand(args, { output: io.output, error: io.error, env: io.env ?? {} })
    })

  const file = lang === 'de' ? '<datei>' : '<file>'
  configured(program.command('score'), t, io)
    .description(t.commands.score)
    .argument(file, t.arguments.file)
    .usage(`${t.usage.options} ${file}`)
    .addOption(new Option('-r, --rules <preset>', t.options.summaryRules).choices(PRESETS).default('tsr'))
    .option('--game <n>', t.options.game, positiveInt(t))
    .addOption(langOption(t))
    .option('--color', t.options.color)
    .option('--no-color', t.options.noColor)
    .option('-v, --verbose', t.options.verbose)
    .addHelpText('after', t.scoreHelp)
    .action((file: string, flags: { rules: string; game?: number; color?: boolean; lang?: Lang; verbose?: boolean }) => {
      const rules = isPreset(flags.rules) ? presets[flags.rules] : presets.tsr
      const words = wordsFor(langOf(flags.lang, io))
      const scored = scoreFile(file, rules, words, colorsFor(colorEnabled(flags.color, io.output, io.env ?? {})), flags.game)
      if (E.isLeft(scored)) {
        writeLines(io.error, failureLines('score', scored.left, words, flags.verbose === true), width)
        code = EXIT.failure
      } else writeLines(io.output, scored.right, width)
    })

  configured(program.command('replay'), t, io)
    .description(t.commands.replay)
    .argument(file, t.arguments.record)
    .usage(`${t.usage.options} ${file}`)
    .option('--game <n>', t.options.game, positiveInt(t))
    .addOption(langOption(t))
    .option('--color', t.options.color)
    .option('--no-color', t.options.noColor)
    .option('-v, --verbose', t.options.verbose)
    .action((file: string, flags: { color?: boolean; game?: number; lang?: Lang; verbose?: boolean }) => {
      const words = wordsFor(langOf(flags.lang, io))
      const told = replayFile(file, { words, c: colorsFor(colorEnabled(flags.color, io.output, io.env ?? {})), width }, flags.game)
      if (E.isLeft(told)) {
        writeLines(io.error, failureLines('replay', told.left, words, flags.verbose === true), width)
        code = EXIT.failure
      } else writeLines(io.output, told.right, width)
    })

  configured(program.command('review'), t, io)
    .description(t.commands.review)
    .argument(file, t.arguments.record)
    .usage(`${t.usage.options} ${file}`)
    .option('--seat <n>', t.options.seat, seatNumber(t))
    .option('--game <n>', t.options.game, positiveInt(t))
    .option('--samples <n>', t.options.samples, positiveInt(t))
    .addOption(langOption(t))
    .option('--color', t.options.color)
    .option('--no-color', t.options.noColor)
    .option('-v, --verbose', t.options.verbose)
    .action((file: string, flags: { seat?: Seat; game?: number; samples?: number; color?: boolean; lang?: Lang; verbose?: boolean }) => {
      const words = wordsFor(langOf(flags.lang, io))
      if (flags.samples !== undefined && flags.samples > 10_000) throw new UsageError(t.refusals.positiveInt)
      const judged = reviewFile(
        file,
        { words, c: colorsFor(colorEnabled(flags.color, io.output, io.env ?? {})), width },
        {
          ...(flags.seat === undefined ? {} : { seat: flags.seat }),
          ...(flags.game === undefined ? {} : { game: flags.game }),
          ...(flags.samples === undefined ? {} : { samples: flags.samples })
        }
      )
      if (E.isLeft(judged)) {
        writeLines(io.error, failureLines('review', judged.left, words, flags.verbose === true), width)
        code = EXIT.failure
      } else writeLines(io.output, judged.right, width)
    })

  try {
    await program.parseAsync([...argv], { from: 'user' })
    return code
  } catch (e) {
    if (e instanceof CommanderError) {
      return e.code === 'commander.helpDisplayed' || e.code === 'commander.version' || e.code === 'commander.help' ? EXIT.ok : EXIT.usage
    }
    if (e instanceof UsageError) {
      writeLines(io.error, [`doppelkopf: ${e.message}`, t.seeHelp], width)
      return EXIT.usage
    }
    writeLines(io.error, [`doppelkopf: internal error: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`])
    return EXIT.failure
  }
}

/**
 * Makes a closed output end the program quietly: `doppelkopf play --help | head -1` closes the
 * pipe after one line, and a write to it then fails with EPIPE, which would otherwise crash the
 * program with a stack trace. Any other stream error is left as it is.
 */
export const endQuietlyOnClosedPipe = (stream: NodeJS.WritableStream, exit: (code: number) => void): void => {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || e.code === 'ERR_STREAM_DESTROYED') exit(0)
    else throw e
  })
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
  endQuietlyOnClosedPipe(process.stdout, (code) => process.exit(code))
  endQuietlyOnClosedPipe(process.stderr, (code) => process.exit(code))
  void runCli(process.argv.slice(2), { input: process.stdin, output: process.stdout, error: process.stderr, env: process.env }).then((code) => {
    process.exitCode = code
    // Prompts leave stdin paused but referenced on some terminals; nothing more is read.
    process.stdin.unref?.()
  })
}
