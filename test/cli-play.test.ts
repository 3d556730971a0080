/**
 * `doppelkopf play` driven through its input stream: whole games and a short Partie, what it
 * prints (in English and in German), bad input at every kind of prompt, and the end of input or
 * Ctrl-C mid-game.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { HUMAN } from '../src/cli/play.js'
import { makeCard, makeHand, parseHand } from '../src/cards/notation.js'
import type { Card } from '../src/cards/card.js'
import type { Action } from '../src/game/actions.js'
import { legalActions } from '../src/game/api.js'
import { TRUMP, cardOrder, sortCards } from '../src/game/order.js'
import { runCli } from '../src/cli/main.js'
import { type CliRun, Collector, runQuiet, startCli, unwrapped } from './support/cliHarness.js'
import { decodeMatchRecord } from '../src/codecs/index.js'
import { replayMatchGames } from '../src/records/index.js'
import { PROMPT, answerTo, lastHand, playToEnd, playableNumbers } from './support/cliPlayer.js'
import { cardName, de } from '../src/i18n/index.js'
import { type Progress, botNamed, botsUntilHuman, findSeed, firstGame, humanActs } from './support/cliSeeds.js'

const heuristic = botNamed('heuristic')

/** An error code of the library (`play/must-follow-suit`, ...): never on the screen without --verbose. */
const CODE = /\b(input|setup|phase|turn|declare|armut|play|announce|summary|notation|match|replay|arena|cli|fast)\/[a-z]+(-[a-z]+)*\b/
const GESUND: Action = { type: 'declare', seat: HUMAN, declaration: { kind: 'healthy' } }

/** The signed numbers of the last `Totals:` line. */
const lastTotals = (output: string): number[] => {
  const lines = output.split('\n').filter((l) => l.startsWith('Totals: '))
  return [...(lines[lines.length - 1] ?? '').matchAll(/([+-]?\d+)(?:,|$)/g)].map((m) => Number(m[1]))
}

/** The score-sheet rows of the last sheet printed: each row's points per player. */
const lastSheetRows = (output: string): number[][] => {
  const sheet = output.slice(output.lastIndexOf('Score sheet:'))
  const rows = sheet.split('\n').filter((l) => /^\s*\d+\s{2}/.test(l))
  return rows.map((r) => [...r.matchAll(/([+-]?\d+) \([+-]?\d+\)/g)].map((m) => Number(m[1])))
}

/** The ASCII notation of cards, as a player would type them. */
const typed = (cards: readonly Card[]): string => makeHand(cards, 'ascii')

/** A game's first human turn under `play`'s seeds: bots act first. */
const atHumanTurn = (seed: string, flags: Parameters<typeof firstGame>[1]): Progress =>
  botsUntilHuman({ game: firstGame(seed, flags), steps: 0 }, seed, heuristic)

/** Answers `line` at `prompt` and expects it refused with `reason` shown (wrapped lines joined). */
const expectRefused = async (run: CliRun, prompt: string | RegExp, line: string, reason: string | RegExp): Promise<void> => {
  expect(await run.answer(prompt, line)).toBe('refused')
  expect(run.recent().replace(/\n\s*/g, ' ')).toMatch(reason)
}

