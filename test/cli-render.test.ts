/**
 * The command line's pure parts: rendering (hands with marks, tricks, settlement, score sheet),
 * reading answers, rule flags and the colour decision.
 */
import { PassThrough } from 'node:stream'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { colorEnabled, colorsFor } from '../src/cli/io.js'
import { parseCardList, parseClarification, parseMove, parseReservation, parseYesNo } from '../src/cli/parse.js'
import {
  DEFAULT_NAMES,
  SETTLEMENT_LABELS,
  currentTrickLine,
  handLine,
  scoreSheetLines,
  settlementLines,
  trickLine
} from '../src/cli/render.js'
import { matchConfigFor, matchFlags, rulesFromFlags } from '../src/cli/rules.js'
import type { Card } from '../src/cards/card.js'
import { makeCard, parseHand } from '../src/cards/notation.js'
import type { DeclareAction } from '../src/game/actions.js'
import { cardOrder, playableCards, sortCards } from '../src/game/order.js'
import { newMatch, recordGame, startNextGame } from '../src/match/match.js'
import { rules } from '../src/rules/presets.js'
import { settle } from '../src/scoring/settle.js'
import { applyAction, currentPlayer, isFinished, legalActions } from '../src/game/api.js'
import type { Game } from '../src/game/state.js'

const plain = colorsFor(false)
const names = ['You', 'Anna', 'Ben', 'Carla'] as const

const hand = (text: string): readonly Card[] => {
  const h = parseHand(text)
  if (E.isLeft(h)) throw new Error(h.left.message)
  return h.right
}

describe('handLine', () => {
  it('numbers a sorted hand and marks exactly the playable cards', () => {
    const cards = hand('SA H9 CQ D10 HA ST DJ H10')
    const order = cardOrder('normal')
    const sorted = sortCards(order, cards)
    expect(sorted.map((c) => makeCard(c)).join(' ')).toBe('♥10 ♣Q ♦J ♦10 ♠A ♠10 ♥A ♥9')
    // Spades led: only the spades may be played.
    const playable = playableCards(order, sorted, hand('SK')[0])
    const line = handLine(sorted, playable, plain)
    expect(line).toBe(' 1 ♥10   2 ♣Q    3 ♦J    4 ♦10   5 ♠A*   6 ♠10*  7 ♥A    8 ♥9')
    const marked = [...line.matchAll(/(\d+) (\S+?)\*/g)].map((m) => m[2])
    expect(marked).toEqual(playable.map((c) => makeCard(c)))
  })

  it('re-sorts for a solo, shows no marks without a card to play, and dims unplayable cards in colour', () => {
    const cards = hand('SA H9 CQ D10 HA ST DJ H10')
    expect(handLine(sortCards(cardOrder('queens'), cards), null, plain)).toBe(' 1 ♣Q    2 ♠A    3 ♠10   4 ♥A    5 ♥10   6 ♥9    7 ♦10   8 ♦J')
    const colored = handLine(cards, [cards[0] as Card], colorsFor(true))
    expect(colored).toContain('\x1b[2m') // dim
    expect(colored).toContain('\x1b[1m') // bold
  })
})

describe('trick lines', () => {
  it('names who played each card, the winner and the points', () => {
    const [a, b, c, d] = hand('CA SA SA C10')
    const trick = { leader: 2 as const, cards: [a, b, c, d] as Card[], winner: 1 as const, points: 43 }
    expect(trickLine(3, trick, names, plain)).toBe('Trick  3: Ben ♣A, Carla ♠A, You ♠A, Anna ♣10 -> Anna wins 43 points')
    expect(trickLine(12, { ...trick, winner: 0 }, names, plain)).toMatch(/-> You win 43 points$/)
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card] }, names, plain)).toBe('Trick 5, Anna led: Anna ♣A')
    expect(currentTrickLine(5, { leader: 0, cards: [] }, names, plain)).toBe('Trick 5: You lead')
    // With the index of the card winning so far (from two cards on).
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card, a as Card] }, names, plain, 0)).toBe('Trick 5, Anna led: Anna ♣A, Ben ♣A; winning so far: Anna ♣A')
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card] }, names, plain, 0)).toBe('Trick 5, Anna led: Anna ♣A')
  })
})

