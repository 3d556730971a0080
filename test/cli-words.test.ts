/**
 * Issue 27 on the terminal: German cards as Germans write them (shown and typed), every command
 * on every file `play` writes, `npm start -- <command>`, help in the output language, `--daily`
 * refusing the options it would ignore, a closed pipe ending quietly, and no error code on the
 * screen unless `--verbose` asks for it.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { PassThrough } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { runCli } from '../src/cli/main.js'
import { Collector, runQuiet, startCli, unwrapped } from './support/cliHarness.js'
import { PROMPT, answerTo, lastHand } from './support/cliPlayer.js'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const dir = mkdtempSync(join(tmpdir(), 'dk-words-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** An error code of the library: never on the screen without --verbose. */
const CODE = /\b(input|setup|phase|turn|declare|armut|play|announce|summary|notation|match|replay|arena|cli|fast)\/[a-z]+(-[a-z]+)*\b/

/** Card numbers 1..12 over and over, after gesund: each card prompt takes lines until one names a playable card. */
const SCRIPT = `gesund\n${Array.from({ length: 12 }, (_, i) => `${i + 1}\n`).join('').repeat(13)}`

/** Runs `doppelkopf ARGV` in-process with `script` as its whole input (a pipe). */
const piped = async (argv: readonly string[], script: string, env: Readonly<Record<string, string>> = {}): Promise<{ code: number; output: string; errors: string }> => {
  const input = new PassThrough()
  const output = new Collector()
  const error = new Collector()
  input.end(script)
  const code = await runCli(argv, { input, output, error, env: { NO_COLOR: '1', ...env } })
  return { code, output: output.text(), errors: error.text() }
}

interface Run {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs a command in a shell at the repository's root, its input closed. */
const shell = (command: string, env: Readonly<Record<string, string>> = {}): Promise<Run> =>
  new Promise((done, fail) => {
    const child = spawn('bash', ['-c', command], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C', NO_COLOR: '1', ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ code, stdout, stderr }))
  })

/** The German letters of a card as the hand shows it (`♣D` → `KrD`, `♦10` → `Ka10`). */
const germanLetters = (shown: string): string => {
  const suit = { '♣': 'Kr', '♠': 'P', '♥': 'H', '♦': 'Ka' }[shown.charAt(0)]
  if (suit === undefined) throw new Error(`not a card: ${shown}`)
  return `${suit}${shown.slice(1)}`
}

describe('German cards at the terminal', () => {
  it('plays a whole game in German typing every card in German letters (KrD, PB, Ka10, ...)', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'words-german-letters', '--lang', 'de'])
    let typed = 0
    for (let i = 0; i < 200; i++) {
      const next = await Promise.race([run.waitFor(PROMPT, 30_000), run.done.then(() => null)])
      if (next === null) break
      const kind = next[1] as string
      if (kind === 'Deine Karte') {
        // The first card marked playable, by its German letters.
        const playable = /\d+ (\S+)\*/.exec(lastHand(run.output()))?.[1]
        expect(playable, lastHand(run.output())).toBeDefined()
        expect(playable).not.toMatch(/[QJ]/)
        expect(await run.answer(PROMPT, germanLetters(playable as string))).toBe('accepted')
        typed++
      } else expect(await run.answer(PROMPT, answerTo(kind, run.output()))).toBe('accepted')
    }
    expect(await run.done).toBe(0)
    expect(typed).toBe(11)
    expect(run.output()).not.toMatch(/[♣♠♥♦][QJ]/)
    expect(run.output()).not.toMatch(CODE)
  }, 60_000)

  it('takes the English forms in German and the German forms in English at the same prompt', async () => {
    for (const [lang, words] of [['de', ['CQ', 'queen of clubs', 'KrD', '♣D', 'Kreuz Dame']], ['en', ['KrD', 'HB', 'KaA', 'Karo-Ass', '♥D']]] as const) {
      const run = startCli(['play', '--games', '1', '--seed', 'words-either', '--lang', lang])
      await run.answer(PROMPT, 'gesund')
      for (const word of words) {
        await run.waitFor(lang === 'de' ? 'Deine Karte' : 'Your card')
        // Every form names a card: the engine judges it (not held, not playable, or played); the parser never refuses it.
        const verdict = await run.answer(PROMPT, word)
        if (verdict === 'refused') expect(run.recent()).not.toMatch(/Unbekannte Karte|Unknown card/)
        else break
      }
      run.end()
      await run.done
    }
  }, 60_000)
})

