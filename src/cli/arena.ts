/**
 * The arena on the command line: duplicate games between bots, on every core.
 *
 * ```sh
 * npm run arena -- --games 400 --seats montecarlo,heuristic,heuristic,heuristic --rules tsr
 * tsx src/cli/arena.ts --games 200 --seats random,random,random,random --rules pagat --workers 2 --seed s1
 * ```
 *
 * `--games N` games are played as `ceil(N / 4)` duplicate deals (4 rotations each). The main
 * thread spawns `--workers K` worker threads (default: every core) running this same file; worker
 * `w` plays deals `w, w + K, w + 2K, ...` and posts each deal's result, the main thread
 * aggregates them, shows progress on stderr and prints the table on stdout. Bad arguments exit
 * with code 2, a bot error with code 1. `doppelkopf arena ...` (src/cli/main.ts) runs the same
 * through {@link runArenaCommand}.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { realpathSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads'
import * as E from 'fp-ts/lib/Either.js'
import {
  type ArenaError,
  type ArenaReport,
  type DealResult,
  DEFAULT_SEED,
  type Lineup,
  PRESET_NAMES,
  type PresetName,
  ROTATIONS,
  createTally,
  isPresetName,
  playDeal,
  withoutSolos
} from '../arena/arena.js'
import { ARENA_BOT_NAMES, type ArenaBotName, LEVEL_BOTS, arenaBots, isArenaBotName } from '../arena/registry.js'
import { BOT_LEVELS } from '../bots/levels.js'
import { formatError } from '../i18n/format.js'
import type { BySeat } from '../seat.js'
import { LANGS, type Lang, type Words, isLang, langFromEnv, wordsFor } from './words.js'

/** The output streams of an arena run. */
export interface ArenaIo {
  /** The result table. */
  readonly output: NodeJS.WritableStream
  /** Progress and errors. */
  readonly error: NodeJS.WritableStream & { readonly isTTY?: boolean }
  /** The environment, for the default of `--lang`; default: none (English). */
  readonly env?: Readonly<Record<string, string | undefined>>
}

/** The exit code of bad command-line arguments. */
const EXIT_USAGE = 2
/** The exit code of a bot error. */
const EXIT_BOT_ERROR = 1

/**
 * The levels of `botLevels` (doppelkopf/bots) by their arena names, weakest first: `--levels`
 * plays each against the one below.
 */
const LEVEL_LADDER: readonly ArenaBotName[] = BOT_LEVELS.map((l) => LEVEL_BOTS[l])

/** The level of a bot of {@link LEVEL_LADDER}. */
const levelOf = (name: ArenaBotName): string => BOT_LEVELS.find((l) => LEVEL_BOTS[l] === name) ?? name

const USAGE = `Usage: arena --games N (--seats BOT,BOT,BOT,BOT | --levels) --rules ${PRESET_NAMES.join('|')} [--no-solos] [--workers K] [--seed S] [--lang de|en]

  --games N     games to play (positive integer; played as ceil(N/4) duplicate deals of 4 games)
  --seats LIST  four bots, comma-separated: ${ARENA_BOT_NAMES.join(', ')}
  --levels      the levels table instead: each level (${LEVEL_LADDER.join(', ')}) against the one below,
                two seats each, N games per pair, printed as the Markdown table of docs/bots.md
  --no-solos    no seat declares a solo (each picks among the other declarations): card play, announcements and the other reservations
  --rules NAME  rule-set preset: ${PRESET_NAMES.join(', ')}
  --workers K   worker threads (default: all cores, at most one per deal; 1 plays in this thread)
  --seed S      seed prefix (default "${DEFAULT_SEED}": deal n is seeded "${DEFAULT_SEED}/n")
  --lang L      language of the table and the errors: ${LANGS.join(' or ')} (default: de when LC_ALL, LC_MESSAGES or LANG starts with "de")
  --help        show this help`

