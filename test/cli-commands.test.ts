/**
 * The non-interactive commands of `doppelkopf`: `score` on records and summaries, `replay`,
 * bad files and bad arguments, `--help`, and the `arena` subcommand.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, it } from 'vitest'
import { botStep } from '../src/cli/play.js'
import { de, en } from '../src/i18n/index.js'
import { arenaBots } from '../src/arena/registry.js'
import type { Action } from '../src/game/actions.js'
import { currentPlayer, isFinished, newGame } from '../src/game/api.js'
import type { FinishedState, Game } from '../src/game/state.js'
import { gameRecord } from '../src/records/gameRecord.js'
import { dailySeed } from '../src/random.js'
import { rules } from '../src/rules/presets.js'
import { settle } from '../src/scoring/settle.js'
import type { GameSummary } from '../src/scoring/summary.js'
import { runQuiet, unwrapped } from './support/cliHarness.js'

const dir = mkdtempSync(join(tmpdir(), 'doppelkopf-cli-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Writes a file in the temporary directory; returns its path. */
const file = (name: string, content: unknown): string => {
  const path = join(dir, name)
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2))
  return path
}

/** Plays a seeded game between heuristic bots; returns the finished game and its actions. */
const botGame = (seed: string): { readonly game: FinishedState; readonly actions: readonly Action[] } => {
  const started = newGame({ rules: rules.tsr, dealer: 0, seed })
  if (E.isLeft(started)) throw new Error(started.left.message)
  let game: Game = started.right
  const actions: Action[] = []
  while (!isFinished(game)) {
    const step = botStep(game, currentPlayer(game) ?? 0, arenaBots.heuristic, seed, actions.length)
    actions.push(step.action)
    game = step.game
  }
  if (game.phase !== 'finished') throw new Error(`seed ${seed} ended in a redeal`)
  return { game, actions }
}