describe('doppelkopf play: a whole game', () => {
  it('plays a seeded game to the end: sorted hand, marks, tricks, settlement, score sheet', async () => {
    const seed = 'cli-game-1'
    const run = startCli(['play', '--games', '1', '--seed', seed, '--bot', 'heuristic'])
    const dealt = firstGame(seed, { rules: 'tsr' }).setup.deal[HUMAN]
    await run.waitFor('Your reservation')
    // The hand is shown sorted by the normal game's order, numbered (over two lines at 80 columns).
    const shown = lastHand(run.output())
    const faces = [...shown.matchAll(/\d+ (\S+)/g)].map((m) => m[1] as string)
    expect(faces.join(' ')).toBe(makeHand(sortCards(cardOrder('normal'), dealt)))
    expect(run.output()).toMatch(/^Your hand: {2}1 \S+.*\n {12}9 \S+/m)
    expect(await playToEnd(run)).toBe(0)
    const out = run.output()
    expect(out).toContain('Playing by DDV tournament rules, 1 game; seed "cli-game-1"')
    expect(out).toMatch(/Game: .*leads/)
    // At the card prompt the playable cards are marked.
    expect(out).toMatch(/Your hand: .*\d+ \S+\*/)
    expect(out).toMatch(/Trick \d+(, led by \w+: .*|: \w+ leads?)/)
    // Every card played is told with its name.
    expect(out).toMatch(/^Anna plays \S+ \((ace|ten|king|queen|jack|nine) of (clubs|spades|hearts|diamonds)\)$/m)
    expect(out).toMatch(/^You play \S+ \(\w+ of \w+\)$/m)
    // The last trick is shown again at the card prompt once cards have been played since.
    expect(out).toMatch(/^Last: Trick +\d+: .* -> \w+ wins? \d+ points?\nTrick \d+, led by \w+: /m)
    const tricks = out.match(/^Trick +\d+: .* -> \w+ wins? \d+ points?$/gm) ?? []
    expect(tricks).toHaveLength(12)
    expect(out).toMatch(/Card points: Re \d+ \(\d+ tricks?\), Kontra \d+ \(\d+ tricks?\)/)
    expect(out).toMatch(/^(Re wins|Kontra wins|Nobody wins)$/m)
    // Never a seat number: "you" and the bots' names.
    expect(out).not.toMatch(/seat \d|player \d/)
    expect(out).toContain('Settlement:')
    expect(out).toMatch(/^ {2}won +(Re|Kontra) +\d+$/m)
    expect(out).toMatch(/^Scores: You [+-]?\d+, Anna [+-]?\d+, Ben [+-]?\d+, Carla [+-]?\d+$/m)
    expect(out).toContain('Score sheet:')
    const totals = lastTotals(out)
    expect(totals).toHaveLength(4)
    expect(totals.reduce((a, b) => a + b, 0)).toBe(0)
    expect(out).toContain('The session is over')
    expect(run.errors()).toBe('')
  }, 60_000)

  it('plays a Partie of two games with the dealer moving on and a score sheet of two rows summing to zero', async () => {
    const run = startCli(['play', '--games', '2', '--seed', 'cli-partie', '--rules', 'pagat', '--name', 'Max'])
    expect(await playToEnd(run)).toBe(0)
    const out = run.output()
    expect(out).toContain('=== Game 1 of 2 ===')
    expect(out).toContain('=== Game 2 of 2 ===')
    expect(out).toMatch(/=== Game 1 of 2 ===\nDealer: Max/)
    expect(out).toMatch(/=== Game 2 of 2 ===\nDealer: Anna/)
    const rows = lastSheetRows(out)
    expect(rows).toHaveLength(2)
    for (const row of rows) {
      expect(row).toHaveLength(4)
      expect(row.reduce((a, b) => a + b, 0)).toBe(0)
    }
    const totals = lastTotals(out)
    expect(totals).toEqual([0, 1, 2, 3].map((i) => (rows[0]?.[i] ?? 0) + (rows[1]?.[i] ?? 0)))
    expect(out).toMatch(/Final standing:\n1\. /)
  }, 60_000)
})