/** The same help in German. */
const USAGE_DE = `Aufruf: arena --games N (--seats BOT,BOT,BOT,BOT | --levels) --rules ${PRESET_NAMES.join('|')} [--no-solos] [--workers K] [--seed S] [--lang de|en]

  --games N     Zahl der Spiele (positiv; gespielt als ceil(N/4) Duplikat-Geben zu je 4 Spielen)
  --seats LISTE vier Bots, mit Kommas getrennt: ${ARENA_BOT_NAMES.join(', ')}
  --levels      stattdessen die Tabelle der Stufen: jede Stufe (${LEVEL_LADDER.join(', ')}) gegen die darunter,
                je zwei Plätze, N Spiele je Paar, als Markdown-Tabelle wie in docs/bots.md
  --no-solos    niemand sagt ein Solo an (jeder wählt unter den übrigen Vorbehalten): Kartenspiel, Ansagen und die übrigen Vorbehalte
  --rules NAME  Regeln: ${PRESET_NAMES.join(', ')}
  --workers K   Worker-Threads (Vorgabe: alle Kerne, höchstens einer je Geben; 1 spielt in diesem Thread)
  --seed S      Seed-Anfang (Vorgabe "${DEFAULT_SEED}": Geben n hat den Seed "${DEFAULT_SEED}/n")
  --lang L      Sprache der Tabelle und der Fehler: ${LANGS.join(' oder ')} (Vorgabe: de, wenn LC_ALL, LC_MESSAGES oder LANG mit "de" beginnt)
  --help        diese Hilfe zeigen`

/** The help in the language of `--lang` among the arguments, else the environment's. */
const usageFor = (argv: readonly string[], env: Readonly<Record<string, string | undefined>>): string => {
  const at = argv.findIndex((a) => a === '--lang' || a.startsWith('--lang='))
  const given = at < 0 ? undefined : argv[at] === '--lang' ? argv[at + 1] : argv[at]?.slice('--lang='.length)
  const lang = given !== undefined && isLang(given) ? given : langFromEnv(env)
  return lang === 'de' ? USAGE_DE : USAGE
}

/** The parsed command line. */
interface ArenaArgs {
  readonly games: number
  readonly deals: number
  /** The lineup; with `levels`, the first pair's. */
  readonly seats: BySeat<ArenaBotName>
  /** Whether this is the levels table (`--levels`). */
  readonly levels: boolean
  /** Whether solos may be declared (not with `--no-solos`). */
  readonly solos: boolean
  readonly rules: PresetName
  readonly workers: number
  readonly seed: string
  readonly lang: Lang
}

/** What a worker is told to do. */
interface WorkerTask {
  readonly kind: 'doppelkopf-arena-worker'
  readonly seats: BySeat<ArenaBotName>
  readonly solos: boolean
  readonly rules: PresetName
  readonly seed: string
  readonly deals: number
  readonly first: number
  readonly step: number
}

/** What a worker posts: deals in batches (fewer messages for the main thread to take in). */
type WorkerMessage =
  | { readonly type: 'deals'; readonly deals: readonly DealResult[] }
  | { readonly type: 'error'; readonly error: ArenaError }
  | { readonly type: 'done' }

const positiveInt = (name: string, raw: string): E.Either<string, number> => {
  const n = Number(raw)
  return /^\s*\d+\s*$/.test(raw) && Number.isSafeInteger(n) && n > 0
    ? E.right(n)
    : E.left(`--${name} must be a positive integer, got "${raw}"`)
}

/** Parses the arguments (without `node` and the script); `null` for `--help`. `env` gives the default language. */
const parseArenaArgs = (argv: readonly string[], env: Readonly<Record<string, string | undefined>>): E.Either<string, ArenaArgs | null> => {
  const options = {
    games: { type: 'string' },
    seats: { type: 'string' },
    rules: { type: 'string' },
    workers: { type: 'string' },
    seed: { type: 'string' },
    lang: { type: 'string' },
    levels: { type: 'boolean' },
    'no-solos': { type: 'boolean' },
    help: { type: 'boolean', short: 'h' }
  } as const
  let values: ReturnType<typeof parseArgs<{ options: typeof options; strict: true; allowPositionals: false }>>['values']
  try {
    values = parseArgs({ args: [...argv], options, strict: true, allowPositionals: false }).values
  } catch (e) {
    return E.left(e instanceof Error ? e.message : String(e))
  }
  if (values.help === true) return E.right(null)
  if (values.games === undefined) return E.left('--games is required')
  const levels = values.levels === true
  if (levels && values.seats !== undefined) return E.left('--levels and --seats exclude each other')
  if (values.seats === undefined && !levels) return E.left('--seats is required')
  if (values.rules === undefined) return E.left('--rules is required')
  const games = positiveInt('games', values.games)
  if (E.isLeft(games)) return games
  const names = levels ? pairLineup(LEVEL_LADDER[1] as ArenaBotName, LEVEL_LADDER[0] as ArenaBotName) : (values.seats ?? '').split(',').map((s) => s.trim())
  if (names.length !== 4) return E.left(`--seats needs four bots, got ${names.length} ("${values.seats}")`)
  const unknown = names.filter((n) => !isArenaBotName(n))
  if (unknown.length > 0) {
    return E.left(`unknown bot${unknown.length > 1 ? 's' : ''} ${unknown.map((n) => `"${n}"`).join(', ')} (known: ${ARENA_BOT_NAMES.join(', ')})`)
  }
  if (!isPresetName(values.rules)) return E.left(`unknown rules "${values.rules}" (known: ${PRESET_NAMES.join(', ')})`)
  const deals = Math.ceil(games.right / ROTATIONS)
  const workers = values.workers === undefined ? E.right(Math.min(availableParallelism(), deals)) : positiveInt('workers', values.workers)
  if (E.isLeft(workers)) return workers
  const seed = values.seed ?? DEFAULT_SEED
  if (seed === '') return E.left('--seed must not be empty')
  const lang = values.lang ?? langFromEnv(env)
  if (!isLang(lang)) return E.left(`--lang must be ${LANGS.join(' or ')}, got "${lang}"`)
  return E.right({
    games: games.right,
    deals,
    seats: names as unknown as BySeat<ArenaBotName>,
    levels,
    solos: values['no-solos'] !== true,
    rules: values.rules,
    workers: Math.min(workers.right, deals),
    seed,
    lang
  })
}