const played = botGame('cli-record')
const players = ['Anna', 'Ben', 'Carla', 'Dora'] as const
const recordPath = file('record.json', gameRecord(played.game, players))
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`)

/** An error code of the library (`cli/unreadable-file`, `replay/illegal-action`, ...): never on the screen without --verbose. */
const CODE = /\b(input|setup|phase|turn|declare|armut|play|announce|summary|notation|match|replay|arena|cli|fast)\/[a-z]+(-[a-z]+)*\b/

const SUMMARY: GameSummary = {
  parties: ['re', 'kontra', 're', 'kontra'],
  points: { re: 151, kontra: 89 },
  tricks: { re: 8, kontra: 4 },
  announcements: { re: 'announced', kontra: 'none' },
  extraPoints: [{ party: 'kontra', kind: 'foxCaught' }]
}

describe('doppelkopf score', () => {
  it('settles a game record: itemised lines and the recorded scores', async () => {
    const { code, output, errors } = await runQuiet(['score', recordPath])
    expect(errors).toBe('')
    expect(code).toBe(0)
    const s = played.game.settlement
    expect(output).toContain('Game record (DDV tournament rules, dealer Anna')
    expect(output).toMatch(/^Game: /m)
    for (const line of s.lines) expect(output).toContain(`  ${en.settlement[line.code]}`)
    expect(output).toContain(`Scores: ${players.map((p, i) => `${p} ${signed(s.scores[i as 0] ?? 0)}`).join(', ')}`)
  })

  it('settles a bare summary under --rules, and a summary wrapped with its rules', async () => {
    for (const preset of ['tsr', 'pagat'] as const) {
      const expected = settle(SUMMARY, rules[preset])
      if (E.isLeft(expected)) throw new Error(expected.left.message)
      const { code, output } = await runQuiet(['score', file(`summary-${preset}.json`, SUMMARY), '--rules', preset])
      expect(code).toBe(0)
      expect(output).toContain(`settled under ${preset === 'tsr' ? 'DDV tournament rules' : 'pagat.com rules'}`)
      expect(output).toContain(`Scores: ${expected.right.scores.map((x, i) => `player ${i + 1} ${signed(x)}`).join(', ')}`)
      for (const line of expected.right.lines) expect(output).toContain(`  ${en.settlement[line.code]}`)
    }
    const house = settle(SUMMARY, rules.house)
    if (E.isLeft(house)) throw new Error(house.left.message)
    const wrapped = await runQuiet(['score', file('wrapped.json', { rules: 'house', summary: SUMMARY })])
    expect(wrapped.code).toBe(0)
    expect(wrapped.output).toContain('settled under house rules')
    expect(wrapped.output).toContain(`value for Re ${signed(house.right.value)}`)
  })

  it('takes a summary without announcements and extraPoints: none were made or found', async () => {
    const { announcements: _a, extraPoints: _x, ...bare } = SUMMARY
    const expected = settle({ ...bare, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] }, rules.tsr)
    if (E.isLeft(expected)) throw new Error(expected.left.message)
    const { code, output, errors } = await runQuiet(['score', file('bare-summary.json', bare), '--rules', 'tsr'])
    expect(errors).toBe('')
    expect(code).toBe(0)
    expect(output).toContain(`Scores: ${expected.right.scores.map((x, i) => `player ${i + 1} ${signed(x)}`).join(', ')}`)
  })

  it('reports bad files in words and exit code 1; --verbose adds the error code and the details', async () => {
    const cases: readonly (readonly [string, RegExp, RegExp])[] = [
      [join(dir, 'missing.json'), /Cannot read .*missing\.json \(ENOENT\)/, /\(cli\/unreadable-file\)/],
      [file('broken.json', '{ "parties": '), /.*broken\.json is not JSON/, /\(cli\/invalid-json\)/],
      [file('shape.json', { hello: 'world' }), /^doppelkopf score: Malformed game summary: .* \(--verbose shows the details\)$/, /\(input\/malformed-summary\)\n {2}parties: /],
      [file('impossible.json', { ...SUMMARY, points: { re: 200, kontra: 100 } }), /Impossible game summary: points\.re \+ points\.kontra must be 240/, /\(summary\/invalid\)/],
      [file('bad-rules.json', { rules: 'skat', summary: SUMMARY }), /Unknown rules “skat” \(known: tsr, pagat, house\)/, /\(cli\/unknown-rules\)/],
      [file('bad-record.json', { ...gameRecord(played.game), setup: { ...gameRecord(played.game).setup, dealer: 7 } }), /Malformed game record: /, /\(input\/malformed-game-record\)/],
      [
        file('illegal.json', { ...gameRecord(played.game), history: [played.actions[1] as Action, ...played.actions.slice(2)] }),
        /^doppelkopf score: Action 1 of the record is rejected: It is player 2's turn \(--verbose shows the details\)$/,
        /Action 1 of the record is rejected: It is player 2's turn \(replay\/illegal-action\)\n {2}cause: turn\/not-your-turn/
      ]
    ]
    for (const [path, message, verbose] of cases) {
      const { code, output, errors } = await runQuiet(['score', path])
      expect(code, path).toBe(1)
      expect(output).toBe('')
      expect(errors).toMatch(/^doppelkopf score: /)
      expect(unwrapped(errors).trim()).toMatch(message)
      // No code on the screen without --verbose.
      expect(errors).not.toMatch(CODE)
      // Wrapped at 80 columns (the output is no terminal) between words.
      for (const line of errors.split('\n')) expect(line.length <= 80 || !line.includes(' '), line).toBe(true)
      const told = await runQuiet(['score', path, '--verbose'])
      expect(told.code).toBe(1)
      expect(unwrapped(told.errors)).toMatch(verbose)
    }
  })

  it('speaks German with --lang de or a German LANG: settlement, winner, errors', async () => {
    const path = file('summary-de.json', SUMMARY)
    const expected = settle(SUMMARY, rules.tsr)
    if (E.isLeft(expected)) throw new Error(expected.left.message)
    for (const [argv, env] of [
      [['score', path, '--lang', 'de'], {}],
      [['score', path], { LANG: 'de_DE.UTF-8' }],
      [['score', path], { LC_MESSAGES: 'de_AT', LANG: 'en_US.UTF-8' }]
    ] as const) {
      const { code, output, errors } = await runQuiet(argv, true, env)
      expect(errors).toBe('')
      expect(code).toBe(0)
      expect(output).toContain('Spielergebnis, abgerechnet nach Turnierregeln des DDV')
      expect(output).toContain('Augen: Re 151 (8 Stiche), Kontra 89 (4 Stiche)')
      expect(output).toContain('Abrechnung:')
      for (const line of expected.right.lines) expect(output).toContain(`  ${de.settlement[line.code]}`)
      expect(output).toContain('Re gewinnt')
      expect(output).toContain(`Punkte: ${expected.right.scores.map((x, i) => `Spieler ${i + 1} ${signed(x)}`).join(', ')}`)
    }
    // --lang wins over the environment, and LC_ALL over LANG.
    for (const [argv, env] of [
      [['score', path, '--lang', 'en'], { LANG: 'de_DE.UTF-8' }],
      [['score', path], { LC_ALL: 'C', LANG: 'de_DE.UTF-8' }]
    ] as const) {
      const { output } = await runQuiet(argv, true, env)
      expect(output).toContain('Re wins')
      expect(output).not.toContain('gewinnt')
    }
    const missing = await runQuiet(['score', join(dir, 'missing.json'), '--lang', 'de'])
    expect(missing.code).toBe(1)
    expect(unwrapped(missing.errors)).toMatch(/^doppelkopf score: Die Datei .*missing\.json kann nicht gelesen werden \(ENOENT\)/)
    const illegal = { ...gameRecord(played.game, players), history: [played.actions[1] as Action, ...played.actions.slice(2)] }
    const refused = await runQuiet(['score', file('illegal-de.json', illegal), '--lang', 'de'])
    expect(unwrapped(refused.errors)).toMatch(/^doppelkopf score: Aktion 1 der Aufzeichnung ist nicht erlaubt: Ben ist am Zug \(--verbose zeigt die Einzelheiten\)$/m)
    const verbose = await runQuiet(['score', file('illegal-de.json', illegal), '--lang', 'de', '-v'])
    expect(unwrapped(verbose.errors)).toMatch(/Aktion 1 der Aufzeichnung ist nicht erlaubt: Ben ist am Zug \(replay\/illegal-action\)\n {2}cause: turn\/not-your-turn/)
    const bad = await runQuiet(['score', path, '--lang', 'fr'])
    expect(bad.code).toBe(2)
    expect(bad.errors).toMatch(/--lang <lang>' argument 'fr' is invalid\. Allowed choices are de, en/)
    const badDe = await runQuiet(['score', path, '--lang', 'de', '--game', 'x'])
    expect(badDe.code).toBe(2)
    expect(badDe.errors).toMatch(/^Fehler: --game <n>: „x“ geht nicht: erwartet eine positive ganze Zahl\n\(--help zeigt die Hilfe\)/)
  })
})

describe('doppelkopf replay', () => {
  it('prints the deal, the reservations, all twelve tricks, the announcements and the settlement', async () => {
    const { code, output } = await runQuiet(['replay', recordPath])
    expect(code).toBe(0)
    expect(output).toContain('Game record: DDV tournament rules, dealer Anna')
    for (const p of players) expect(output).toMatch(new RegExp(`^ {2}${p} +\\s*1 \\S+`, 'm'))
    expect(output).toMatch(/^ {2}Ben: /m)
    expect(output).toMatch(/^ {2}Game: .* leads$/m)
    const tricks = output.match(/^ {2}Trick +\d+: .* -> \w+ wins \d+ points$/gm) ?? []
    expect(tricks).toHaveLength(12)
    expect(tricks.map((t) => Number(/Trick +(\d+)/.exec(t)?.[1]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const a of played.game.announcementLog) expect(output).toContain(`${players[a.seat]} announces`)
    expect(output).toContain('Settlement:')
    expect(output).toContain(`Scores: ${players.map((p, i) => `${p} ${signed(played.game.settlement.scores[i as 0] ?? 0)}`).join(', ')}`)
  })

  it('tells the record in German with --lang de', async () => {
    const { code, output } = await runQuiet(['replay', recordPath, '--lang', 'de'])
    expect(code).toBe(0)
    expect(output).toContain('Spielaufzeichnung: Turnierregeln des DDV, Geber Anna')
    expect(output).toContain('Vorbehalte und Spiel:')
    expect(output).toMatch(/^ {2}Spiel: .* spielt aus$/m)
    const tricks = output.match(/^ {2}Stich +\d+: .* -> \w+ bekommt \d+ Augen?$/gm) ?? []
    expect(tricks).toHaveLength(12)
    for (const a of played.game.announcementLog) expect(output).toContain(`${players[a.seat]} sagt`)
    expect(output).toContain('Abrechnung:')
    expect(output).toMatch(/^(Re|Kontra) gewinnt$|^Keine Partei gewinnt$/m)
    expect(output).toContain(`Punkte: ${players.map((p, i) => `${p} ${signed(played.game.settlement.scores[i as 0] ?? 0)}`).join(', ')}`)
    expect(output).not.toMatch(/\b(wins|Trick|Settlement|seat)\b/)
  })

  it('reports a record that does not replay with its code, exit code 1', async () => {
    const tampered = { ...gameRecord(played.game), outcome: { kind: 'settled', winner: 're', scores: [9, -9, 9, -9] } }
    const { code, errors } = await runQuiet(['replay', file('tampered.json', tampered)])
    expect(code).toBe(1)
    expect(errors).toMatch(/^doppelkopf replay: The stored result differs from the replayed game's$/m)
    const verbose = await runQuiet(['replay', file('tampered.json', tampered), '--verbose'])
    expect(unwrapped(verbose.errors)).toMatch(/^doppelkopf replay: The stored result differs from the replayed game's \(replay\/outcome-mismatch\)$/m)
  })
})

describe('doppelkopf: arguments, help, arena', () => {
  it('lists the subcommands in --help', async () => {
    const { code, output } = await runQuiet(['--help'])
    expect(code).toBe(0)
    for (const cmd of ['play', 'arena', 'score', 'replay', 'review']) expect(output).toMatch(new RegExp(`^ {2}${cmd}\\b`, 'm'))
    const play = await runQuiet(['play', '--help'])
    expect(play.code).toBe(0)
    for (const flag of ['--games', '--rules', '--daily', '--seed', '--bot', '--no-color', '--without-nines', '--armut', '--schmeissen', '--lang']) {
      expect(play.output).toContain(flag)
    }
    expect(unwrapped(play.output).replace(/\s+/g, ' ')).toMatch(/--lang <lang> language of the output: de \(German\) or en \(English\); default: de when LC_ALL, LC_MESSAGES or LANG starts with "de", else en \(choices: "de", "en"\)/)
    const score = await runQuiet(['score', '--help'])
    expect(score.output).toContain('"summary"')
    expect(score.output).toContain('--lang')
    const replay = await runQuiet(['replay', '--help'])
    expect(replay.output).toContain('--lang')
  })

  it('rejects bad arguments with a clear message and exit code 2', async () => {
    const cases: readonly (readonly [readonly string[], RegExp])[] = [
      [['play', '--games', '0'], /--games <n>' argument '0' is invalid/],
      [['play', '--games', 'many'], /invalid/],
      [['play', '--bot', 'genius'], /Allowed choices are random, beginner, heuristic, montecarlo, expert/],
      [['play', '--rules', 'skat'], /Allowed choices are tsr, pagat, house/],
      [['play', '--daily', '--seed', 'x'], /--daily and --seed exclude each other/],
      [['play', '--level', 'grandmaster'], /Allowed choices are beginner, casual, strong, expert/],
      [['play', '--level', 'expert', '--bot', 'random'], /--level and --bot exclude each other: a level is a bot/],
      [['play', '--name', 'Anna'], /--name must be non-empty and differ from the bots' names/],
      [['play', '--second-dulle', 'sometimes'], /--second-dulle must be one of never, always, exceptLastTrick/],
      [['play', '--schmeissen', 'sixQueens'], /--schmeissen: unknown reason "sixQueens"/],
      [['play', '--schmeissen', ''], /--schmeissen needs at least one reason/],
      [['play', '--piglets-in-solo'], /^doppelkopf: --piglets-in-solo needs --piglets \(add --help for usage\)/],
      [['play', '--frobnicate'], /unknown option '--frobnicate'/],
      [['play', '--lang', 'fr'], /Allowed choices are de, en/],
      [['arena', '--games', '4', '--seats', 'random,random,random,random', '--rules', 'tsr', '--lang', 'fr'], /--lang must be de or en, got "fr"/],
      [['score'], /missing required argument 'file'/],
      [['replay', 'a.json', 'b.json'], /too many arguments/],
      [['arena', '--games', 'x', '--seats', 'random,random,random,random', '--rules', 'tsr'], /--games must be a positive integer/]
    ]
    for (const [argv, message] of cases) {
      const { code, errors } = await runQuiet(argv)
      expect(code, argv.join(' ')).toBe(2)
      expect(unwrapped(errors), argv.join(' ')).toMatch(message)
    }
  })

  it('plays by default, deals the daily game with --daily, and colours with --color', async () => {
    const byDefault = await runQuiet(['--games', '3', '--seed', 'cli-default'])
    expect(byDefault.code).toBe(1) // the input is empty: the Partie ends at the first prompt
    expect(byDefault.output).toContain('Playing by DDV tournament rules, 3 games; seed "cli-default"')
    expect(byDefault.output).toContain('End of input: the session is abandoned.')
    expect(byDefault.output.replace(/\s+/g, ' ')).toContain('the bots play by rules of thumb')
    // A level names its bot: --level strong is the Monte-Carlo bot, --level beginner the beginner.
    const strong = await runQuiet(['--games', '1', '--seed', 'cli-level', '--level', 'strong'])
    expect(strong.output.replace(/\s+/g, ' ')).toContain('the bots play strongly, thinking the possibilities through')
    const beginner = await runQuiet(['play', '--games', '1', '--seed', 'cli-level', '--level', 'beginner', '--lang', 'de'])
    expect(beginner.output.replace(/\s+/g, ' ')).toContain('die Bots spielen wie Anfänger, mit Fehlern')
    // The date at the start and at the end of the run: a run across midnight (UTC) deals either day's game.
    const days = [dailySeed(new Date())]
    const daily = await runQuiet(['play', '--daily', '--rules', 'pagat'])
    days.push(dailySeed(new Date()))
    expect(days.some((d) => daily.output.includes(`seed "${d}"`)), daily.output).toBe(true)
    expect(daily.output).not.toMatch(/\x1b\[/)
    // The library's daily Partie: pagat rules, 8 games, the first dealer at seat 3 (Carla).
    expect(daily.output).toContain('Playing by pagat.com rules, 8 games')
    expect(daily.output).toContain('Dealer: Carla')
    // It says it is the practice daily, not a server's leaderboard Partie; other Parties do not.
    expect(unwrapped(daily.output)).toContain('Practice daily: the same hands for everyone today, from a public seed. It counts for no leaderboard')
    expect(byDefault.output).not.toContain('Practice daily')
    const plain = await runQuiet(['play', '--daily'])
    expect(plain.output).toContain('Playing by pagat.com rules, 8 games')
    const mixed = await runQuiet(['play', '--daily', '--without-nines'])
    expect(mixed.code).toBe(2)
    expect(unwrapped(mixed.errors)).toMatch(/--daily plays the daily session as it is \(pagat\.com rules, 8 games, the same for everyone\): leave out --without-nines/)
    const colored = await runQuiet(['play', '--seed', 'cli-color', '--color'], false)
    expect(colored.output).toMatch(/\x1b\[1mDoppelkopf: You against Anna, Ben, Carla/)
  })

  it('runs the arena as a subcommand with a tiny game count', async () => {
    const { code, output, errors } = await runQuiet(['arena', '--games', '4', '--workers', '1', '--seats', 'random,heuristic,random,random', '--rules', 'pagat'])
    expect(code).toBe(0)
    expect(output).toMatch(/^bot +seats +games +points\/game/m)
    expect(output).toMatch(/^heuristic +1 +4 /m)
    expect(output).toContain('4 games (1 deals x 4 rotations')
    expect(errors).toMatch(/arena: 4\/4 games/)
    // In German: the table's words, and the progress.
    for (const [argv, env] of [
      [['--lang', 'de'], {}],
      [[], { LANG: 'de_DE.UTF-8' }]
    ] as const) {
      const german = await runQuiet(['arena', '--games', '4', '--workers', '1', '--seats', 'random,heuristic,random,random', '--rules', 'pagat', ...argv], true, env)
      expect(german.code).toBe(0)
      expect(german.output).toMatch(/^Bot +Plätze +Spiele +Punkte\/Spiel +95%-KI +Entscheidungen/m)
      expect(german.output).toContain('4 Spiele (1 Geben x 4 Drehungen')
      expect(german.errors).toMatch(/arena: 4\/4 Spiele/)
    }
  })
})