describe('doppelkopf play: bad input is refused with the reason, and the game goes on', () => {
  it('at the reservation prompt', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'cli-bad-reservation'])
    await expectRefused(run, 'Your reservation', 'banana', /Unknown reservation "banana"/)
    await expectRefused(run, 'Your reservation', '99', /No reservation number 99/)
    await expectRefused(run, 'Your reservation', 'armut', /✘ Not played at this table: poverty/)
    const hand = firstGame('cli-bad-reservation', { rules: 'tsr' }).setup.deal[HUMAN]
    const clubQueens = hand.filter((c) => makeCard(c) === '♣Q').length
    expect(clubQueens).toBeLessThan(2)
    await expectRefused(run, 'Your reservation', 'hochzeit', /✘ You need both queens of clubs for a wedding/)
    expect(await run.answer('Your reservation', 'gesund')).toBe('accepted')
    expect(await playToEnd(run)).toBe(0)
  }, 60_000)

  it('at the card prompt: unknown card, bad number, card not in hand, card that may not be played, announcement not allowed', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'cli-bad-card'])
    expect(await run.answer('Your reservation', 'gesund')).toBe('accepted')
    await expectRefused(run, 'Your card', 'X7', /✘ Unknown card: “X7”/)
    await expectRefused(run, 'Your card', '42', /No card number 42/)
    const hand = firstGame('cli-bad-card', { rules: 'tsr' }).setup.deal[HUMAN]
    const missing = (E.getOrElse((): readonly Card[] => [])(parseHand('SA SA ST ST SK SK S9 S9 HA HA H9 H9 DK DK'))).find(
      (c) => !hand.some((h) => makeCard(h) === makeCard(c))
    )
    expect(missing).toBeDefined()
    await expectRefused(run, 'Your card', makeCard(missing as Card, 'ascii'), /✘ You do not hold the \w+ of \w+/)
    // An announcement of the wrong party: the engine's code names the rule.
    const party = run.output().match(/You may announce: (Re|Kontra)/)?.[1]
    expect(party).toBeDefined()
    await expectRefused(run, 'Your card', party === 'Re' ? 'kontra' : 're', /✘ You play (Re|Kontra) and cannot announce “(Re|Kontra)”/)
    // Play on until a trick where some card may not be played, and try one.
    for (;;) {
      await run.waitFor('Your card')
      const all = [...lastHand(run.output()).matchAll(/(\d+) \S+?(\*?)(?=\s|$)/g)]
      const unplayable = all.find((m) => m[2] === '')
      if (unplayable !== undefined) {
        await expectRefused(run, 'Your card', unplayable[1] as string, /✘ (You must follow (clubs|spades|hearts|diamonds|trump)|\S+ is a trump: you must follow (clubs|spades|hearts|diamonds)) \([♣♠♥♦]/)
        break
      }
      expect(await run.answer('Your card', playableNumbers(run.output())[0] ?? '1')).toBe('accepted')
    }
    // A refused answer leaves the game as it was: the next valid card is taken.
    expect(await run.answer('Your card', playableNumbers(run.output())[0] ?? '1')).toBe('accepted')
    expect(await playToEnd(run)).toBe(0)
  }, 60_000)

  it('an announcement that is allowed is made and listed, then the card prompt comes back', async () => {
    const seed = findSeed('cli-announce', (s) => {
      const p = botsUntilHuman(humanActs(atHumanTurn(s, { rules: 'tsr' }), GESUND), s, heuristic)
      return p.game.phase === 'play' && legalActions(p.game, HUMAN).some((a) => a.type === 'announce' && (a.announcement === 're' || a.announcement === 'kontra'))
    })
    const run = startCli(['play', '--games', '1', '--seed', seed])
    expect(await run.answer('Your reservation', 'gesund')).toBe('accepted')
    const offered = (await run.waitFor(/You may announce: (Re|Kontra)/))[1] as string
    expect(await run.answer('Your card', offered.toLowerCase())).toBe('accepted')
    await run.waitFor(new RegExp(`! You announce ${offered}`))
    await run.waitFor('Your card')
    expect(await playToEnd(run)).toBe(0)
    expect(run.output()).toMatch(new RegExp(`^ {2}${offered} announced `, 'm')) // the settlement line, in words
  }, 60_000)

  it('at the Armut prompts: declaring, passing the wrong cards, then the right ones', async () => {
    const seed = findSeed('cli-armut', (s) => {
      const p = atHumanTurn(s, { rules: 'pagat' })
      return (
        p.game.phase === 'reservations' &&
        p.game.declarations.every((d) => d.declaration.kind === 'healthy') &&
        legalActions(p.game, HUMAN).some((a) => a.type === 'declare' && a.declaration.kind === 'armut')
      )
    })
    const p = humanActs(atHumanTurn(seed, { rules: 'pagat' }), { type: 'declare', seat: HUMAN, declaration: { kind: 'armut' } })
    const pass = legalActions(p.game, HUMAN)[0]
    if (pass?.type !== 'armutPass') throw new Error('expected the Armut pass')
    const hand = p.game.phase === 'armut' ? p.game.hands[HUMAN] : []
    const plain = sortCards(cardOrder('normal'), hand).filter((c) => cardOrder('normal').suitClass[c] !== TRUMP)
    const run = startCli(['play', '--games', '1', '--rules', 'pagat', '--seed', seed])
    expect(await run.answer('Your reservation', 'armut')).toBe('accepted')
    await expectRefused(run, 'Cards to pass', '1', /✘ You must give exactly 3 cards, not 1/)
    await expectRefused(run, 'Cards to pass', '1 1 2', /named twice/)
    await expectRefused(run, 'Cards to pass', 'XX YY ZZ', /✘ Unknown card: “XX”/)
    const trumps = pass.cards.filter((c) => cardOrder('normal').suitClass[c] === TRUMP)
    expect(trumps.length).toBeGreaterThan(0)
    await expectRefused(run, 'Cards to pass', typed(plain.slice(-3)), /✘ You must pass every trump/)
    expect(await run.answer('Cards to pass', typed(pass.cards))).toBe('accepted')
    await run.waitFor(`You pass ${makeHand(pass.cards)}`)
    expect(await playToEnd(run)).toBe(0)
    expect(run.output()).toMatch(/Anna (takes|declines) the poverty/)
  }, 60_000)

  it('at the Armut offer and return: a bad answer, taking it, returning the wrong and the right cards', async () => {
    const offered = (s: string): Progress => botsUntilHuman(humanActs(atHumanTurn(s, { rules: 'pagat' }), GESUND), s, heuristic)
    const seed = findSeed('cli-offer', (s) => {
      const g = offered(s).game
      return g.phase === 'armut' && g.step === 'offer' && g.turn === HUMAN
    })
    const taken = humanActs(offered(seed), { type: 'armutAnswer', seat: HUMAN, accept: true })
    const back = legalActions(taken.game, HUMAN)[0]
    if (back?.type !== 'armutReturn') throw new Error('expected the Armut return')
    const run = startCli(['play', '--games', '1', '--rules', 'pagat', '--seed', seed])
    expect(await run.answer('Your reservation', 'gesund')).toBe('accepted')
    await run.waitFor(/\w+ offers a poverty with \d cards/)
    await expectRefused(run, 'Take the poverty', 'maybe', /Answer y \(yes\) or n \(no\), not "maybe"/)
    expect(await run.answer('Take the poverty', 'y')).toBe('accepted')
    await run.waitFor(/You took .* from \w+\./)
    await expectRefused(run, 'Cards to return', '1', /✘ You must give exactly \d cards, not 1/)
    expect(await run.answer('Cards to return', typed(back.cards))).toBe('accepted')
    await run.waitFor(/Game: \w+'s poverty, taken by you/)
    expect(await playToEnd(run)).toBe(0)
    expect(run.output()).toMatch(/^ {2}won .*$/m)
  }, 60_000)

  it('at the Hochzeit clarification choice (the Hochzeiter chooses)', async () => {
    const seed = findSeed('cli-hochzeit', (s) => {
      const p = atHumanTurn(s, { rules: 'tsr', weddingChoice: true })
      return (
        p.game.phase === 'reservations' &&
        p.game.declarations.every((d) => d.declaration.kind === 'healthy') &&
        legalActions(p.game, HUMAN).some((a) => a.type === 'declare' && a.declaration.kind === 'hochzeit')
      )
    })
    const run = startCli(['play', '--games', '1', '--seed', seed, '--wedding-choice'])
    expect(await run.answer('Your reservation', 'hochzeit')).toBe('accepted')
    await run.waitFor('Game: your wedding')
    // The choices by number and the locale's words, each of the six offered once.
    const offered = run.recent().match(/^ {2}(\d)\) first .*$/gm) ?? []
    expect(offered).toHaveLength(6)
    expect(run.recent()).toContain('  2) first trump trick won by another player')
    await expectRefused(run, 'Clarifying tricks', '7', /Choose the clarifying tricks 1-6, not "7"/)
    expect(await run.answer('Clarifying tricks', 'trump')).toBe('accepted')
    await run.waitFor('You choose the clarifying tricks: first trump trick won by another player')
    expect(await playToEnd(run)).toBe(0)
  }, 60_000)
})