/** A level against the one below: two seats each, across the table from each other. */
const pairLineup = (upper: ArenaBotName, lower: ArenaBotName): BySeat<ArenaBotName> => [upper, lower, upper, lower]

const lineupOf = (seats: BySeat<ArenaBotName>, solos: boolean): Lineup => {
  const bot = (name: ArenaBotName) => (solos ? arenaBots[name] : withoutSolos(arenaBots[name]))
  return [bot(seats[0]), bot(seats[1]), bot(seats[2]), bot(seats[3])]
}

/** Plays deals `first, first + step, ...` (`deals` in all) and reports each through `post`. */
const playSlice = (task: WorkerTask, post: (m: WorkerMessage) => void): void => {
  const lineup = lineupOf(task.seats, task.solos)
  let batch: DealResult[] = []
  let posted = performance.now()
  for (let n = task.first; n < task.deals; n += task.step) {
    const deal = playDeal(lineup, task.rules, n, task.seed)
    if (E.isLeft(deal)) {
      if (batch.length > 0) post({ type: 'deals', deals: batch })
      post({ type: 'error', error: deal.left })
      return
    }
    batch.push(deal.right)
    // A batch every BATCH_DEALS deals, or sooner when deals are slow (the progress bar moves).
    if (batch.length >= BATCH_DEALS || performance.now() - posted >= BATCH_MS) {
      post({ type: 'deals', deals: batch })
      batch = []
      posted = performance.now()
    }
  }
  if (batch.length > 0) post({ type: 'deals', deals: batch })
  post({ type: 'done' })
}

/** Deals per message from a worker, at most; and the longest a finished deal waits to be posted. */
const BATCH_DEALS = 32
const BATCH_MS = 100

/** The worker side: play the slice, post the results. */
const runWorker = (task: WorkerTask): void => {
  const port = parentPort
  if (port === null) return
  playSlice(task, (m) => port.postMessage(m))
}

/** Progress on stderr: an updating bar on a terminal, a line per 10% otherwise. */
const progressReporter = (
  total: number,
  stderr: ArenaIo['error'],
  words: Words['ui']['arena']
): { readonly update: (done: number) => void; readonly finish: () => void } => {
  const tty = stderr.isTTY === true
  const start = performance.now()
  let lastDraw = 0
  let lastTenth = 0
  const rate = (done: number): number => (done * 1000) / Math.max(1, performance.now() - start)
  return {
    update: (done) => {
      const gps = rate(done)
      if (tty) {
        const now = performance.now()
        if (now - lastDraw < 100 && done < total) return
        lastDraw = now
        const width = 30
        const filled = Math.round((width * done) / total)
        const eta = gps > 0 ? Math.ceil((total - done) / gps) : 0
        stderr.write(`\r\x1b[K[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${words.bar(done, total, gps.toFixed(1), eta)}`)
      } else {
        const tenth = Math.floor((10 * done) / total)
        if (tenth > lastTenth) {
          lastTenth = tenth
          stderr.write(`${words.progress(done, total, Math.round((100 * done) / total), gps.toFixed(1))}\n`)
        }
      }
    },
    finish: () => {
      if (tty) stderr.write('\r\x1b[K')
    }
  }
}

const fixed = (x: number, digits: number): string => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a')

