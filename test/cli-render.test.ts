/**
 * The command line's pure parts: rendering (hands with marks, tricks, settlement, score sheet)
 * in the locale's words, reading answers, rule flags, the colour decision, the language of the
 * environment and wrapping at the terminal's width.
 */
import { PassThrough } from 'node:stream'
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { colorEnabled, colorsFor, linePrompter } from '../src/cli/io.js'
import { Collector } from './support/cliHarness.js'
import { RE_AGAINST_NO90 } from './support/settlement.js'
import { parseCardList, parseClarification, parseMove, parseReservation, parseYesNo } from '../src/cli/parse.js'
import {
  contractText,
  currentTrickLine,
  defaultNames,
  handBlock,
  handLine,
  rowTypeLabel,
  scoreSheetLines,
  settlementLines,
  standingsLines,
  trickLine,
  voiceOf
} from '../src/cli/render.js'
import { matchConfigFor, matchFlags, rulesFromFlags } from '../src/cli/rules.js'
import { langFromEnv, wordsFor } from '../src/cli/words.js'
import { DEFAULT_WIDTH, visibleWidth, widthOf, wrap, wrapWords } from '../src/cli/wrap.js'
import { de, en, settlementReason } from '../src/i18n/index.js'
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
const EN = wordsFor('en')
const DE = wordsFor('de')
/** The interactive game's voice: seat 0 reads, as "you" / "du". */
const v = voiceOf(EN, names, 0, plain)
const vDe = voiceOf(DE, ['Du', 'Anna', 'Ben', 'Carla'], 0, plain)

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

describe('cards in the reader\'s letters (issue 27)', () => {
  it('shows a German hand, trick and card with D and B, an English one with Q and J', () => {
    const sorted = sortCards(cardOrder('normal'), hand('CQ DJ HQ SJ D10 HA'))
    expect(handLine(sorted, null, plain, de)).toBe(' 1 ♣D    2 ♥D    3 ♠B    4 ♦B    5 ♦10   6 ♥A')
    expect(handLine(sorted, null, plain, en)).toBe(' 1 ♣Q    2 ♥Q    3 ♠J    4 ♦J    5 ♦10   6 ♥A')
    expect(handBlock('Dein Blatt:', sorted, [sorted[0] as Card], vDe)).toBe('Dein Blatt:  1 ♣D*   2 ♥D    3 ♠B    4 ♦B    5 ♦10   6 ♥A')
    const [q, j, k, t] = hand('CQ DJ HK HT')
    const trick = { leader: 1 as const, cards: [q, j, k, t] as Card[], winner: 2 as const, points: 19 }
    expect(trickLine(2, trick, vDe)).toBe('Stich 2: Anna ♣D, Ben ♦B, Carla ♥K, Du ♥10 -> Ben bekommt 19 Augen')
    expect(trickLine(2, trick, v)).toBe('Trick 2: Anna ♣Q, Ben ♦J, Carla ♥K, You ♥10 -> Ben wins 19 points')
  })
})

describe('the final standing', () => {
  it('ranks equal totals alike, as the match module ranks them everywhere', () => {
    const match = { players: ['You', 'Anna', 'Ben', 'Carla'], totals: [-3, -3, 3, 3] } as unknown as Parameters<typeof standingsLines>[0]
    expect(standingsLines(match, plain)).toEqual(['1. Ben +3', '1. Carla +3', '3. You -3', '3. Anna -3'])
  })
})