describe('doppelkopf play --genscher', () => {
  it('asks for the Genscher choice when the player holding both ♦K plays the first: by number or by name, then tells it', async () => {
    const DIAMOND_KINGS = [40, 41]
    const seed = findSeed('cli-genscher', (s) => {
      const deal = firstGame(s, { rules: 'tsr', genscher: true }).setup.deal
      return DIAMOND_KINGS.every((k) => deal[HUMAN].includes(k)) && !deal.some((h) => h.includes(6) && h.includes(7))
    })
    const run = startCli(['play', '--games', '1', '--seed', seed, '--genscher'])
    for (let i = 0; i < 200; i++) {
      const next = await run.waitFor(PROMPT, 30_000)
      if (next[1] === 'Genscher') break
      expect(await run.answer(PROMPT, answerTo(next[1] as string, run.output()))).toBe('accepted')
    }
    expect(run.recent()).toContain('Genscher: you hold both ♦K. Choose a partner, or keep the parties:')
    expect(run.recent()).toMatch(/^ {2}4\) keep the parties$/m)
    const partner = /^ {2}2\) (\S+)$/m.exec(run.recent())?.[1] as string
    await expectRefused(run, 'Genscher', '5', /Choose 1-4 \(a partner, or keep the parties\), not "5"/)
    expect(await run.answer('Genscher', partner.toLowerCase())).toBe('accepted')
    await run.waitFor(`You choose ${partner} as partner (Genscher)`)
    expect(await playToEnd(run)).toBe(0)
  }, 60_000)
})