/** The result table, plus totals. */
const formatReport = (report: ArenaReport, wallMs: number, workers: number, words: Words['ui']['arena']): string => {
  const header = words.columns
  const rows = report.bots.map((b) => [
    b.bot,
    String(b.seats),
    String(b.games),
    fixed(b.pointsPerGame, 3),
    Number.isFinite(b.ci.halfWidth) ? `±${b.ci.halfWidth.toFixed(3)}` : 'n/a',
    String(b.decisions),
    fixed(b.medianMs, 3),
    fixed(b.p95Ms, 3)
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)))
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] as number) : c.padStart(widths[i] as number))).join('  ')
  const seconds = wallMs / 1000
  return [
    line(header),
    ...rows.map(line),
    '',
    words.played(report.games, report.deals, ROTATIONS, report.redeals, workers),
    words.wall(seconds.toFixed(2), (report.games / Math.max(seconds, 1e-9)).toFixed(1))
  ].join('\n')
}

/** Plays the deals of one lineup (`args.seats`); the report, or the bot's or worker's error. */
const runLineup = async (args: ArenaArgs, io: ArenaIo): Promise<E.Either<ArenaError | string, ArenaReport>> => {
  const words = wordsFor(args.lang)
  const tally = createTally(args.seats)
  const progress = progressReporter(args.deals * ROTATIONS, io.error, words.ui.arena)
  let gamesDone = 0
  const onDeal = (deal: DealResult): void => {
    tally.add(deal)
    gamesDone += deal.games.length
    progress.update(gamesDone)
  }
  const failure = await (args.workers <= 1 ? runInline(args, onDeal) : runWorkers(args, onDeal))
  progress.finish()
  return failure === null ? E.right(tally.report()) : E.left(failure)
}

/** A bot's error in the locale's words (with its code); a worker that failed, as Node reports it. */
const reportFailure = (failure: ArenaError | string, args: ArenaArgs, io: ArenaIo): number => {
  const words = wordsFor(args.lang)
  io.error.write(`arena: error: ${typeof failure === 'string' ? failure : `${failure.code}: ${formatError(words.locale, failure)}`}\n`)
  return EXIT_BOT_ERROR
}

/** Runs the arena for parsed arguments; resolves to the exit code. */
const runMain = async (args: ArenaArgs, io: ArenaIo): Promise<number> => {
  if (args.levels) return runLevels(args, io)
  const start = performance.now()
  const report = await runLineup(args, io)
  if (E.isLeft(report)) return reportFailure(report.left, args, io)
  io.output.write(`${formatReport(report.right, performance.now() - start, args.workers, wordsFor(args.lang).ui.arena)}\n`)
  return 0
}

/**
 * The levels table (`--levels`): each level against the one below on the same deals, two seats
 * each; a Markdown table of each level's margin per seat and game over the level below (its
 * 95% interval over the duplicate deals) and its decision times, as docs/bots.md shows it.
 */