describe('settlementLines', () => {
  it('lists every line with code, label, party and points, then winner, value and scores', () => {
    const s = settle(
      {
        parties: ['re', 'kontra', 're', 'kontra'],
        points: { re: 185, kontra: 55 },
        tricks: { re: 9, kontra: 3 },
        announcements: { re: 'announced', kontra: 'none' },
        extraPoints: [{ party: 'kontra', kind: 'foxCaught' }]
      },
      rules.tsr
    )
    if (E.isLeft(s)) throw new Error(s.left.message)
    const lines = settlementLines(s.right, DEFAULT_NAMES, plain)
    expect(lines[0]).toBe('Settlement:')
    const items = lines.slice(1, 1 + s.right.lines.length)
    expect(items).toHaveLength(s.right.lines.length)
    s.right.lines.forEach((line, i) => {
      const text = items[i] as string
      // The words, not the internal code ("won", not "won won").
      expect(text.trim().startsWith(SETTLEMENT_LABELS[line.code])).toBe(true)
      if (line.code !== 'won' && line.code !== 'schwarz' && line.code !== 'doppelkopf' && line.code !== 'karlchen') expect(text).not.toContain(line.code)
      expect(text).toMatch(new RegExp(`${line.party === 're' ? 'Re' : 'Kontra'} +${line.points}$`))
    })
    expect(lines).toContain('Winner: Re')
    expect(lines).toContain(`Game points: Re ${s.right.points.re}, Kontra ${s.right.points.kontra}; value for Re +${s.right.value}`)
    const scores = s.right.scores.map((x, i) => `seat ${i} ${x > 0 ? '+' : ''}${x}`).join(', ')
    expect(lines[lines.length - 1]).toBe(`Scores: ${scores}`)
  })
})

describe('scoreSheetLines', () => {
  it('shows one row per game with points and running totals, and the totals', () => {
    const config = matchConfigFor('pagat', rules.pagat, 2)
    const started = newMatch(config, { players: names })
    if (E.isLeft(started)) throw new Error(started.left.message)
    let match = started.right
    for (const seed of ['sheet-1', 'sheet-2', 'sheet-3', 'sheet-4']) {
      if (match.gamesPlayed === 2) break
      const g = startNextGame(match, { seed })
      if (E.isLeft(g)) throw new Error(g.left.message)
      let game: Game = g.right
      // Everyone gesund, then the first legal card: a deterministic game.
      while (!isFinished(game)) {
        const seat = currentPlayer(game) ?? 0
        const legal = legalActions(game, seat).filter((a) => a.type !== 'announce')
        const healthy = legal.find((a): a is DeclareAction => a.type === 'declare' && a.declaration.kind === 'healthy')
        const next = applyAction(game, healthy ?? legal.find((a) => a.type !== 'armutAnswer' || !a.accept) ?? (legal[0] as never))
        if (E.isLeft(next)) throw new Error(next.left.message)
        game = next.right
      }
      const recorded = recordGame(match, game)
      if (E.isLeft(recorded)) throw new Error(recorded.left.message)
      match = recorded.right
    }
    const lines = scoreSheetLines(match.sheet, match.players, plain)
    expect(lines[0]).toMatch(/^#\s+game\s+You \(total\)\s+Anna \(total\)\s+Ben \(total\)\s+Carla \(total\)$/)
    expect(lines).toHaveLength(match.sheet.length + 2)
    match.sheet.forEach((row, i) => {
      const text = lines[i + 1] as string
      for (const [p, pts] of row.points.entries()) expect(text).toContain(`${pts > 0 ? '+' : ''}${pts} (${(row.totals[p] ?? 0) > 0 ? '+' : ''}${row.totals[p]})`)
    })
    expect(lines[lines.length - 1]).toBe(`Totals: ${match.players.map((p, i) => `${p} ${(match.totals[i] ?? 0) > 0 ? '+' : ''}${match.totals[i]}`).join(', ')}`)
  })
})

describe('reading answers', () => {
  const sorted = sortCards(cardOrder('normal'), hand('SA H9 CQ D10 HA ST DJ H10 SA'))
  const offered: readonly DeclareAction[] = [
    { type: 'declare', seat: 0, declaration: { kind: 'healthy' } },
    { type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'queens' } }
  ]

  it('reads cards by number or notation (either copy held), and announcements', () => {
    const playable = sorted.slice(4, 6)
    expect(parseMove('1', sorted, playable, 0)).toEqual(E.right({ type: 'play', seat: 0, card: sorted[0] }))
    expect(parseMove('h10', sorted, playable, 0)).toEqual(E.right({ type: 'play', seat: 0, card: sorted[0] }))
    // Two ♠A held: the playable copy first.
    const spadeAces = sorted.filter((c) => makeCard(c) === '♠A')
    expect(parseMove('♠A', sorted, [spadeAces[1] as Card], 0)).toEqual(E.right({ type: 'play', seat: 0, card: spadeAces[1] }))
    expect(parseMove('Keine 90', sorted, playable, 0)).toEqual(E.right({ type: 'announce', seat: 0, announcement: 'no90' }))
    expect(parseMove('KONTRA', sorted, playable, 0)).toEqual(E.right({ type: 'announce', seat: 0, announcement: 'kontra' }))
    expect(parseMove('0', sorted, playable, 0)).toEqual(E.left('No card number 0: your hand has cards 1-9'))
    expect(parseMove('zz', sorted, playable, 0)).toEqual(E.left(expect.stringMatching(/^notation\/unknown-card: /)))
    expect(E.isLeft(parseMove('', sorted, playable, 0))).toBe(true)
  })

  it('reads card lists, reservations, yes/no and the clarification choice', () => {
    expect(parseCardList('1, 2 SA', sorted)).toEqual(E.right([sorted[0], sorted[1], sorted.find((c) => makeCard(c) === '♠A')]))
    expect(parseCardList('SA SA', sorted)).toEqual(E.right(sorted.filter((c) => makeCard(c) === '♠A')))
    expect(parseCardList('2 2', sorted)).toEqual(E.left('Card 2 is named twice'))
    expect(parseReservation('2', offered, 0)).toEqual(E.right(offered[1]))
    expect(parseReservation('Damensolo', offered, 0)).toEqual(E.right(offered[1]))
    expect(parseReservation('solo jacks', offered, 0)).toEqual(E.right({ type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'jacks' } }))
    expect(parseReservation('3', offered, 0)).toEqual(E.left('No reservation number 3: choose 1-2'))
    expect(E.isLeft(parseReservation('vielleicht', offered, 0))).toBe(true)
    // The error names only what is offered here (no Armut, no Schmeißen in this list).
    const unknown = parseReservation('vielleicht', offered, 0)
    expect(E.isLeft(unknown) && unknown.left).not.toMatch(/armut|schmeissen/)
    expect(parseYesNo('ja')).toEqual(E.right(true))
    expect(parseYesNo('N')).toEqual(E.right(false))
    expect(E.isLeft(parseYesNo('vielleicht'))).toBe(true)
    const house = ['any', 'trump', 'plain', 'clubs', 'spades', 'hearts'] as const
    expect(parseClarification('2', house)).toEqual(E.right('trump'))
    expect(parseClarification('plain', house)).toEqual(E.right('plain'))
    expect(parseClarification('6', house)).toEqual(E.right('hearts'))
    expect(E.isLeft(parseClarification('7', house))).toBe(true)
    // Only the choices the rules offer (firstTrickOfSuit: the three suits).
    expect(parseClarification('1', ['clubs', 'spades', 'hearts'])).toEqual(E.right('clubs'))
    expect(E.isLeft(parseClarification('any', ['clubs', 'spades', 'hearts']))).toBe(true)
  })
})