describe('trick lines', () => {
  it('names who played each card, the winner and the points; the reader is "you"', () => {
    const [a, b, c, d] = hand('CA SA SA C10')
    const trick = { leader: 2 as const, cards: [a, b, c, d] as Card[], winner: 1 as const, points: 43 }
    expect(trickLine(3, trick, v)).toBe('Trick 3: Ben ♣A, Carla ♠A, You ♠A, Anna ♣10 -> Anna wins 43 points')
    expect(trickLine(12, { ...trick, winner: 0 }, v)).toMatch(/-> you win 43 points$/)
    expect(trickLine(12, { ...trick, winner: 0, points: 1 }, v)).toMatch(/-> you win 1 point$/)
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card] }, v)).toBe('Trick 5, led by Anna: Anna ♣A')
    expect(currentTrickLine(5, { leader: 0, cards: [] }, v)).toBe('Trick 5: you lead')
    // With the index of the card winning so far (from two cards on).
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card, a as Card] }, v, 0)).toBe('Trick 5, led by Anna: Anna ♣A, Ben ♣A; so far Anna wins with ♣A')
    expect(currentTrickLine(5, { leader: 1, cards: [a as Card] }, v, 0)).toBe('Trick 5, led by Anna: Anna ♣A')
    // An onlooker's voice names every seat.
    expect(trickLine(12, { ...trick, winner: 0 }, voiceOf(EN, names, null, plain))).toMatch(/-> You wins 43 points$/)
  })

  it('says the same in German, "du" for the reader', () => {
    const [a, b, c, d] = hand('CA SA SA C10')
    const trick = { leader: 2 as const, cards: [a, b, c, d] as Card[], winner: 1 as const, points: 43 }
    expect(trickLine(3, trick, vDe)).toBe('Stich 3: Ben ♣A, Carla ♠A, Du ♠A, Anna ♣10 -> Anna bekommt 43 Augen')
    expect(trickLine(3, { ...trick, winner: 0, points: 1 }, vDe)).toMatch(/-> du bekommst 1 Auge$/)
    expect(currentTrickLine(5, { leader: 0, cards: [a as Card] }, vDe)).toBe('Stich 5, ausgespielt von dir: Du ♣A')
    expect(currentTrickLine(5, { leader: 1, cards: [] }, vDe)).toBe('Stich 5: Anna spielt aus')
    expect(currentTrickLine(5, { leader: 3, cards: [a as Card, a as Card] }, vDe, 1)).toBe('Stich 5, ausgespielt von Carla: Carla ♣A, Du ♣A; bisher gewinnst du mit ♣A')
  })
})