const runLevels = async (args: ArenaArgs, io: ArenaIo): Promise<number> => {
  const words = wordsFor(args.lang).ui.arena
  const start = performance.now()
  const rows: string[][] = []
  for (let i = 0; i < LEVEL_LADDER.length; i++) {
    const upper = LEVEL_LADDER[i] as ArenaBotName
    const lower = i === 0 ? null : (LEVEL_LADDER[i - 1] as ArenaBotName)
    // The weakest level plays against itself only for its decision times: no margin.
    const report = await runLineup({ ...args, seats: pairLineup(upper, lower ?? upper), deals: lower === null ? Math.max(1, Math.ceil(args.deals / 8)) : args.deals }, io)
    if (E.isLeft(report)) return reportFailure(report.left, args, io)
    const me = report.right.bots.find((b) => b.bot === upper) as ArenaReport['bots'][number]
    rows.push([
      levelOf(upper),
      upper,
      lower === null ? '-' : `${me.pointsPerGame >= 0 ? '+' : ''}${fixed(me.pointsPerGame, 3)}`,
      lower === null ? '-' : `${fixed(me.ci.low, 3)} .. ${fixed(me.ci.high, 3)}`,
      lower === null ? '-' : String(report.right.deals),
      fixed(me.medianMs, 3),
      fixed(me.p95Ms, 3),
      fixed(me.p99Ms, 3)
    ])
  }
  const header = words.levelColumns
  const table = [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`)
  io.output.write(`${table.join('\n')}\n\n${words.levelsNote(args.rules, args.solos, args.seed, ((performance.now() - start) / 1000).toFixed(0))}\n`)
  return 0
}

const taskOf = (args: ArenaArgs, first: number, step: number): WorkerTask => ({
  kind: 'doppelkopf-arena-worker',
  seats: args.seats,
  solos: args.solos,
  rules: args.rules,
  seed: args.seed,
  deals: args.deals,
  first,
  step
})

/** Plays every deal in this thread; resolves to the bot's error, or null. */
const runInline = async (args: ArenaArgs, onDeal: (d: DealResult) => void): Promise<ArenaError | null> => {
  let failure: ArenaError | null = null
  playSlice(taskOf(args, 0, 1), (m) => {
    if (m.type === 'deals') for (const d of m.deals) onDeal(d)
    else if (m.type === 'error') failure = m.error
  })
  return failure
}

/**
 * The bootstrap of a worker when this file runs as TypeScript under tsx. On Node 20, tsx's
 * loader (which `tsx` passes in `process.execArgv`) registers its hooks on the main thread only,
 * so `new Worker(new URL(import.meta.url), { execArgv: process.execArgv })` fails with
 * ERR_UNKNOWN_FILE_EXTENSION (tsx issue #354): the worker first registers tsx through its API,
 * then imports this file.
 */
const tsxBootstrap = (file: URL): string => {
  const api = import.meta.resolve('tsx/esm/api')
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}) })`
}

/** A worker thread running this same file (compiled JavaScript, or TypeScript under tsx). */
const spawnSelf = (task: WorkerTask): Worker => {
  const self = new URL(import.meta.url)
  return self.pathname.endsWith('.ts')
    ? new Worker(tsxBootstrap(self), { eval: true, workerData: task })
    : new Worker(self, { workerData: task })
}

/** Plays the deals on worker threads; resolves to a bot's error, a worker's failure, or null. */
const runWorkers = (args: ArenaArgs, onDeal: (d: DealResult) => void): Promise<ArenaError | string | null> =>
  new Promise((resolve) => {
    const workers: Worker[] = []
    let running = args.workers
    let settled = false
    const stop = (failure: ArenaError | string | null): void => {
      if (settled) return
      settled = true
      for (const w of workers) void w.terminate()
      resolve(failure)
    }
    for (let i = 0; i < args.workers; i++) {
      const worker = spawnSelf(taskOf(args, i, args.workers))
      workers.push(worker)
      worker.on('message', (m: WorkerMessage) => {
        if (settled) return
        if (m.type === 'deals') for (const d of m.deals) onDeal(d)
        else if (m.type === 'error') stop(m.error)
        else if (--running === 0) stop(null)
      })
      worker.on('error', (e) => stop(`worker ${i} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`))
      worker.on('exit', (code) => {
        if (code !== 0) stop(`worker ${i} exited with code ${code}`)
      })
    }
  })

/**
 * The arena's command line on the given streams: parse the arguments (without `node` and the
 * script), run, resolve to the exit code (0, 1 for a bot error, 2 for bad arguments).
 *
 * @example
 * ```ts
 * const code = await runArenaCommand(['--games', '4', '--seats', 'random,random,random,random', '--rules', 'tsr', '--workers', '1'], process)
 * ```
 */
export const runArenaCommand = async (argv: readonly string[], io: ArenaIo): Promise<number> => {
  const parsed = parseArenaArgs(argv, io.env ?? {})
  if (E.isLeft(parsed)) {
    io.error.write(`arena: ${parsed.left}\n\n${usageFor(argv, io.env ?? {})}\n`)
    return EXIT_USAGE
  }
  if (parsed.right === null) {
    io.output.write(`${usageFor(argv, io.env ?? {})}\n`)
    return 0
  }
  if (parsed.right.games % ROTATIONS !== 0) {
    const { games, deals } = parsed.right
    io.error.write(`${wordsFor(parsed.right.lang).ui.arena.roundedUp(games, deals * ROTATIONS, deals, ROTATIONS)}\n`)
  }
  return runMain(parsed.right, io)
}

/** The command line: parse, run, set the exit code. */
const main = async (argv: readonly string[]): Promise<void> => {
  process.exitCode = await runArenaCommand(argv, { output: process.stdout, error: process.stderr, env: process.env })
}

const isWorkerTask = (u: unknown): u is WorkerTask =>
  typeof u === 'object' && u !== null && (u as { kind?: unknown }).kind === 'doppelkopf-arena-worker'

/**
 * Whether this file is the program being run (not imported). Only a file named `arena.*` runs
 * the arena on its own: bundled into the `doppelkopf` program, this code is reached through the
 * `arena` subcommand instead.
 */
const isEntryPoint = (): boolean => {
  const script = process.argv[1]
  if (script === undefined) return false
  try {
    const self = fileURLToPath(import.meta.url)
    return /^arena\.[cm]?[jt]s$/.test(basename(self)) && realpathSync(script) === realpathSync(self)
  } catch {
    return false
  }
}

if (!isMainThread) {
  if (isWorkerTask(workerData)) runWorker(workerData)
} else if (isEntryPoint()) {
  void main(process.argv.slice(2))
}