describe('rule flags and colour', () => {
  it('applies house options to the preset and checks the combination', () => {
    const built = rulesFromFlags({ rules: 'pagat', withoutNines: true, superpiglets: true, secondDulle: 'exceptLastTrick', schmeissen: 'fiveKings' })
    if (E.isLeft(built)) throw new Error(built.left)
    expect(built.right.preset).toBe('pagat')
    expect(built.right.rules.withoutNines).toBe(true)
    expect(built.right.rules.piglets).toEqual({ enabled: true, superpiglets: true })
    expect(built.right.rules.secondDulleBeats).toBe('exceptLastTrick')
    expect(built.right.rules.reservations).toContain('schmeissen')
    expect(built.right.rules.schmeissen).toEqual(['fiveKings'])
    const armut = rulesFromFlags({ rules: 'house', armut: true })
    expect(E.isRight(armut) && armut.right.rules.armut.mode).toBe('exchange')
    expect(rulesFromFlags({ rules: 'tsr', schmeissen: '' })).toEqual(E.left(expect.stringContaining('input/inconsistent-rules')))
    expect(rulesFromFlags({ rules: 'skat' })).toEqual(E.left('unknown rules "skat" (known: tsr, pagat, house)'))
  })

  it('--no-reply-rule plays without the reply rule (RULES 11.5); by default the rule applies', () => {
    const off = rulesFromFlags({ rules: 'tsr', replyRule: false })
    expect(E.isRight(off) && off.right.rules.announcementReply).toBe(false)
    const on = rulesFromFlags({ rules: 'tsr', replyRule: true })
    expect(E.isRight(on) && on.right.rules.announcementReply).toBe(true)
  })

  it('--deadlines sets the announcement deadlines (RULES 11.3), --until-trick-complete counts the card on the table (11.4)', () => {
    const custom = rulesFromFlags({ rules: 'tsr', deadlines: '12, 11,10,9,8' })
    expect(E.isRight(custom) && custom.right.rules.announcementDeadlines).toEqual([12, 11, 10, 9, 8])
    expect(rulesFromFlags({ rules: 'tsr', deadlines: '12,11,10' })).toEqual(E.left(expect.stringContaining('--deadlines takes five card counts')))
    expect(rulesFromFlags({ rules: 'tsr', deadlines: '9,10,11,12,12' })).toEqual(E.left(expect.stringContaining('input/inconsistent-rules')))
    const hearts = rulesFromFlags({ rules: 'tsr', heartTrick: true, dulleCatchesDulle: true, secondDulle: 'always' })
    expect(E.isRight(hearts) && [hearts.right.rules.extraPoints.heartTrick, hearts.right.rules.extraPoints.dulleCatchesDulle]).toEqual([true, true])
    expect(rulesFromFlags({ rules: 'tsr', dulleCatchesDulle: true })).toEqual(E.left(expect.stringContaining('input/inconsistent-rules')))
    const rich = rulesFromFlags({ rules: 'house', schmeissen: 'richHand,foxHighestTrump', richHand: '80' })
    expect(E.isRight(rich) && [rich.right.rules.schmeissen, rich.right.rules.schmeissenRichHand]).toEqual([['richHand', 'foxHighestTrump'], 80])
    expect(rulesFromFlags({ rules: 'house', richHand: 'lots' })).toEqual(E.left(expect.stringContaining('--rich-hand takes')))
    const decides = rulesFromFlags({ rules: 'tsr', firstTrickDecides: true })
    expect(E.isRight(decides) && decides.right.rules.weddingFirstTrickDecides).toBe(true)
    const priority = rulesFromFlags({ rules: 'pagat', priority: 'solo, hochzeit,armut,schmeissen' })
    expect(E.isRight(priority) && priority.right.rules.reservationPriority).toEqual(['solo', 'hochzeit', 'armut', 'schmeissen'])
    expect(rulesFromFlags({ rules: 'pagat', priority: 'solo,wedding' })).toEqual(E.left(expect.stringContaining('--priority: unknown reservation "wedding"')))
    expect(rulesFromFlags({ rules: 'pagat', priority: 'solo,armut' })).toEqual(E.left(expect.stringContaining('input/inconsistent-rules')))
    const until = rulesFromFlags({ rules: 'pagat', untilTrickComplete: true })
    expect(E.isRight(until) && until.right.rules.announcementUntilTrickComplete).toBe(true)
  })

  it('--counting and --bock-factor set the match options (RULES 11.11, 11.12)', () => {
    expect(matchFlags('tsr', 'plusOnly', undefined)).toEqual(E.right({ counting: 'plusOnly' }))
    expect(matchFlags('house', undefined, '3')).toEqual(E.right({ bockFactor: 3 }))
    expect(matchFlags('tsr', undefined, '3')).toEqual(E.left(expect.stringContaining('plays no Bock rounds')))
    expect(matchFlags('tsr', 'plusPlus', undefined)).toEqual(E.left(expect.stringContaining('--counting must be')))
    expect(matchConfigFor('house', rules.house, 8, { bockFactor: 3, counting: 'minusOnly' })).toMatchObject({ counting: 'minusOnly', bock: { multiplier: 3 } })
  })

  it('keeps the Pflichtsolo only when the Partie has a game per player', () => {
    expect(matchConfigFor('tsr', rules.tsr, 8).compulsorySolo).toBe(true)
    expect(matchConfigFor('tsr', rules.tsr, 2).compulsorySolo).toBe(false)
    expect(matchConfigFor('pagat', rules.pagat, 8).compulsorySolo).toBe(false)
    expect(matchConfigFor('house', rules.house, 8).bock).not.toBeNull()
  })

  it('decides colour from the flag, NO_COLOR and the stream', () => {
    const pipe = new PassThrough()
    const tty = Object.assign(new PassThrough(), { isTTY: true, hasColors: () => true })
    expect(colorEnabled(undefined, pipe, {})).toBe(false)
    expect(colorEnabled(undefined, tty, {})).toBe(true)
    expect(colorEnabled(undefined, tty, { NO_COLOR: '1' })).toBe(false)
    expect(colorEnabled(true, pipe, { NO_COLOR: '1' })).toBe(true)
    expect(colorEnabled(false, tty, {})).toBe(false)
    expect(colorsFor(false).red('x')).toBe('x')
    expect(colorsFor(true).red('x')).not.toBe('x')
  })
})