describe('no code on the screen, unless --verbose', () => {
  it('names the rules and the bots in words and refusals without codes; --verbose adds the code', async () => {
    const plain = await piped(['play', '--games', '1', '--seed', 'cli-piped', '--bot', 'random', '--piglets', '--without-nines'], SCRIPT)
    expect(plain.output.split('\n')[0]).toBe('Doppelkopf: You against Anna, Ben, Carla (the bots play at random)')
    expect(unwrapped(plain.output)).toContain('(the bots play at random) Playing by DDV tournament rules, 1 game, without nines, with piglets; seed "cli-piped"\n')
    expect(plain.output).not.toMatch(CODE)
    expect(plain.output).not.toMatch(/\b(heuristic|tsr)\b/)
    const german = await piped(['play', '--games', '1', '--seed', 'cli-piped', '--bot', 'montecarlo', '--lang', 'de', '--rules', 'house'], 'gesund\n')
    expect(unwrapped(german.output)).toContain('Doppelkopf: Du gegen Anna, Ben, Carla (die Bots spielen stark und rechnen die Möglichkeiten durch) Hausregeln, 1 Spiel')
    const verbose = await piped(['play', '--games', '1', '--seed', 'cli-piped', '--verbose'], SCRIPT)
    expect(verbose.code).toBe(0)
    expect(verbose.output).toMatch(/^✘ .* \(play\/must-follow-suit\)$/m)
  }, 60_000)
})

describe('every command on every file play writes', () => {
  it('scores and replays the session record of play --record: all its games with the score sheet, or --game N', async () => {
    const path = join(dir, 'session.json')
    const played = await piped(['play', '--games', '2', '--seed', 'words-record', '--record', path], SCRIPT.repeat(2))
    expect(played.code).toBe(0)
    const scored = await runQuiet(['score', path])
    expect(scored.errors).toBe('')
    expect(scored.code).toBe(0)
    expect(scored.output).toMatch(/^Session record: 2 games$/m)
    expect(scored.output).toContain('=== Game 1 ===')
    expect(scored.output).toContain('=== Game 2 ===')
    expect(scored.output.match(/^Scores: You [+-]?\d+, Anna /gm)).toHaveLength(2)
    // The score sheet of the session, its totals those play printed at the end.
    const totals = (text: string): string => text.slice(text.lastIndexOf('Totals: ')).split('\n')[0] ?? ''
    expect(scored.output).toContain('Score sheet:')
    expect(totals(scored.output)).toBe(totals(played.output))
    const one = await runQuiet(['score', path, '--game', '2'])
    expect(one.code).toBe(0)
    expect(one.output).toContain('=== Game 2 ===')
    expect(one.output).not.toContain('=== Game 1 ===')
    const german = await runQuiet(['score', path, '--lang', 'de'])
    expect(german.output).toMatch(/^Partieaufzeichnung: 2 Spiele$/m)
    expect(german.output).toContain('Spielliste:')
    const missing = await runQuiet(['score', path, '--game', '3', '--lang', 'de'])
    expect(missing.code).toBe(1)
    expect(missing.errors).toBe('doppelkopf score: Die Aufzeichnung hat nur 2 Spiele\n')
    const replayed = await runQuiet(['replay', path, '--game', '2'])
    expect(replayed.code).toBe(0)
    expect(replayed.output).toContain('=== Game 2 ===')
    for (const out of [scored.output, one.output, german.output, replayed.output]) expect(out).not.toMatch(CODE)
  }, 60_000)
})

describe('help in the output language', () => {
  it('is German under --lang de or a German locale, English otherwise', async () => {
    for (const [argv, env] of [
      [['play', '--help', '--lang', 'de'], {}],
      [['play', '--help'], { LANG: 'de_DE.UTF-8' }],
      [['play', '--lang=de', '--help'], {}]
    ] as const) {
      const { code, output } = await runQuiet(argv, true, env)
      expect(code).toBe(0)
      expect(output).toMatch(/^Aufruf: doppelkopf play \[Optionen\]$/m)
      expect(output).toMatch(/^Optionen:$/m)
      expect(unwrapped(output).replace(/\s+/g, ' ')).toContain('-g, --games <n> Spiele der Partie (Vorgabe: 8)')
      expect(unwrapped(output).replace(/\s+/g, ' ')).toContain('Karte ihre Nummer auf der Hand (spielbare Karten tragen *) oder ihr Name: KrD')
      expect(output).not.toMatch(/\b(Usage|Options|default|choices|display help)\b/)
    }
    const top = await runQuiet(['--help'], true, { LANG: 'de_DE.UTF-8' })
    expect(top.output).toMatch(/^Befehle:$/m)
    expect(top.output).toMatch(/^ {2}score \[Optionen\] <datei> +Spielaufzeichnung, Partieaufzeichnung/m)
    const score = await runQuiet(['score', '--help', '--lang', 'de'])
    expect(score.output).toMatch(/^Argumente:$/m)
    expect(score.output).toContain('eine Partieaufzeichnung (wie play --record sie schreibt)')
    const arena = await runQuiet(['arena', '--help'], true, { LANG: 'de_DE.UTF-8' })
    expect(arena.output).toMatch(/^Aufruf: arena --games N/)
    expect(arena.output).toContain('--help        diese Hilfe zeigen')
    const english = await runQuiet(['play', '--help'], true, { LANG: 'en_US.UTF-8' })
    expect(english.output).toMatch(/^Usage: doppelkopf play \[options\]$/m)
    expect(english.output).toContain('games in the session (default: 8)')
    // A refused command line, in German too.
    const refused = await runQuiet(['play', '--frobnicate', '--lang', 'de'])
    expect(refused.code).toBe(2)
    expect(refused.errors).toBe('Fehler: unbekannte Option „--frobnicate“\n(--help zeigt die Hilfe)\n')
    const usage = await runQuiet(['play', '--games', '2000'], true, { LANG: 'de_DE.UTF-8' })
    expect(usage.errors).toBe('doppelkopf: --games: höchstens 1000 Spiele\n(--help zeigt die Hilfe)\n')
  })
})

