/**
 * The advice and the review in the terminal: `tipp` / `hint` at the prompts of `doppelkopf play`
 * (the legal actions ranked, in English and in German, then the same prompt again), and
 * `doppelkopf review FILE` on a game record and a match record, in both languages, with its
 * options and its errors.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import { afterAll, describe, expect, it } from 'vitest'
import { type Action, type Game, type Seat, applyAction, currentPlayer, isFinished, newGame } from '../src/index.js'
import { gameRecord, matchRecord } from '../src/records/index.js'
import { botAction, heuristicBot } from '../src/bots/index.js'
import { matchConfigs } from '../src/match/index.js'
import { runQuiet, startCli, unwrapped } from './support/cliHarness.js'
import { playToEnd } from './support/cliPlayer.js'

const dir = mkdtempSync(join(tmpdir(), 'doppelkopf-advice-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const file = (name: string, content: unknown): string => {
  const path = join(dir, name)
  writeFileSync(path, JSON.stringify(content))
  return path
}

/** The heuristic bot's game of `seed`, with the actions at some steps replaced. */
const scripted = (seed: string, replace: Readonly<Record<number, Action>> = {}): Game => {
  const started = newGame({ seed })
  if (E.isLeft(started)) throw new Error(started.left.message)
  let g = started.right
  for (let step = 0; !isFinished(g); step++) {
    const a = replace[step] ?? botAction(heuristicBot, g, currentPlayer(g) as Seat, `${seed}/${step}`)
    if (a === null) throw new Error('nobody to act')
    const next = applyAction(g, a)
    if (E.isLeft(next)) throw new Error(next.left.message)
    g = next.right
  }
  return g
}

// The game of test/bots-advice.test.ts: seat 0 throws the ♣Q (card 6) in trick 10 where the ♦10 (39) wins the game.
const blunder = scripted('end-10', { 42: { type: 'play', seat: 0, card: 6 } })
const NAMES = ['You', 'Anna', 'Ben', 'Carla'] as const
const recordPath = file('blunder.json', gameRecord(blunder, NAMES))
const matchPath = file('match.json', matchRecord(matchConfigs.tsr, [gameRecord(scripted('cli-review-1'), NAMES), gameRecord(blunder, NAMES)]))

describe('tipp / hint at the prompts of play', () => {
  it('shows the reservations ranked at the reservation prompt, and asks again', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'cli-hint-1'])
    expect(await run.answer('Your reservation', 'hint')).toBe('accepted')
    const shown = await run.waitFor(/Hint \(expected points over \d+ deals of the hidden cards\):\n((?: +\d+\) .*\n)+)/)
    const rows = (shown[1] ?? '').trim().split('\n')
    expect(rows.length).toBeGreaterThan(1)
    expect(rows[0]).toMatch(/^1\) \S.* [+−]\d+\.\d\d ± \d+\.\d\d {2}\S/)
    expect(rows.some((r) => /\bhealthy\b/i.test(r))).toBe(true)
    // The prompt comes again and takes an answer.
    expect(await run.answer('Your reservation', 'healthy')).toBe('accepted')
    await run.waitFor('Your card')
    expect(await run.answer('Your card', 'tipp')).toBe('accepted')
    const cards = await run.waitFor(/Hint \(expected points over \d+ deals of the hidden cards\):\n +1\) (\S+) +[+−]/)
    // The advised card is taken at the prompt, typed as the hint shows it.
    expect(await run.answer('Your card', cards[1] as string)).toBe('accepted')
    expect(await playToEnd(run)).toBe(0)
  }, 60_000)

  it('speaks German with --lang de', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'cli-hint-2', '--lang', 'de'])
    expect(await run.answer('Dein Vorbehalt', 'tipp')).toBe('accepted')
    await run.waitFor(/Tipp \(erwartete Punkte über \d+ Verteilungen der verdeckten Karten\):\n +1\) .* [+−]\d+,\d\d ± \d+,\d\d/)
    expect(await run.answer('Dein Vorbehalt', 'gesund')).toBe('accepted')
    await run.waitFor('„tipp“ zeigt einen Rat')
    expect(await run.answer('Deine Karte', 'tipp')).toBe('accepted')
    const text = (await run.waitFor(/Tipp .*\n((?: +\d+\) .*\n)+)/))[1] ?? ''
    expect(text).toMatch(/im Schnitt|sticht|schmiert|gibt wenig ab|die einzige Möglichkeit|Ansage/)
    expect(text).not.toMatch(/\b(points|wins|average)\b/)
    run.end()
    expect(await run.done).toBe(1)
  }, 60_000)
})

describe('doppelkopf review', () => {
  it('judges the player\'s decisions of a game record and marks the card that threw the game away', async () => {
    const { code, output } = await runQuiet(['review', recordPath, '--samples', '12'])
    expect(code).toBe(0)
    const text = output
    expect(unwrapped(text)).toMatch(/^Review for You \(DDV tournament rules\)/m)
    expect(text).toMatch(/^! trick 10, card: ♣Q −3\.00; better ♦10 \+3\.00: costs 6\.00 points$/m)
    const marked = text.slice(text.indexOf('The costliest decisions:'))
    expect(marked).toMatch(/^! trick 10, card: ♣Q/m)
    expect(unwrapped(text)).toMatch(/In all \d+\.\d\d points given away on average, in \d+ decisions; in the game: -3\.$/m)
  })

  it('in German, for another seat', async () => {
    const { code, output } = await runQuiet(['review', recordPath, '--seat', '3', '--samples', '4', '--lang', 'de'])
    expect(code).toBe(0)
    expect(output).toMatch(/^Rückblick für Ben \(Turnierregeln des DDV\)/m)
    expect(output).toMatch(/^[ !] Stich \d+, Karte: /m)
    expect(output).toMatch(/^Zusammen \d+,\d\d Punkte im Schnitt verschenkt/m)
    expect(output).not.toMatch(/\b(trick|card|points)\b/)
  })

  it('reads a match record: its first game, or --game N', async () => {
    const first = await runQuiet(['review', matchPath, '--samples', '2'])
    expect(first.code).toBe(0)
    expect(first.output).toMatch(/^=== Game 1 ===$/m)
    const second = await runQuiet(['review', matchPath, '--game', '2', '--samples', '12'])
    expect(second.code).toBe(0)
    expect(second.output).toMatch(/^=== Game 2 ===$/m)
    expect(second.output).toMatch(/^! trick 10, card: ♣Q/m)
  })

  it('reports bad files and bad options', async () => {
    const missing = await runQuiet(['review', join(dir, 'nope.json')])
    expect(missing.code).toBe(1)
    expect(missing.errors).toMatch(/^doppelkopf review: Cannot read /m)
    const noGame = await runQuiet(['review', matchPath, '--game', '3'])
    expect(noGame.code).toBe(1)
    expect(noGame.errors).toMatch(/only 2 games/)
    const tampered = await runQuiet(['review', file('tampered.json', { ...gameRecord(blunder), history: gameRecord(blunder).history.slice(1) })])
    expect(tampered.code).toBe(1)
    for (const argv of [['review', recordPath, '--seat', '5'], ['review', recordPath, '--seat', '0'], ['review', recordPath, '--samples', '0'], ['review']]) {
      const r = await runQuiet(argv)
      expect(r.code, argv.join(' ')).toBe(2)
    }
    const help = await runQuiet(['--help'])
    expect(help.output).toMatch(/^ {2}review\b/m)
    const own = await runQuiet(['review', '--help'])
    for (const flag of ['--seat', '--game', '--samples', '--lang']) expect(own.output).toContain(flag)
  })
})