describe('contracts and score-sheet rows', () => {
  it('name the game by the locale and its players, the reader as "you" / "du"', () => {
    expect(contractText({ kind: 'normal' }, v)).toBe('normal game')
    expect(contractText({ kind: 'solo', solo: 'queens', soloist: 2, compulsory: true }, v)).toBe('queen solo (compulsory) by Ben')
    expect(contractText({ kind: 'solo', solo: 'clubs', soloist: 0, compulsory: false }, vDe)).toBe('Kreuz-Solo von dir')
    expect(contractText({ kind: 'hochzeit', hochzeiter: 0, partner: 1, klaerungsstich: 2, clarifiedBy: 'any' }, v)).toBe('your wedding with Anna')
    expect(contractText({ kind: 'hochzeit', hochzeiter: 1, partner: 0, klaerungsstich: 2, clarifiedBy: 'any' }, vDe)).toBe('Hochzeit von Anna mit dir')
    expect(contractText({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: 3, clarifiedBy: 'any' }, vDe)).toBe('Hochzeit (allein) von Anna')
    expect(contractText({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: null }, v)).toBe(
      "Anna's wedding (partner: the first other player to win a clarifying trick)"
    )
    expect(contractText({ kind: 'armut', poor: 3, partner: 0, trumpsReturned: 1 }, vDe)).toBe('Armut von Carla, übernommen von dir (1 Trumpf zurück)')
    expect(contractText({ kind: 'armut', poor: 3, partner: 0, trumpsReturned: null }, v)).toBe("Carla's poverty, taken by you")
    expect(contractText({ kind: 'silentWedding', player: 0 }, vDe)).toBe('stille Hochzeit von dir')
    const players = ['Max', 'Anna', 'Ben', 'Carla']
    expect(rowTypeLabel({ kind: 'solo', solo: 'fleischlos', soloist: 1, compulsory: true, forced: false }, players, de)).toBe('Fleischloser (Pflichtsolo) Anna')
    expect(rowTypeLabel({ kind: 'hochzeit', hochzeiter: 0, partner: 2 }, players, en)).toBe('wedding Max+Ben')
    expect(rowTypeLabel({ kind: 'redeal', reason: 'schmeissen', player: 3 }, players, de)).toBe('Neu geben (geschmissen) Carla')
    expect(rowTypeLabel({ kind: 'armut', poor: 4, partner: 0 }, players, en)).toBe('poverty player 5+Max')
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
    const lines = settlementLines(s.right, voiceOf(EN, defaultNames(en), null, plain))
    expect(lines[0]).toBe('Settlement:')
    const items = lines.slice(1, 1 + s.right.lines.length)
    expect(items).toHaveLength(s.right.lines.length)
    s.right.lines.forEach((line, i) => {
      const text = items[i] as string
      // The locale's words, not the internal code ("won", not "won won").
      expect(text.trim().startsWith(en.settlement[line.code])).toBe(true)
      expect(text.trim().startsWith(settlementReason(en, line))).toBe(true)
      if (line.code !== 'won' && line.code !== 'schwarz' && line.code !== 'doppelkopf' && line.code !== 'karlchen') expect(text).not.toContain(line.code)
      expect(text).toMatch(new RegExp(`${line.party === 're' ? 'Re' : 'Kontra'} +${line.points}$`))
    })
    expect(lines).toContain('Re wins')
    expect(lines).toContain(`Game points: Re ${s.right.points.re}, Kontra ${s.right.points.kontra}; value for Re +${s.right.value}`)
    // Seats without names are the locale's players 1-4, never "seat 0".
    const scores = s.right.scores.map((x, i) => `player ${i + 1} ${x > 0 ? '+' : ''}${x}`).join(', ')
    expect(lines[lines.length - 1]).toBe(`Scores: ${scores}`)
    expect(lines.join('\n')).not.toMatch(/seat \d/)
  })

  it('writes the settlement in German with the names of the table', () => {
    const lines = settlementLines(RE_AGAINST_NO90, vDe)
    expect(lines[0]).toBe('Abrechnung:')
    expect(lines.map((l) => l.replace(/ +/g, ' ').trim())).toEqual([
      'Abrechnung:',
      'gewonnen Re 1',
      'unter 90 gespielt Re 1',
      'Re angesagt Re 2',
      'Kontra angesagt Re 2',
      'keine 90 abgesagt (Kontra) Re 1',
      '120 gegen keine 90 Re 1',
      'Fuchs gefangen Kontra 1',
      'Re gewinnt',
      'Spielpunkte: Re 8, Kontra 1; Wert für Re +7',
      'Punkte: Du +7, Anna -7, Ben +7, Carla -7'
    ])
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
    const lines = scoreSheetLines(match.sheet, match.players, en, plain)
    expect(lines[0]).toMatch(/^#\s+game\s+You \(total\)\s+Anna \(total\)\s+Ben \(total\)\s+Carla \(total\)$/)
    const german = scoreSheetLines(match.sheet, match.players, de, plain)
    expect(german[0]).toMatch(/^#\s+Spiel\s+You \(Summe\)\s+Anna \(Summe\)/)
    expect(german[german.length - 1]).toMatch(/^Summen: You [+-]?\d+, Anna /)
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
    expect(parseMove('1', sorted, playable, 0, EN)).toEqual(E.right({ type: 'play', seat: 0, card: sorted[0] }))
    expect(parseMove('h10', sorted, playable, 0, EN)).toEqual(E.right({ type: 'play', seat: 0, card: sorted[0] }))
    // Two ♠A held: the playable copy first.
    const spadeAces = sorted.filter((c) => makeCard(c) === '♠A')
    expect(parseMove('♠A', sorted, [spadeAces[1] as Card], 0, EN)).toEqual(E.right({ type: 'play', seat: 0, card: spadeAces[1] }))
    expect(parseMove('Keine 90', sorted, playable, 0, EN)).toEqual(E.right({ type: 'announce', seat: 0, announcement: 'no90' }))
    expect(parseMove('no 60', sorted, playable, 0, DE)).toEqual(E.right({ type: 'announce', seat: 0, announcement: 'no60' }))
    expect(parseMove('KONTRA', sorted, playable, 0, EN)).toEqual(E.right({ type: 'announce', seat: 0, announcement: 'kontra' }))
    expect(parseMove('0', sorted, playable, 0, EN)).toEqual(E.left('No card number 0: your hand has cards 1-9'))
    expect(parseMove('0', sorted, playable, 0, DE)).toEqual(E.left('Keine Karte Nummer 0: deine Hand hat die Karten 1-9'))
    expect(parseMove('zz', sorted, playable, 0, EN)).toEqual(E.left('Unknown card: “zz” (cards are e.g. CQ, ♣Q, H10, DA or queen of clubs)'))
    expect(parseMove('zz', sorted, playable, 0, DE)).toEqual(E.left('Unbekannte Karte: „zz“ (Karten z. B. KrD, ♣D, H10, KaA oder Kreuz-Dame)'))
    // German and English notation in either language: KrD and CQ are the ♣Q, HB the ♥J, KaA the ♦A.
    const queen = sorted.find((c) => makeCard(c) === '♣Q')
    for (const words of [EN, DE]) {
      for (const text of ['KrD', '♣D', 'CQ', '♣Q', 'Kreuz-Dame', 'queen of clubs']) {
        expect(parseMove(text, sorted, playable, 0, words), `${text} (${words.lang})`).toEqual(E.right({ type: 'play', seat: 0, card: queen }))
      }
      // One ♦J held: KaB takes it, ♦B names the other copy, DJ names a copy a third time.
      expect(parseCardList('KaB ♦B DJ', sorted, words)).toEqual(E.left(words.ui.namedTwice('DJ')))
    }
    expect(E.isLeft(parseMove('', sorted, playable, 0, EN))).toBe(true)
  })

  it('reads card lists, reservations, yes/no and the clarification choice', () => {
    expect(parseCardList('1, 2 SA', sorted, EN)).toEqual(E.right([sorted[0], sorted[1], sorted.find((c) => makeCard(c) === '♠A')]))
    expect(parseCardList('SA SA', sorted, EN)).toEqual(E.right(sorted.filter((c) => makeCard(c) === '♠A')))
    expect(parseCardList('2 2', sorted, EN)).toEqual(E.left('Card 2 is named twice'))
    expect(parseCardList('2 2', sorted, DE)).toEqual(E.left('Die Karte 2 ist doppelt genannt'))
    expect(parseReservation('2', offered, 0, EN)).toEqual(E.right(offered[1]))
    expect(parseReservation('Damensolo', offered, 0, EN)).toEqual(E.right(offered[1]))
    expect(parseReservation('solo jacks', offered, 0, EN)).toEqual(E.right({ type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'jacks' } }))
    expect(parseReservation('3', offered, 0, EN)).toEqual(E.left('No reservation number 3: choose 1-2'))
    expect(E.isLeft(parseReservation('vielleicht', offered, 0, EN))).toBe(true)
    // The error names only what is offered here (no Armut, no Schmeißen in this list), in the locale's words.
    const unknown = parseReservation('vielleicht', offered, 0, EN)
    expect(E.isLeft(unknown) && unknown.left).not.toMatch(/armut|schmeissen|poverty/)
    expect(unknown).toEqual(E.left('Unknown reservation "vielleicht": choose a number 1-2, or healthy or a solo name'))
    expect(parseReservation('vielleicht', offered, 0, DE)).toEqual(E.left('Unbekannter Vorbehalt „vielleicht“: wähle eine Zahl 1-2 oder gesund oder den Namen eines Solos'))
    expect(parseYesNo('ja', EN.ui)).toEqual(E.right(true))
    expect(parseYesNo('N', DE.ui)).toEqual(E.right(false))
    expect(parseYesNo('vielleicht', DE.ui)).toEqual(E.left('Antworte j (ja) oder n (nein), nicht „vielleicht“'))
    const house = ['any', 'trump', 'plain', 'clubs', 'spades', 'hearts'] as const
    expect(parseClarification('2', house, EN.ui)).toEqual(E.right('trump'))
    expect(parseClarification('plain', house, EN.ui)).toEqual(E.right('plain'))
    expect(parseClarification('6', house, EN.ui)).toEqual(E.right('hearts'))
    expect(parseClarification('7', house, EN.ui)).toEqual(E.left('Choose the clarifying tricks 1-6, not "7"'))
    expect(parseClarification('sieben', house, DE.ui)).toEqual(E.left('Wähle einen Klärungsstich 1-6, nicht „sieben“'))
    // Only the choices the rules offer (firstTrickOfSuit: the three suits).
    expect(parseClarification('1', ['clubs', 'spades', 'hearts'], EN.ui)).toEqual(E.right('clubs'))
    expect(E.isLeft(parseClarification('any', ['clubs', 'spades', 'hearts'], EN.ui))).toBe(true)
  })

  it('understands every name either locale gives a reservation, a solo or an announcement', () => {
    const declared = (text: string) => {
      const r = parseReservation(text, offered, 0, EN)
      return E.isRight(r) ? r.right.declaration : r.left
    }
    for (const locale of [de, en]) {
      for (const [kind, name] of Object.entries(locale.reservations)) {
        if (kind !== 'solo' && kind !== 'reservation') expect(declared(name), name).toEqual({ kind })
      }
      for (const [solo, name] of Object.entries(locale.solos)) expect(declared(name), name).toEqual({ kind: 'solo', solo })
      for (const a of ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'] as const) {
        expect(parseMove(locale.announcements[a], sorted, [], 0, EN)).toEqual(E.right({ type: 'announce', seat: 0, announcement: a }))
      }
    }
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
    // A combination that does not fit is refused naming the flags, in words, never the rule set's fields or the engine's code.
    expect(rulesFromFlags({ rules: 'tsr', schmeissen: '' })).toEqual(E.left('--schmeissen needs at least one reason, e.g. --schmeissen fiveKings (the reason list is empty)'))
    expect(rulesFromFlags({ rules: 'tsr', schmeissen: '' }, DE.command)).toEqual(E.left('--schmeissen braucht mindestens einen Grund, z. B. --schmeissen fiveKings'))
    expect(rulesFromFlags({ rules: 'tsr', pigletsInSolo: true }, DE.command)).toEqual(E.left('--piglets-in-solo braucht --piglets'))
    expect(rulesFromFlags({ rules: 'tsr', withoutDullen: true, dulleCatchesDulle: true, secondDulle: true }, EN.command)).toEqual(
      E.left(expect.stringContaining('--dulle-catches-dulle and --without-dullen exclude each other'))
    )
    for (const flags of [{ schmeissen: '' }, { pigletsInSolo: true }, { dulleCatchesDulle: true }, { deadlines: '9,10,11,12,12' }, { deadlines: '13,11,10,9,8' }, { priority: 'solo,armut' }, { richHand: '300', schmeissen: 'richHand' }]) {
      for (const words of [EN, DE]) {
        const r = rulesFromFlags({ rules: 'pagat', ...flags }, words.command)
        expect(E.isLeft(r) ? r.left : 'accepted', JSON.stringify(flags)).toMatch(/^--/)
        expect(E.isLeft(r) ? r.left : '').not.toMatch(/input\/|\(piglets\.enabled\)|announcementDeadlines|reservationPriority/)
      }
    }
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
    expect(rulesFromFlags({ rules: 'tsr', deadlines: '9,10,11,12,12' })).toEqual(E.left(expect.stringContaining('the counts must not increase')))
    const hearts = rulesFromFlags({ rules: 'tsr', heartTrick: true, dulleCatchesDulle: true, secondDulle: 'always' })
    expect(E.isRight(hearts) && [hearts.right.rules.extraPoints.heartTrick, hearts.right.rules.extraPoints.dulleCatchesDulle]).toEqual([true, true])
    expect(rulesFromFlags({ rules: 'tsr', dulleCatchesDulle: true })).toEqual(E.left(expect.stringContaining('--dulle-catches-dulle needs --second-dulle')))
    const rich = rulesFromFlags({ rules: 'house', schmeissen: 'richHand,foxHighestTrump', richHand: '80' })
    expect(E.isRight(rich) && [rich.right.rules.schmeissen, rich.right.rules.schmeissenRichHand]).toEqual([['richHand', 'foxHighestTrump'], 80])
    expect(rulesFromFlags({ rules: 'house', richHand: 'lots' })).toEqual(E.left(expect.stringContaining('--rich-hand takes')))
    const genscher = rulesFromFlags({ rules: 'tsr', genscher: true })
    expect(E.isRight(genscher) && genscher.right.rules.genscher).toBe(true)
    const decides = rulesFromFlags({ rules: 'tsr', firstTrickDecides: true })
    expect(E.isRight(decides) && decides.right.rules.weddingFirstTrickDecides).toBe(true)
    const priority = rulesFromFlags({ rules: 'pagat', priority: 'solo, hochzeit,armut,schmeissen' })
    expect(E.isRight(priority) && priority.right.rules.reservationPriority).toEqual(['solo', 'hochzeit', 'armut', 'schmeissen'])
    expect(rulesFromFlags({ rules: 'pagat', priority: 'solo,wedding' })).toEqual(E.left(expect.stringContaining('--priority: unknown reservation "wedding"')))
    expect(rulesFromFlags({ rules: 'pagat', priority: 'solo,armut' })).toEqual(E.left(expect.stringContaining('--priority must name every reservation offered')))
    const until = rulesFromFlags({ rules: 'pagat', untilTrickComplete: true })
    expect(E.isRight(until) && until.right.rules.announcementUntilTrickComplete).toBe(true)
  })

  it('--counting and --bock-factor set the match options (RULES 11.11, 11.12)', () => {
    expect(matchFlags('tsr', 'plusOnly', undefined)).toEqual(E.right({ counting: 'plusOnly' }))
    expect(matchFlags('house', undefined, '3')).toEqual(E.right({ bockFactor: 3 }))
    expect(matchFlags('tsr', undefined, '3')).toEqual(E.left(expect.stringContaining('play no Bock rounds')))
    expect(matchFlags('tsr', undefined, '3', DE.command, DE.ui.rulesName)).toEqual(E.left('--bock-factor: nach Turnierregeln des DDV gibt es keine Bockrunden (--rules house hat sie)'))
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

describe('the language', () => {
  it('comes from LC_ALL, then LC_MESSAGES, then LANG: German when it starts with de', () => {
    expect(langFromEnv({})).toBe('en')
    expect(langFromEnv({ LANG: 'de_DE.UTF-8' })).toBe('de')
    expect(langFromEnv({ LANG: 'de' })).toBe('de')
    expect(langFromEnv({ LANG: 'de_AT.UTF-8' })).toBe('de')
    expect(langFromEnv({ LANG: 'en_GB.UTF-8' })).toBe('en')
    expect(langFromEnv({ LANG: 'C.UTF-8' })).toBe('en')
    expect(langFromEnv({ LANG: 'fr_FR.UTF-8' })).toBe('en')
    expect(langFromEnv({ LC_MESSAGES: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' })).toBe('de')
    expect(langFromEnv({ LC_ALL: 'en_US.UTF-8', LC_MESSAGES: 'de_DE', LANG: 'de_DE' })).toBe('en')
    expect(langFromEnv({ LC_ALL: 'de_CH', LANG: 'en_US' })).toBe('de')
    // An empty variable counts as unset.
    expect(langFromEnv({ LC_ALL: '', LC_MESSAGES: '', LANG: 'de_DE' })).toBe('de')
  })

  it('has every sentence of the program in both languages, none empty', () => {
    const keys = (o: object): string[] => Object.keys(o).sort()
    expect(keys(DE.ui)).toEqual(keys(EN.ui))
    expect(keys(DE.ui.arena)).toEqual(keys(EN.ui.arena))
    for (const words of [DE, EN]) {
      for (const [key, value] of Object.entries(words.ui)) if (typeof value === 'string') expect(value.trim(), key).not.toBe('')
      expect(words.ui.arena.columns.every((c) => c.trim() !== '')).toBe(true)
    }
    expect(DE.locale).toBe(de)
    expect(EN.locale).toBe(en)
  })
})

describe('wrap', () => {
  it('keeps a line that fits, and breaks a longer one between words', () => {
    expect(wrap('Du musst Herz bedienen', 80)).toBe('Du musst Herz bedienen')
    expect(wrap('Du musst Herz bedienen', 13)).toBe('Du musst Herz\nbedienen')
    expect(wrap('Du musst Herz bedienen', 12)).toBe('Du musst\nHerz\nbedienen')
    // Exactly the width fits.
    expect(wrap('aaa bbb', 7)).toBe('aaa bbb')
    expect(wrap('aaa bbb', 6)).toBe('aaa\nbbb')
  })

  it('never breaks inside a word: a word longer than the width stays whole on its own line', () => {
    expect(wrap('see play/announce-absage-after-late-reply now', 10)).toBe('see\nplay/announce-absage-after-late-reply\nnow')
    expect(wrap('Kreuz-Dame', 4)).toBe('Kreuz-Dame')
    for (const width of [1, 5, 9, 17, 40]) {
      const text = 'Zu spät für „keine 90“: du hast noch 8 Karten, nötig sind mindestens 9'
      const lines = wrap(text, width).split('\n')
      // Every word survives whole, in order.
      expect(lines.join(' ')).toBe(text)
      for (const line of lines) expect(visibleWidth(line) <= width || !line.includes(' '), `${width}: ${line}`).toBe(true)
    }
  })

  it('indents the further lines like the first, or as told, and wraps each line of a text on its own', () => {
    expect(wrap('  Anna: Gesund und munter', 14)).toBe('  Anna: Gesund\n  und munter')
    expect(wrap('✘ You must follow hearts', 12, '  ')).toBe('✘ You must\n  follow\n  hearts')
    expect(wrap('short\na much longer line', 8)).toBe('short\na much\nlonger\nline')
  })

  it('measures without colour codes', () => {
    const red = colorsFor(true).red('♥10')
    expect(visibleWidth(red)).toBe(3)
    expect(wrap(`${red} ${red} ${red}`, 11)).toBe(`${red} ${red} ${red}`)
    expect(wrap(`${red} ${red} ${red}`, 10)).toBe(`${red} ${red}\n${red}`)
  })

  it('lays out words with a first prefix and an indent (a hand breaks between cards)', () => {
    expect(wrapWords(['a', 'bb', 'cc'], 5, '', '  ')).toEqual(['a bb', '  cc'])
    expect(wrapWords([], 5, 'x: ')).toEqual(['x: '])
    const sorted = sortCards(cardOrder('normal'), hand('SA H9 CQ D10 HA ST DJ H10 SA C9 CK HK'))
    const block = handBlock('Your hand:', sorted, null, voiceOf(EN, names, 0, plain, 40))
    const lines = block.split('\n')
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(visibleWidth(line)).toBeLessThanOrEqual(40)
    expect(lines[0]).toMatch(/^Your hand: {2}1 ♥10/)
    // Further lines start under the first card, and every card keeps its number.
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {11}[ \d]\d \S/)
    expect([...block.matchAll(/(\d+) (\S+)/g)].map((m) => `${m[1]}:${m[2]}`)).toEqual(sorted.map((c, i) => `${i + 1}:${makeCard(c)}`))
    // Wide enough, the hand is the one line of handLine.
    expect(handBlock('Your hand:', sorted, null, voiceOf(EN, names, 0, plain, 200))).toBe(`Your hand: ${handLine(sorted, null, plain)}`)
  })

  it('wraps at the terminal\'s columns, or at 80 when the output is no terminal', () => {
    expect(DEFAULT_WIDTH).toBe(80)
    expect(widthOf(new PassThrough())).toBe(80)
    expect(widthOf(Object.assign(new PassThrough(), { isTTY: true, columns: 52 }))).toBe(52)
    expect(widthOf(Object.assign(new PassThrough(), { isTTY: true, columns: 0 }))).toBe(80)
    expect(widthOf(Object.assign(new PassThrough(), { isTTY: false, columns: 52 }))).toBe(80)
  })
})

describe('the line prompter at a narrow terminal', () => {
  it('wraps the question and a refusal at the terminal\'s width, the refusal\'s further lines indented', async () => {
    const input = new PassThrough()
    const output = Object.assign(new Collector(), { isTTY: true, columns: 30 })
    const prompter = linePrompter({ input, output, error: output }, false)
    input.end('13\n1\n')
    const asked = prompter.ask('Deine Karte (Nummer oder z. B. CQ, H10; * = spielbar):', (t) =>
      t === '1' ? E.right(1) : E.left('Keine Karte Nummer 13: deine Hand hat die Karten 1-12')
    )
    expect(await asked).toBe(1)
    prompter.close()
    const lines = output.text().split('\n')
    expect(lines.slice(0, 3)).toEqual(['? Deine Karte (Nummer oder z.', '  B. CQ, H10; * = spielbar): 13', '✘ Keine Karte Nummer 13: deine'])
    expect(lines).toContain('  Hand hat die Karten 1-12')
    // Only the typed answer goes past the width, after the question's last line.
    for (const line of lines) expect(visibleWidth(line.replace(/: \d+$/, ':'))).toBeLessThanOrEqual(30)
  })
})