describe('doppelkopf play: ending early', () => {
  it('ends cleanly with exit code 1 when the input ends mid-game', async () => {
    const run = startCli(['play', '--seed', 'cli-eof'])
    expect(await run.answer('Your reservation', 'gesund')).toBe('accepted')
    await run.waitFor('Your card')
    run.end()
    expect(await run.done).toBe(1)
    expect(run.output()).toContain('End of input: the session is abandoned.')
    expect(run.errors()).toBe('')
  }, 60_000)

  it('ends with exit code 130 on Ctrl-C', async () => {
    const run = startCli(['play', '--seed', 'cli-ctrl-c'])
    await run.waitFor(PROMPT)
    run.interrupt()
    expect(await run.done).toBe(130)
    expect(run.output()).toContain('Interrupted: the session is abandoned.')
    expect(run.errors()).toBe('')
  }, 60_000)
})

describe('doppelkopf play: answers piped in (not a terminal)', () => {
  /** Runs `play` with `script` as its whole input, written in one chunk, as `doppelkopf < file` does. */
  const piped = async (argv: readonly string[], script: string): Promise<{ code: number; output: string }> => {
    const input = new PassThrough()
    const output = new Collector()
    const error = new Collector()
    input.end(script)
    const code = await runCli(argv, { input, output, error, env: { NO_COLOR: '1' } })
    expect(error.text()).toBe('')
    return { code, output: output.text() }
  }

  it('reads one answer a line, explains each refused one and goes on to the end of the game', async () => {
    // Card numbers 1..12 over and over: each card prompt takes lines until one names a playable card.
    const cycle = Array.from({ length: 12 }, (_, i) => `${i + 1}\n`).join('')
    const { code, output } = await piped(['play', '--games', '1', '--seed', 'cli-piped'], `gesund\n${cycle.repeat(13)}`)
    expect(code).toBe(0)
    expect(output).toMatch(/^\? Your reservation \(1-\d+ or a name, e\.g\. healthy\): gesund$/m)
    expect(output.match(/^Trick +\d+: .* -> \w+ wins? \d+ points?$/gm)).toHaveLength(12)
    const refusals = output.match(/^✘ .*$/gm) ?? []
    expect(refusals.length).toBeGreaterThan(0)
    // A refusal names the reason (the engine's code where the engine refused), and the same question follows.
    expect(refusals.join('\n')).toMatch(/^✘ (You must follow |\S+ is a trump: you must follow )/m)
    // A refused trump is explained as a trump, and no refusal shows an error code.
    expect(refusals.join('\n')).toMatch(/^✘ ♣Q is a trump: you must follow (clubs|spades|hearts|diamonds) \([♣♠♥♦]/m)
    expect(output).not.toMatch(CODE)
    expect(output).toMatch(/^✘ .*\n\? Your card/m)
    expect(output).toContain('The session is over')
  }, 60_000)

  it('ends with exit code 1 when the piped answers run out mid-game', async () => {
    const { code, output } = await piped(['play', '--seed', 'cli-piped-eof'], 'gesund\n')
    expect(code).toBe(1)
    expect(output).toContain('End of input: the session is abandoned.')
  }, 60_000)

  it('plays the same game in German with --lang de, in the locale\'s words from the first line to the last', async () => {
    const cycle = Array.from({ length: 12 }, (_, i) => `${i + 1}\n`).join('')
    const script = `gesund\n${cycle.repeat(13)}`
    const english = await piped(['play', '--games', '1', '--seed', 'cli-piped'], script)
    const { code, output } = await piped(['play', '--games', '1', '--seed', 'cli-piped', '--lang', 'de'], script)
    expect(code).toBe(0)
    const lines = output.split('\n')
    expect(lines[0]).toBe('Doppelkopf: Du gegen Anna, Ben, Carla (die Bots spielen nach Faustregeln)')
    expect(lines[1]).toBe('Turnierregeln des DDV, 1 Spiel; Seed „cli-piped“')
    expect(output).toContain('=== Spiel 1 von 1 ===\nGeber: Du')
    // Reservations: the locale's names, the player as "Du".
    expect(output).toMatch(/^Anna: Gesund$/m)
    expect(output).toMatch(/^Deine möglichen Vorbehalte:\n {3}1\) Gesund\n {3}2\) Kreuz-Solo$/m)
    expect(output).toMatch(/^\? Dein Vorbehalt \(1-\d+ oder ein Name, z\. B\. gesund\): gesund$/m)
    expect(output).toMatch(/^Du: Gesund$/m)
    expect(output).toMatch(/^Spiel: Normalspiel; Anna spielt aus$/m)
    // The hand, by the game's order, wrapped between cards under the first one.
    expect(output).toMatch(/^Dein Blatt: {2}1 \S+.*\n {13}9 \S+/m)
    // Cards by their German names, as each is played: both Kreuz-Damen are played in a whole game.
    expect(output.match(/^\w+ spiels?t ♣D \(Kreuz-Dame\)$/gm)).toHaveLength(2)
    // Every card in German letters: D and B, never Q or J; the prompt's examples are German.
    expect(output).not.toMatch(/[♣♠♥♦][QJ]/)
    expect(output).toMatch(/^Dein Blatt: .*[♣♠♥♦][DB]/m)
    expect(output).toContain('? Deine Karte (Nummer oder z. B. KrD, H10; * = spielbar):')
    expect(english.output).toContain('? Your card (number or e.g. CQ, H10; * = playable):')
    expect(output).toMatch(/^Du spielst \S+ \((Kreuz|Pik|Herz|Karo)-(Ass|Zehn|König|Dame|Bube|Neun)\)$/m)
    expect(output).toMatch(/^Stich \d+, ausgespielt von Anna: Anna \S+/m)
    expect(unwrapped(output)).toMatch(/bisher gewinnt \w+ mit \S+/)
    // The announcements the player may make, and the hint how to type one.
    expect(unwrapped(output)).toContain('Du kannst ansagen: Re, keine 90, keine 60, keine 30, schwarz (tippe z. B. keine 90)')
    // Refused cards, phrased by the locale for "du".
    expect(output).toMatch(/^✘ Du musst (Kreuz|Pik|Herz|Karo|Trumpf) bedienen \([♣♠♥♦]/m)
    expect(output).toMatch(/^✘ ♣D ist Trumpf: bedienen musst du (Kreuz|Pik|Herz|Karo) \([♣♠♥♦]/m)
    expect(output).not.toMatch(CODE)
    expect(output).toMatch(/^✘ Keine Karte Nummer 12: deine Hand hat die Karten 1-\d+$/m)
    expect(output).toMatch(/^Zuletzt: Stich \d+: /m)
    const tricks = output.match(/^Stich \d+: .* -> (\w+ bekommt|du bekommst) \d+ Augen?$/gm) ?? []
    expect(tricks).toHaveLength(12)
    // The end of the game: parties, card points, the settlement, the score sheet.
    expect(output).toMatch(/^Re: .*; Kontra: .*$/m)
    expect(output).toMatch(/^Augen: Re \d+ \(\d+ Stiche?\), Kontra \d+ \(\d+ Stiche?\)$/m)
    expect(output).toMatch(/^Abrechnung:\n {2}gewonnen +Kontra +1\n {2}unter 90 gespielt +Kontra +1$/m)
    expect(output).toMatch(/^Kontra gewinnt$/m)
    expect(output).toMatch(/^Spielpunkte: Re 0, Kontra \d+; Wert für Re -\d+$/m)
    expect(output).toMatch(/^Punkte: Du [+-]\d+, Anna [+-]\d+, Ben [+-]\d+, Carla [+-]\d+$/m)
    expect(output).toMatch(/^Spielliste:\n#\s+Spiel\s+Du \(Summe\)\s+Anna \(Summe\)/m)
    expect(output).toMatch(/^1 +Normalspiel /m)
    expect(output).toMatch(/^Die Partie ist vorbei\. Endstand:\n1\. /m)
    expect(output).toMatch(/^Du beendest die Partie mit [+-]\d+\.$/m)
    // Every line fits in 80 columns (the output is no terminal), or is a single word.
    for (const line of [...output.split('\n'), ...english.output.split('\n')]) expect(line.length <= 80 || !line.trim().includes(' '), line).toBe(true)
    // Nothing English is left, and no seat number.
    expect(output).not.toMatch(/\b(You|your|wins|Trick|Settlement|Score sheet|healthy|player|seat|Dealer|announce)\b/)
    // The same game as in English: the same scores.
    const scores = (text: string, word: string): string => new RegExp(`^${word}: (.*)$`, 'm').exec(text)?.[1]?.replace(/[A-Za-z]+ /g, '') ?? ''
    expect(scores(output, 'Punkte')).toBe(scores(english.output, 'Scores'))
    expect(scores(output, 'Punkte')).not.toBe('')
  }, 60_000)

  it('takes the language from LC_ALL, LC_MESSAGES or LANG when --lang is not given', async () => {
    const run = async (argv: readonly string[], env: Readonly<Record<string, string>>): Promise<string> => {
      const r = await runQuiet(['play', '--games', '1', '--seed', 'cli-lang', ...argv], true, env)
      expect(r.code).toBe(1)
      return r.output
    }
    const german = await run([], { LANG: 'de_DE.UTF-8' })
    expect(german).toContain('Doppelkopf: Du gegen Anna, Ben, Carla')
    expect(german).toContain('Ende der Eingabe: die Partie ist beendet.')
    expect(await run([], { LC_MESSAGES: 'de_CH.UTF-8', LANG: 'en_US.UTF-8' })).toContain('Turnierregeln des DDV, 1 Spiel')
    // LC_ALL comes first; --lang wins over every variable.
    expect(await run([], { LC_ALL: 'C.UTF-8', LANG: 'de_DE.UTF-8' })).toContain('Doppelkopf: You against Anna, Ben, Carla')
    expect(await run(['--lang', 'en'], { LANG: 'de_DE.UTF-8' })).toContain('End of input: the session is abandoned.')
    expect(await run(['--lang', 'de'], { LANG: 'en_GB.UTF-8' })).toContain('Turnierregeln des DDV, 1 Spiel')
    // No language in the environment: English.
    expect(await run([], {})).toContain('Playing by DDV tournament rules, 1 game')
    // --name still names the player; the sentences still say "du".
    expect(await run(['--name', 'Max'], { LANG: 'de_DE' })).toContain('Doppelkopf: Max gegen Anna, Ben, Carla')
  }, 60_000)
})

describe('doppelkopf play --lang de at the prompts', () => {
  it('refuses in German, takes German and English words, and tells an Absage as the locale says it', async () => {
    const seed = findSeed('cli-announce', (s) => {
      const p = botsUntilHuman(humanActs(atHumanTurn(s, { rules: 'tsr' }), GESUND), s, heuristic)
      return p.game.phase === 'play' && legalActions(p.game, HUMAN).some((a) => a.type === 'announce' && a.announcement === 'no90')
    })
    const run = startCli(['play', '--games', '1', '--seed', seed, '--lang', 'de'])
    await expectRefused(run, 'Dein Vorbehalt', 'banane', /Unbekannter Vorbehalt „banane“: wähle eine Zahl 1-\d+ oder gesund/)
    await expectRefused(run, 'Dein Vorbehalt', '99', /Keinen Vorbehalt Nummer 99/)
    await expectRefused(run, 'Dein Vorbehalt', 'poverty', /✘ An diesem Tisch nicht erlaubt: Armut/)
    expect(await run.answer('Dein Vorbehalt', 'healthy')).toBe('accepted')
    await run.waitFor(/Du kannst ansagen: [^\n]*keine/)
    await expectRefused(run, 'Deine Karte', 'X7', /✘ Unbekannte Karte: „X7“ \(Karten z\. B\. KrD, ♣D, H10, KaA oder Kreuz-Dame\)/)
    expect(await run.answer('Deine Karte', 'keine 90')).toBe('accepted')
    await run.waitFor(/! Du sagst keine 90 für (Re|Kontra) an \(\d+ Karten auf der Hand\)/)
    await expectRefused(run, 'Deine Karte', 'keine 90', /✘ Schon angesagt: „keine 90“/)
    expect(await playToEnd(run)).toBe(0)
    const out = run.output()
    expect(out).toMatch(/^ {2}keine 90 abgesagt( \((Re|Kontra)\))? +(Re|Kontra) +\d+$/m)
    expect(out).toMatch(/^(Re|Kontra) gewinnt$/m)
    expect(run.errors()).toBe('')
  }, 60_000)

  it('says the Armut prompts in German', async () => {
    const offered = (s: string): Progress => botsUntilHuman(humanActs(atHumanTurn(s, { rules: 'pagat' }), GESUND), s, heuristic)
    const seed = findSeed('cli-offer', (s) => {
      const g = offered(s).game
      return g.phase === 'armut' && g.step === 'offer' && g.turn === HUMAN
    })
    const run = startCli(['play', '--games', '1', '--rules', 'pagat', '--seed', seed], { LANG: 'de_DE.UTF-8' })
    expect(await run.answer('Dein Vorbehalt', 'gesund')).toBe('accepted')
    await run.waitFor(/\w+ bietet eine Armut mit \d Karten an/)
    await expectRefused(run, 'Armut übernehmen', 'vielleicht', /Antworte j \(ja\) oder n \(nein\), nicht „vielleicht“/)
    expect(await run.answer('Armut übernehmen', 'j')).toBe('accepted')
    await run.waitFor(/Du hast .* von \w+ übernommen\./)
    await expectRefused(run, 'Karten zum Zurückgeben', '1', /✘ Du musst genau \d Karten geben, nicht 1/)
    await expectRefused(run, 'Karten zum Zurückgeben', '1 1', /Die Karte 1 ist doppelt genannt/)
    const taken = humanActs(offered(seed), { type: 'armutAnswer', seat: HUMAN, accept: true })
    const back = legalActions(taken.game, HUMAN)[0]
    if (back?.type !== 'armutReturn') throw new Error('expected the Armut return')
    expect(await run.answer('Karten zum Zurückgeben', typed(back.cards))).toBe('accepted')
    await run.waitFor(/Du gibst .* zurück/)
    await run.waitFor(/Spiel: Armut von \w+, übernommen von dir/)
    expect(await playToEnd(run)).toBe(0)
    expect(run.output()).toMatch(/^(Re|Kontra) gewinnt$/m)
    expect(cardName(de, back.cards[0] as Card)).toMatch(/^(Kreuz|Pik|Herz|Karo)-/)
  }, 60_000)
})

describe('doppelkopf play --record and replay of a match record', () => {
  it('writes the Partie as a match record after every game; replay tells all its games, or --game N', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dk-record-'))
    try {
      const path = join(dir, 'partie.json')
      const run = startCli(['play', '--games', '1', '--seed', 'rec-1', '--record', path])
      expect(await playToEnd(run)).toBe(0)
      const record = decodeMatchRecord(JSON.parse(readFileSync(path, 'utf8')))
      expect(E.isRight(record) && record.right.games.length).toBe(1)
      if (E.isRight(record)) {
        const replayed = replayMatchGames(record.right)
        expect(E.isLeft(replayed) ? replayed.left.message : 'ok').toBe('ok')
        expect(record.right.games[0]?.players).toEqual(['You', 'Anna', 'Ben', 'Carla'])
        // The opponents by their level (the default bot is the casual level's).
        expect(record.right.games[0]?.bots).toEqual([null, 'casual', 'casual', 'casual'])
      }
      const told = await runQuiet(['replay', path])
      expect(told.code).toBe(0)
      expect(told.output).toContain('Session record: 1 game')
      expect(told.output).toContain('=== Game 1 ===')
      const one = await runQuiet(['replay', path, '--game', '1'])
      expect(one.output).toContain('=== Game 1 ===')
      const missing = await runQuiet(['replay', path, '--game', '2'])
      expect(missing.code).toBe(1)
      expect(missing.errors).toMatch(/^doppelkopf replay: The record holds only 1 game$/m)
      const unwritable = await runQuiet(['play', '--games', '1', '--record', join(dir, 'no', 'such', 'dir.json')])
      expect(unwritable.code).toBe(1)
      expect(unwrapped(unwritable.errors)).toMatch(/^doppelkopf: Cannot write .*dir\.json \(ENOENT\)/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 60_000)
})

describe('doppelkopf play: the last card', () => {
  it('is played without asking: eleven card prompts for twelve cards', async () => {
    const run = startCli(['play', '--games', '1', '--seed', 'last-card'])
    expect(await playToEnd(run)).toBe(0)
    // Each answered card prompt is one output line ending in "✔ Your card ...: <answer>".
    const answered = run.output().split('\n').filter((l) => l.includes('✔ Your card')).length
    expect(answered).toBe(11)
  }, 60_000)
})