describe('--daily', () => {
  it('refuses every rule and match option it would ignore, naming them, and takes its own rules and games', async () => {
    const cases: readonly (readonly string[])[] = [
      ['--rules', 'tsr'],
      ['--rules', 'house'],
      ['--games', '3'],
      ['--piglets'],
      ['--without-nines', '--genscher'],
      ['--counting', 'plusOnly'],
      ['--no-reply-rule'],
      ['--schmeissen'],
      ['--deadlines', '12,11,10,9,8']
    ]
    for (const options of cases) {
      const { code, errors, output } = await runQuiet(['play', '--daily', ...options])
      expect(code, options.join(' ')).toBe(2)
      expect(output).toBe('')
      const named = options.filter((o) => o.startsWith('--'))
      expect(unwrapped(errors), options.join(' ')).toMatch(/^doppelkopf: --daily plays the daily session as it is \(pagat\.com rules, 8 games, the same for everyone\): leave out /)
      for (const o of named) expect(unwrapped(errors)).toContain(o)
    }
    const german = await runQuiet(['play', '--daily', '--rules', 'tsr', '--lang', 'de'])
    expect(unwrapped(german.errors)).toMatch(/^doppelkopf: --daily spielt die Partie des Tages, wie sie ist \(Regeln von pagat\.com, 8 Spiele, für alle dieselbe\): lass --rules weg/)
    // Its own rules and games, and the options that change no deal, are taken.
    for (const options of [['--rules', 'pagat'], ['--games', '8'], ['--bot', 'random', '--name', 'Max', '--no-color', '--verbose']]) {
      const { code, output } = await runQuiet(['play', '--daily', ...options])
      expect(code, options.join(' ')).toBe(1) // the input is empty: the session ends at the first prompt
      expect(output).toContain('Playing by pagat.com rules, 8 games')
    }
  }, 60_000)
})

describe('the program as a process', () => {
  it('npm start plays, and npm start -- <command> runs every command', async () => {
    const path = join(dir, 'start.json')
    expect((await piped(['play', '--games', '1', '--seed', 'words-start', '--record', path], SCRIPT)).code).toBe(0)
    const [playing, score, replay, help] = await Promise.all([
      shell('npm start --silent'),
      shell(`npm start --silent -- score ${JSON.stringify(path)}`),
      shell(`npm start --silent -- replay ${JSON.stringify(path)} --game 1 --lang de`),
      shell('npm start --silent -- --help')
    ])
    expect(playing.stdout).toContain('Doppelkopf: You against Anna, Ben, Carla')
    expect(playing.stdout).toContain('End of input: the session is abandoned.')
    expect(playing.code).toBe(1)
    expect(score.stderr).toBe('')
    expect(score.code).toBe(0)
    expect(score.stdout).toMatch(/^Session record: 1 game$/m)
    expect(score.stdout).toMatch(/^Scores: You /m)
    expect(replay.code).toBe(0)
    expect(replay.stdout).toMatch(/^Partieaufzeichnung: 1 Spiel$/m)
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^ {2}score /m)
  }, 120_000)

  it('ends quietly when its output pipe is closed: play --help | head -1, again and again', async () => {
    // The pipe closed before the program writes: every run meets EPIPE.
    const closedEarly = (): Promise<Run> =>
      new Promise((done, fail) => {
        const child = spawn('npx', ['tsx', 'src/cli/main.ts', 'play', '--help'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } })
        child.stdout.destroy()
        let stderr = ''
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
        child.on('error', fail)
        child.on('close', (code) => done({ code, stdout: '', stderr }))
      })
    for (let i = 0; i < 3; i++) {
      const run = await closedEarly()
      expect(run.stderr, `run ${i}`).toBe('')
      expect(run.code, `run ${i}`).toBe(0)
    }
    for (let i = 0; i < 3; i++) {
      const run = await shell('set -o pipefail; npx tsx src/cli/main.ts play --help | head -1')
      expect(run.stdout).toBe('Usage: doppelkopf play [options]\n')
      expect(run.stderr, `run ${i}`).toBe('')
      expect(run.code, `run ${i}`).toBe(0)
    }
  }, 120_000)
})
