/**
 * The locales of doppelkopf/i18n: every code and kind has a name in both languages, errors are
 * phrased from their details for the seat reading them, settlements read as score-sheet lines,
 * and a table can override a name without changing the base locale.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { RANKS, SUITS, card, DECK } from '../src/cards/card.js'
import { type DoppelkopfError, type ErrorDetailsByCode, ErrorCode } from '../src/errors.js'
import { applyAction, decodeGame, legalActions, newGame, result } from '../src/game/api.js'
import type { Action } from '../src/game/actions.js'
import { CLARIFYING_TRICKS, type Game } from '../src/game/state.js'
import { BOCK_TRIGGERS } from '../src/match/config.js'
import { type Rng, createRng } from '../src/random.js'
import { parseCard } from '../src/cards/notation.js'
import { RESERVATION_KINDS } from '../src/rules/declarations.js'
import { withRules } from '../src/rules/options.js'
import { rules } from '../src/rules/presets.js'
import { SCHMEISSEN_REASONS, SOLO_TYPES, type RuleSet } from '../src/rules/ruleSet.js'
import { type SettlementCode, settle } from '../src/scoring/settle.js'
import { ANNOUNCEMENT_LEVELS, EXTRA_POINT_KINDS, type GameSummary } from '../src/scoring/summary.js'
import { RE_AGAINST_NO90 } from './support/settlement.js'
import type { BySeat, Seat } from '../src/seat.js'
import {
  type ErrorPhrases,
  type Locale,
  type TableContext,
  announcementName,
  cardName,
  de,
  en,
  extendLocale,
  extraPointName,
  formatError,
  formatSettlement,
  gameName,
  reservationName,
  seatName,
  settlementReason,
  soloName
} from '../src/i18n/index.js'

const LOCALES = [de, en] as const
const NAMES = ['Anna', 'Ben', 'Carla', 'Dirk'] as const
const ANNOUNCEMENTS = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz'] as const

/** An error as the library builds one (its message is not what the locales print). */
const error = <C extends ErrorCode>(code: C, details: ErrorDetailsByCode[C]): DoppelkopfError =>
  ({ code, message: `message of ${code}`, details }) as unknown as DoppelkopfError

/** Text a phrase must never contain: a missing value, an object, an internal code. */
const expectReadable = (text: string, what: string): void => {
  expect(text.trim(), what).not.toBe('')
  expect(text, what).not.toMatch(/undefined|\[object|NaN|\bnull\b|message of/)
}

/** Every string leaf of a locale, with its path (functions are left out). */
const leaves = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([k, v]) => leaves(v, path === '' ? k : `${path}.${k}`))
      : []

/** The shape of a locale: the path of every key, functions included. */
const shape = (value: unknown, path = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => [path + k, ...shape(v, `${path}${k}.`)])
    : []

/** The English problem texts an error's details carry. */
const problemsOf = (e: DoppelkopfError): readonly string[] => {
  const d = e.details as { readonly problem?: unknown; readonly problems?: unknown }
  return [d.problem, ...(Array.isArray(d.problems) ? d.problems : [])].filter((p): p is string => typeof p === 'string')
}

const left = <A>(r: E.Either<DoppelkopfError, A>): DoppelkopfError => {
  if (E.isRight(r)) throw new Error('expected an error')
  return r.left
}

/** A new game dealt from a seed. */
const start = (seed: string, ruleSet: RuleSet = rules.tsr): Game => {
  const r = newGame({ rules: ruleSet, dealer: 0, seed })
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.nextInt(xs.length)] as T

/** Applies a listed action: the first healthy declaration if `healthy`, else one the rng picks. */
const step = (g: Game, rng: Rng | null, healthy = false): Game => {
  const actions = legalActions(g)
  const wanted = healthy ? actions.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy') : undefined
  const next = applyAction(g, wanted ?? (rng === null ? (actions[0] as Action) : pick(rng, actions)))
  if (E.isLeft(next)) throw new Error(next.left.message)
  return next.right
}

/** Plays a game to its end with random legal actions (everyone healthy unless `declarations`); every state on the way. */
const playStates = (seed: string, ruleSet: RuleSet = rules.tsr, declarations = false): readonly Game[] => {
  const rng = createRng(seed)
  const states = [start(seed, ruleSet)]
  let g = states[0] as Game
  while (g.phase !== 'finished' && g.phase !== 'redeal') {
    g = step(g, rng, g.phase === 'reservations' && !declarations)
    states.push(g)
  }
  return states
}

const playToEnd = (seed: string, ruleSet: RuleSet = rules.tsr): Game => playStates(seed, ruleSet).at(-1) as Game

/** A random action near the legal ones, mostly illegal: any seat, any card, any declaration or announcement. */
const randomAction = (rng: Rng, g: Game): Action => {
  const seat = rng.nextInt(4) as Seat
  const turn = 'turn' in g ? g.turn : seat
  const hand = g.phase === 'reservations' || g.phase === 'redeal' ? g.setup.deal[turn] : g.hands[turn]
  const cards = (n: number): number[] => [...hand].sort(() => rng.nextInt(3) - 1).slice(0, n)
  const who = rng.nextInt(2) === 0 ? turn : seat
  switch (rng.nextInt(8)) {
    case 0:
      return { type: 'play', seat, card: rng.nextInt(48) }
    case 1:
      return { type: 'play', seat: turn, card: hand.length > 0 ? pick(rng, hand) : 0 }
    case 2:
      return { type: 'announce', seat, announcement: pick(rng, ANNOUNCEMENTS) }
    case 3: {
      const kind = pick(rng, ['healthy', 'hochzeit', 'armut', 'schmeissen', 'solo'] as const)
      return kind === 'solo'
        ? { type: 'declare', seat: who, declaration: { kind, solo: pick(rng, SOLO_TYPES) } }
        : { type: 'declare', seat: who, declaration: { kind } }
    }
    case 4:
      return { type: 'chooseClarification', seat, trick: pick(rng, ['any', 'trump', 'plain'] as const) }
    case 5:
      return { type: 'armutPass', seat: who, cards: cards(rng.nextInt(5)) }
    case 6:
      return { type: 'armutAnswer', seat: who, accept: rng.nextInt(2) === 0 }
    default:
      return { type: 'armutReturn', seat: who, cards: cards(rng.nextInt(5)) }
  }
}

/** The first state of the card play in which the player to move holds a card it may not play. */
const revoke = (): { game: Game & { phase: 'play' }; card: number } => {
  for (let i = 0; i < 200; i++) {
    let g = start(`i18n-revoke-${i}`)
    while (g.phase === 'reservations') g = step(g, null, true)
    if (g.phase !== 'play') continue
    const lead = legalActions(g).find((a) => a.type === 'play')
    if (lead === undefined) continue
    g = E.getOrElse<DoppelkopfError, Game>(() => g)(applyAction(g, lead))
    if (g.phase !== 'play') continue
    const legal = new Set(legalActions(g).flatMap((a) => (a.type === 'play' ? [a.card] : [])))
    const illegal = g.hands[g.turn].find((c) => !legal.has(c))
    if (illegal !== undefined) return { game: g, card: illegal }
  }
  throw new Error('no revoke found')
}

describe('labels', () => {
  it('both locales have the same keys, and no empty string anywhere', () => {
    expect(shape(en).sort()).toEqual(shape(de).sort())
    for (const locale of LOCALES) for (const [path, text] of leaves(locale)) expect(text.trim(), `${locale.code} ${path}`).not.toBe('')
  })

  it('names every suit, rank, card, solo, reservation, announcement, extra point and Bock trigger', () => {
    for (const locale of LOCALES) {
      for (const s of SUITS) expect(locale.suits[s]).not.toBe('')
      for (const r of RANKS) expect(locale.ranks[r]).not.toBe('')
      // The two copies of a face share a name; the 24 faces have 24 names.
      expect(new Set(DECK.map((c) => cardName(locale, c))).size).toBe(24)
      for (const solo of SOLO_TYPES) expect(soloName(locale, solo)).not.toBe('')
      expect(new Set(SOLO_TYPES.map((s) => soloName(locale, s))).size).toBe(SOLO_TYPES.length)
      for (const kind of [...RESERVATION_KINDS, 'healthy', 'reservation'] as const) expect(reservationName(locale, kind)).not.toBe('')
      for (const reason of SCHMEISSEN_REASONS) expect(locale.schmeissenReasons[reason]).not.toBe('')
      for (const a of [...ANNOUNCEMENTS, ...ANNOUNCEMENT_LEVELS]) expect(announcementName(locale, a)).not.toBe('')
      for (const kind of EXTRA_POINT_KINDS) expect(extraPointName(locale, kind)).not.toBe('')
      for (const trigger of BOCK_TRIGGERS) expect(locale.bock.triggers[trigger]).not.toBe('')
    }
  })

  it('has a phrase for every error code', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(locale.errors).sort()).toEqual([...Object.values(ErrorCode)].sort())
      for (const code of Object.values(ErrorCode)) expect(typeof locale.errors[code], `${locale.code} ${code}`).toBe('function')
    }
  })

  it('says the names the tables say', () => {
    expect(cardName(de, card('clubs', 'Q'))).toBe('Kreuz-Dame')
    expect(cardName(en, card('clubs', 'Q', 1))).toBe('queen of clubs')
    expect(cardName(de, 99)).toBe('?')
    expect(soloName(de, 'fleischlos')).toBe('Fleischloser')
    expect(soloName(de, 'queens')).toBe('Damensolo')
    expect(soloName(en, 'queens')).toBe('queen solo')
    expect(reservationName(de, { kind: 'healthy' })).toBe('Gesund')
    expect(reservationName(de, 'reservation')).toBe('Vorbehalt')
    expect(reservationName(en, { kind: 'schmeissen' })).toBe('throw in')
    expect(reservationName(de, { kind: 'solo', solo: 'jacks' })).toBe('Bubensolo')
    expect(announcementName(de, 'no90')).toBe('keine 90')
    expect(announcementName(en, 'no60')).toBe('no 60')
    expect(announcementName(de, 'kontra')).toBe('Kontra')
    expect(seatName(de, 0)).toBe('Spieler 1')
    expect(seatName(en, 3)).toBe('player 4')
    expect(seatName(en, 3, { names: NAMES })).toBe('Dirk')
  })

  it('names games: contracts and score-sheet rows', () => {
    expect(gameName(de, { kind: 'normal' })).toBe('Normalspiel')
    expect(gameName(en, { kind: 'silentWedding', player: 1 })).toBe('silent wedding')
    expect(gameName(de, { kind: 'solo', solo: 'queens', soloist: 1, compulsory: true })).toBe('Damensolo (Pflichtsolo)')
    expect(gameName(de, { kind: 'solo', solo: 'queens', soloist: 1, compulsory: false })).toBe('Damensolo')
    expect(gameName(en, { kind: 'solo', solo: 'jacks', soloist: 1, compulsory: true, forced: true })).toBe('jack solo (forced)')
    expect(gameName(de, { kind: 'hochzeit', hochzeiter: 0, partner: null, klaerungsstich: null, clarifiedBy: null })).toBe('Hochzeit')
    expect(gameName(de, { kind: 'hochzeit', hochzeiter: 0, partner: null, klaerungsstich: 3, clarifiedBy: 'any' })).toBe('Hochzeit (allein)')
    expect(gameName(en, { kind: 'hochzeit', hochzeiter: 0, partner: null })).toBe('wedding (alone)')
    expect(gameName(de, { kind: 'redeal', reason: 'schmeissen', player: 2 })).toBe('Neu geben (geschmissen)')
    expect(gameName(en, { kind: 'penalty', violation: 'minor', offender: 0 })).toBe('penalty')
    expect(gameName(en, { kind: 'armut', poor: 0, partner: 2 })).toBe('poverty')
  })

  it('tells the table what happens, addressing the reading seat', () => {
    const anna = de.person('Anna')
    expect(de.table.trickTo(de.you)).toBe('Stich an dich')
    expect(de.table.trickTo(anna)).toBe('Stich an Anna')
    expect(de.table.turn(de.you)).toBe('Du bist am Zug')
    expect(de.table.turn(anna)).toBe('Anna ist am Zug')
    expect(de.table.gameOf(gameName(de, { kind: 'hochzeit', hochzeiter: 0, partner: 1 }), 'hochzeit', de.you)).toBe('Deine Hochzeit')
    expect(de.table.gameOf('Hochzeit', 'hochzeit', anna)).toBe('Hochzeit von Anna')
    expect(de.table.gameOf(gameName(de, { kind: 'armut', poor: 0, partner: 2 }), 'armut', de.you)).toBe('Armut von dir')
    expect(de.table.gameOf(soloName(de, 'queens'), 'solo', anna)).toBe('Damensolo von Anna')
    expect(de.table.partnerOf('hochzeit', de.you)).toBe('mit dir')
    expect(de.table.partnerOf('armut', anna)).toBe('übernommen von Anna')
    expect(de.table.plays(de.you, de.parties.re)).toBe('Du spielst Re')
    expect([de.table.cards(1), de.table.tricks(3), de.table.points(25)]).toEqual(['1 Karte', '3 Stiche', '25 Augen'])
    expect(en.table.trickTo(en.you)).toBe('Trick to you')
    expect(en.table.turn(en.person('Anna'))).toBe("Anna's turn")
    expect(en.table.gameOf(soloName(en, 'queens'), 'solo', en.you)).toBe('Your queen solo')
    expect(en.table.plays(en.person('Anna'), en.parties.kontra)).toBe('Anna plays Kontra')
    for (const locale of LOCALES) {
      for (const trick of CLARIFYING_TRICKS) expect(locale.clarifications[trick]).not.toBe('')
      expect(new Set(CLARIFYING_TRICKS.map((t) => locale.clarifications[t])).size).toBe(CLARIFYING_TRICKS.length)
      for (const kind of ['normal', 'hochzeit', 'armut', 'silentWedding', 'solo', 'redeal', 'penalty'] as const) {
        for (const who of [locale.you, locale.person('Ben')]) expectReadable(locale.table.gameOf(locale.gameTypes[kind], kind, who), `${locale.code} ${kind}`)
      }
    }
    expect(extendLocale(de, { table: { dealer: 'gibt' } }).table.trickTo(de.you)).toBe('Stich an dich')
  })
})

describe('the game log, the settlement and the score sheet', () => {
  const anna = (locale: Locale) => locale.person('Anna')

  it('tells the Genscher choice, with du/you for the reading seat', () => {
    expect(de.log.genscher(de.you, de.person('Ben'))).toBe('Du wählst im Genscher Ben als Partner')
    expect(de.log.genscher(de.person('Anna'), de.you)).toBe('Anna wählt im Genscher dich als Partner')
    expect(de.log.genscher(de.person('Anna'), null)).toBe('Anna behält im Genscher die Parteien')
    expect(en.log.genscher(en.you, en.person('Ben'))).toBe('You choose Ben as partner (Genscher)')
    expect(en.log.genscher(en.person('Anna'), null)).toBe('Anna keeps the parties (Genscher)')
  })

  it('names every clarifying trick a Hochzeiter may choose, differently', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(locale.clarifications).sort()).toEqual([...CLARIFYING_TRICKS].sort())
      expect(new Set(CLARIFYING_TRICKS.map((t) => locale.clarifications[t])).size).toBe(CLARIFYING_TRICKS.length)
    }
    expect(de.clarifications.trump).toBe('erster fremder Trumpfstich')
    expect(en.clarifications.any).toBe('first trick won by another player')
  })

  it('tells the game with du / you for the reading seat and the name for the others', () => {
    expect(de.log.plays(de.you, 'Kreuz-Dame')).toBe('Du spielst Kreuz-Dame')
    expect(de.log.plays(anna(de), 'Kreuz-Dame')).toBe('Anna spielt Kreuz-Dame')
    expect(en.log.plays(en.you, 'the queen of clubs')).toBe('You play the queen of clubs')
    expect(en.log.plays(anna(en), 'the queen of clubs')).toBe('Anna plays the queen of clubs')
    expect(`${de.log.trick(3)}: ${de.log.leads(de.you)}`).toBe('Stich 3: du spielst aus')
    expect(`${en.log.trick(3)}, ${en.log.ledBy(en.you)}`).toBe('Trick 3, led by you')
    expect(`${de.log.trick(3)}, ${de.log.ledBy(de.you)}`).toBe('Stich 3, ausgespielt von dir')
    expect(de.log.winning(anna(de), '♣Q')).toBe('bisher gewinnt Anna mit ♣Q')
    expect(en.log.winning(en.you, '♣Q')).toBe('so far you win with ♣Q')
    expect(de.log.takes(de.you, 1)).toBe('du bekommst 1 Auge')
    expect(en.log.takes(anna(en), 43)).toBe('Anna wins 43 points')
    expect(de.log.announces(anna(de), de.announcements.no90, de.parties.re)).toBe('Anna sagt keine 90 für Re an')
    expect(de.log.announces(de.you, de.announcements.re, null)).toBe('Du sagst Re an')
    expect(en.log.announces(en.you, en.announcements.kontra, null)).toBe('You announce Kontra')
    expect(de.log.answers(anna(de), false)).toBe('Anna lehnt die Armut ab')
    expect(en.log.answers(en.you, true)).toBe('You take the poverty')
    expect(de.log.of(soloName(de, 'queens'), de.you)).toBe('Damensolo von dir')
    expect(`${de.log.of(gameName(de, { kind: 'armut', poor: 1, partner: 0 }), anna(de))}, ${de.log.takenBy(de.you)}`).toBe('Armut von Anna, übernommen von dir')
    expect(de.log.trumpsReturned(1)).toBe('1 Trumpf zurück')
    expect(en.log.trumpsReturned(2)).toBe('2 trumps returned')
    expect(de.log.redeal(anna(de), de.redealReasons.schmeissen)).toBe('Neu geben (Anna: geschmissen): niemand schreibt Punkte, derselbe Geber gibt noch einmal')
    expect(de.log.forced(de.you)).toBe('Du bist vorgeführt und musst ein Solo spielen')
    expect(en.log.forced(anna(en))).toBe('Anna is forced (vorgeführt) and must play a solo')
    expect(de.log.hand(de.you)).toBe('Dein Blatt')
    expect(de.log.hand(anna(de))).toBe('Annas Blatt')
    expect(en.log.hand(en.you)).toBe('Your hand')
    expect(de.result.tricks(1)).toBe('1 Stich')
    expect(en.result.value(en.parties.re, '+3')).toBe('value for Re +3')
    expect(de.sheet.finish(de.you, '+3')).toBe('Du beendest die Partie mit +3')
    expect(en.sheet.finish(anna(en), '-3')).toBe('Anna finishes with -3')
    // Every phrase reads for the reader and for a name, in both locales.
    for (const locale of LOCALES) {
      for (const p of [locale.you, anna(locale)]) {
        const log = locale.log
        for (const text of [
          log.leads(p),
          log.ledBy(p),
          log.plays(p, '♣Q'),
          log.winning(p, '♣Q'),
          log.takes(p, 0),
          log.announces(p, 'Re', 'Kontra'),
          log.passes(p, log.cards(3)),
          log.offers(p, 3),
          log.answers(p, true),
          log.returns(p, '♦A'),
          log.chooses(p, locale.clarifications.plain),
          log.genscher(p, locale.person('Ben')),
          log.genscher(p, null),
          log.withPartner(p),
          log.takenBy(p),
          log.redeal(p, locale.redealReasons.armutDeclined),
          log.forced(p),
          log.hand(p),
          locale.sheet.finish(p, '0')
        ]) {
          expectReadable(text, `${locale.code}: ${text}`)
        }
      }
    }
  })

  it('gives the reason of a settlement line as formatSettlement writes it', () => {
    expect(settlementReason(de, { code: 'won', party: 're', points: 1 })).toBe('gewonnen')
    expect(settlementReason(de, { code: 'no90Announced', party: 're', by: 'kontra', points: 1 })).toBe('keine 90 abgesagt (Kontra)')
    expect(settlementReason(de, { code: 'reAnnounced', party: 'kontra', by: 're', points: 2 })).toBe('Re angesagt')
    expect(settlementReason(en, { code: 'no60Announced', party: 'kontra', by: 'kontra', points: 1 })).toBe('no 60 announced')
  })

  it('overrides a phrase of the log like any other', () => {
    const table = extendLocale(de, { log: { leads: (p) => `${p.nom} ${p.self ? 'kommst' : 'kommt'} raus` }, sheet: { title: 'Liste' } })
    expect(table.log.leads(de.you)).toBe('du kommst raus')
    expect(table.log.trick(2)).toBe('Stich 2')
    expect(table.sheet.title).toBe('Liste')
    expect(table.sheet.totals).toBe('Summen')
    expect(de.log.leads(de.you)).toBe('du spielst aus')
  })
})

describe('settlement codes', () => {
  const summary = (over: Partial<GameSummary>): GameSummary => ({
    parties: ['re', 're', 'kontra', 'kontra'],
    points: { re: 131, kontra: 109 },
    tricks: { re: 7, kontra: 5 },
    announcements: { re: 'none', kontra: 'none' },
    extraPoints: [],
    ...over
  })
  const allExtras = (r: RuleSet): RuleSet =>
    withRules({
      secondDulleBeats: r.secondDulleBeats === 'never' ? 'always' : r.secondDulleBeats,
      extraPoints: {
        againstTheClubQueens: true,
        foxCaught: true,
        doppelkopf: true,
        karlchen: true,
        karlchenCaught: true,
        foxLastTrick: true,
        heartTrick: true,
        dulleCatchesDulle: true
      }
    })(r)
  const SUMMARIES: readonly GameSummary[] = [
    // Re wins schwarz having announced schwarz; Kontra said Kontra: every game point and announcement line.
    summary({ points: { re: 240, kontra: 0 }, tricks: { re: 12, kontra: 0 }, announcements: { re: 'schwarz', kontra: 'announced' } }),
    // Kontra said schwarz and lost: Re reached every limit against it (tsr), or broke every level (pagat).
    summary({ points: { re: 150, kontra: 90 }, announcements: { re: 'none', kontra: 'schwarz' } }),
    // Kontra wins against the club queens, with every extra point.
    summary({
      points: { re: 100, kontra: 140 },
      extraPoints: EXTRA_POINT_KINDS.map((kind) => ({ party: 'kontra' as const, kind }))
    })
  ]

  it('every code settlement writes has a label in both locales, and every label is a code settlement writes', () => {
    const seen = new Set<SettlementCode>()
    for (const ruleSet of [rules.tsr, rules.pagat, rules.house].map(allExtras)) {
      for (const s of SUMMARIES) {
        const settled = settle(s, ruleSet)
        if (E.isLeft(settled)) throw new Error(settled.left.message)
        for (const line of settled.right.lines) seen.add(line.code)
      }
    }
    for (let i = 0; i < 30; i++) {
      const g = playToEnd(`i18n-codes-${i}`)
      if (g.phase === 'finished') for (const line of g.settlement.lines) seen.add(line.code)
    }
    for (const locale of LOCALES) {
      for (const code of seen) expect(locale.settlement[code], `${locale.code} ${code}`).not.toBe('')
      expect(Object.keys(locale.settlement).sort()).toEqual([...seen].sort())
    }
  })
})

describe('formatSettlement', () => {
  it('formats a played game as score-sheet lines and a row of names and scores', () => {
    const g = playToEnd('i18n-settlement')
    const settled = result(g)
    if (E.isLeft(settled)) throw new Error(settled.left.message)
    const s = settled.right
    for (const locale of LOCALES) {
      const f = formatSettlement(locale, s, { names: NAMES })
      expect(f.lines).toHaveLength(s.lines.length)
      f.lines.forEach((line, i) => {
        const source = s.lines[i]
        expect(line).toMatch(/^(Re|Kontra): .+ \+\d+$/)
        expect(line.startsWith(`${locale.parties[source?.party ?? 're']}: ${locale.settlement[source?.code ?? 'won']}`)).toBe(true)
        expect(line).not.toMatch(/[a-z][A-Z]|\d[a-z]/) // no internal code such as below90 or reAnnounced
        expectReadable(line, line)
      })
      expect(f.winner).toBe(locale.winners[s.winner ?? 'none'])
      expect(f.row.map((r) => r.name)).toEqual(NAMES)
      expect(f.row.map((r) => r.score)).toEqual(s.scores)
      expect(f.row.reduce((sum, r) => sum + r.score, 0)).toBe(0)
      for (const r of f.row) expect(r.text).toMatch(new RegExp(`^${r.name} (\\+\\d+|0|-\\d+)$`))
    }
    expect(formatSettlement(en, s).row[0].name).toBe('player 1')
  })

  it('writes the lines of a known settlement as a German score sheet does', () => {
    const f = formatSettlement(de, RE_AGAINST_NO90, { names: NAMES })
    expect(f.winner).toBe('Re gewinnt')
    expect(f.lines).toEqual([
      'Re: gewonnen +1',
      'Re: unter 90 gespielt +1',
      'Re: Re angesagt +2',
      'Re: Kontra angesagt +2',
      'Re: keine 90 abgesagt (Kontra) +1',
      'Re: 120 gegen keine 90 +1',
      'Kontra: Fuchs gefangen +1'
    ])
    expect(f.row.map((r) => r.text)).toEqual(['Anna +7', 'Ben -7', 'Carla +7', 'Dirk -7'])
    expect(formatSettlement(en, RE_AGAINST_NO90).lines[4]).toBe('Re: no 90 announced (Kontra) +1')
  })
})

describe('formatError', () => {
  it('phrases a revoke with du for the reading seat and the name for the others, and what may be played', () => {
    const { game, card: c } = revoke()
    const e = left(applyAction(game, { type: 'play', seat: game.turn, card: c }))
    if (e.code !== 'play/must-follow-suit') throw new Error(e.code)
    const name = NAMES[game.turn]
    // The cards that may be played, each face once, by the locale's symbols.
    const options = (locale: Locale, or: string): string => {
      const faces = [...new Set(e.details.playable.map((p) => cardName(locale, p, 'symbol')))]
      return faces.length === 1 ? faces[0] ?? '' : `${faces.slice(0, -1).join(', ')} ${or} ${faces.at(-1)}`
    }
    const suitDe = e.details.required === 'trump' ? 'Trumpf' : de.suits[e.details.required]
    const suitEn = e.details.required === 'trump' ? 'trump' : en.suits[e.details.required]
    if (e.details.cardIsTrump && e.details.required !== 'trump') {
      expect(formatError(de, e, { names: NAMES, self: game.turn })).toBe(`${cardName(de, c, 'symbol')} ist Trumpf: bedienen musst du ${suitDe} (${options(de, 'oder')})`)
      expect(formatError(en, e)).toBe(`${cardName(en, c, 'symbol')} is a trump: player ${game.turn + 1} must follow ${suitEn} (${options(en, 'or')})`)
    } else {
      expect(formatError(de, e, { names: NAMES, self: game.turn })).toBe(`Du musst ${suitDe} bedienen (${options(de, 'oder')})`)
      expect(formatError(de, e, { names: NAMES })).toBe(`${name} muss ${suitDe} bedienen (${options(de, 'oder')})`)
      expect(formatError(en, e, { names: NAMES, self: game.turn })).toBe(`You must follow ${suitEn} (${options(en, 'or')})`)
      expect(formatError(en, e)).toBe(`Player ${game.turn + 1} must follow ${suitEn} (${options(en, 'or')})`)
    }
  })

  it('explains a refused trump as a trump: clubs led, a ♣Q in a normal game', () => {
    // Seat 0 holds ♣Q, ♣K, ♣9 ♣9 and no other club (ids 0..11 are the clubs); seat 3 leads ♣A.
    const seat0 = [6, 4, 10, 11, ...DECK.slice(12, 20)]
    const seat3 = [0, 1, 2, 3, 5, 7, 8, 9, ...DECK.slice(20, 24)]
    const others = DECK.filter((c) => !seat0.includes(c) && !seat3.includes(c))
    const deal: BySeat<readonly number[]> = [seat0, others.slice(0, 12), others.slice(12, 24), seat3]
    let g = E.getOrElseW((err: DoppelkopfError) => {
      throw new Error(err.message)
    })(newGame({ rules: rules.tsr, dealer: 2, hands: deal }))
    while (g.phase === 'reservations') g = step(g, null, true)
    if (g.phase !== 'play' || g.turn !== 3) throw new Error('seat 3 leads')
    const leadClubA = card('clubs', 'A')
    g = E.getOrElseW((err: DoppelkopfError) => {
      throw new Error(err.message)
    })(applyAction(g, { type: 'play', seat: 3, card: leadClubA }))
    const e = left(applyAction(g, { type: 'play', seat: 0, card: card('clubs', 'Q') }))
    if (e.code !== 'play/must-follow-suit') throw new Error(e.code)
    expect(e.details.cardIsTrump).toBe(true)
    expect(formatError(de, e, { names: NAMES, self: 0 })).toBe('♣D ist Trumpf: bedienen musst du Kreuz (♣K oder ♣9)')
    expect(formatError(de, e, { names: NAMES })).toBe('♣D ist Trumpf: bedienen muss Anna Kreuz (♣K oder ♣9)')
    expect(formatError(en, e, { names: NAMES, self: 0 })).toBe('♣Q is a trump: you must follow clubs (♣K or ♣9)')
    expect(formatError(en, e, { names: NAMES })).toBe('♣Q is a trump: Anna must follow clubs (♣K or ♣9)')
  })

  it('phrases the exact examples', () => {
    const revoked = error('play/must-follow-suit', { seat: 0, card: card('clubs', 'A'), led: card('hearts', 'A'), required: 'hearts', cardIsTrump: false, playable: [card('hearts', 'K')] })
    expect(formatError(de, revoked, { names: NAMES, self: 0 })).toBe('Du musst Herz bedienen (♥K)')
    expect(formatError(de, revoked, { names: NAMES, self: 1 })).toBe('Anna muss Herz bedienen (♥K)')
    expect(formatError(en, revoked, { names: NAMES, self: 0 })).toBe('You must follow hearts (♥K)')
    expect(formatError(en, revoked, { names: NAMES })).toBe('Anna must follow hearts (♥K)')
    expect(formatError(de, error('play/must-follow-suit', { seat: 2, card: 0, led: 28, required: 'trump', cardIsTrump: false, playable: [28] }))).toBe('Spieler 3 muss Trumpf bedienen (♥K)')
    // Many cards: five of them, then how many more; an error of an earlier version (no playable) without a list.
    const trumps = [card('hearts', '10'), card('clubs', 'Q'), card('spades', 'Q'), card('hearts', 'Q'), card('diamonds', 'Q'), card('clubs', 'J'), card('spades', 'J')]
    expect(formatError(de, error('play/must-follow-suit', { seat: 0, card: 0, led: 30, required: 'trump', cardIsTrump: false, playable: trumps }), { self: 0 })).toBe(
      'Du musst Trumpf bedienen (♥10, ♣D, ♠D, ♥D, ♦D oder eine von 2 weiteren)'
    )
    expect(formatError(en, { code: 'play/must-follow-suit', message: 'm', details: { seat: 1, card: 0, led: 28, required: 'hearts' } }, { names: NAMES })).toBe('Ben must follow hearts')

    const turn = error('turn/not-your-turn', { seat: 1, turn: 0 })
    expect(formatError(de, turn, { names: NAMES, self: 1 })).toBe('Anna ist am Zug')
    expect(formatError(de, turn, { names: NAMES, self: 0 })).toBe('Du bist am Zug')
    expect(formatError(en, turn, { names: NAMES })).toBe("It is Anna's turn")
    expect(formatError(en, turn, { self: 0 })).toBe('It is your turn')
    expect(formatError(en, turn)).toBe("It is player 1's turn")

    const notHeld = error('play/card-not-in-hand', { seat: 3, card: card('clubs', 'Q') })
    expect(formatError(de, notHeld, { self: 3 })).toBe('Diese Karte hast du nicht: Kreuz-Dame')
    expect(formatError(de, notHeld, { names: NAMES })).toBe('Diese Karte hat Dirk nicht: Kreuz-Dame')
    expect(formatError(en, notHeld, { self: 3 })).toBe('You do not hold the queen of clubs')
    expect(formatError(en, notHeld, { names: NAMES })).toBe('Dirk does not hold the queen of clubs')

    const late = error('announce/too-late', { seat: 2, announcement: 'no90', cardsInHand: 8, cardsNeeded: 9 })
    expect(formatError(de, late, { self: 2 })).toBe('Zu spät für „keine 90“: du hast noch 8 Karten, nötig sind mindestens 9')
    expect(formatError(de, late, { names: NAMES })).toBe('Zu spät für „keine 90“: Carla hat noch 8 Karten, nötig sind mindestens 9')
    expect(formatError(en, late, { names: NAMES })).toBe('Too late for “no 90”: Carla holds 8 cards, it needs at least 9')

    const party = error('announce/wrong-party', { seat: 0, party: 'kontra', announcement: 're' })
    expect(formatError(de, party, { self: 0 })).toBe('Du spielst Kontra und kannst nicht „Re“ ansagen')
    expect(formatError(en, party, { names: NAMES })).toBe('Anna plays Kontra and cannot announce “Re”')

    const forced = error('declare/must-declare-solo', { seat: 1 })
    expect(formatError(de, forced, { self: 1 })).toBe('Du bist vorgeführt und musst ein Solo spielen')
    expect(formatError(de, forced, { names: NAMES })).toBe('Ben ist vorgeführt und muss ein Solo spielen')

    const notOffered = error('declare/not-offered', { seat: 1, reservation: 'solo', solo: 'koehler' })
    expect(formatError(de, notOffered)).toBe('An diesem Tisch nicht erlaubt: Köhler')
    expect(formatError(en, error('declare/not-offered', { seat: 1, reservation: 'armut', solo: null }))).toBe('Not played at this table: poverty')

    const phase = error('phase/wrong-phase', { phase: 'reservations', action: 'play' })
    expect(formatError(de, phase)).toBe('„Karte spielen“ ist jetzt nicht möglich (Vorbehalte)')
    expect(formatError(en, phase)).toBe('Cannot play a card now (reservations)')
    // A value the locale does not know is shown as it is.
    expect(formatError(en, error('phase/wrong-phase', { phase: 'later' as never, action: 'dance' }))).toBe('Cannot dance now (later)')
  })

  it('phrases the cause of a nested error in the same context', () => {
    const cause = error('turn/not-your-turn', { seat: 1, turn: 0 }) as ErrorDetailsByCode['replay/illegal-action']['cause']
    const e = error('replay/illegal-action', { game: 2, index: 4, action: { type: 'play', seat: 1 }, cause })
    expect(formatError(de, e, { names: NAMES, self: 0 })).toBe('Spiel 3: Aktion 5 der Aufzeichnung ist nicht erlaubt: Du bist am Zug')
    expect(formatError(en, e, { names: NAMES })).toBe("Game 3: Action 5 of the record is rejected: It is Anna's turn")
  })

  it('gives the message of an error without a phrase or without details', () => {
    const unknown = { code: 'future/code', message: 'Something new', details: {} } as unknown as DoppelkopfError
    expect(formatError(de, unknown)).toBe('Something new')
    const bare = { code: 'turn/not-your-turn', message: 'It is seat 0', details: undefined } as unknown as DoppelkopfError
    expect(formatError(de, bare)).toBe('It is seat 0')
  })

  it('phrases every code from sample details in both locales, without undefined or objects', () => {
    const cause = error('play/card-not-in-hand', { seat: 2, card: 7 }) as ErrorDetailsByCode['replay/bad-setup']['cause']
    const arena = { bot: 'heuristic', seed: 'arena-1', rotation: 0, seat: 2 } as const
    const SAMPLES: { readonly [C in ErrorCode]: ErrorDetailsByCode[C] } = {
      'input/malformed-action': { problems: ['seat must be 0, 1, 2 or 3'] },
      'input/malformed-game': { problem: 'phase is missing' },
      'input/malformed-rules': { problems: ['solos: unknown solo x'] },
      'input/invalid-seat': { given: '7' },
      'input/invalid-date': { given: '"2026-02-30"' },
      'input/inconsistent-rules': { problems: ['piglets: superpiglets need piglets'] },
      'input/malformed-summary': { problems: ['points: missing'] },
      'input/malformed-game-record': { problems: ['version: must be 1'] },
      'input/malformed-match-record': { problems: ['games: must be a list'] },
      'setup/bad-deal': { problem: 'card 6 dealt twice' },
      'setup/bad-options': { problem: 'dealer must be a seat' },
      'phase/wrong-phase': { phase: 'play', action: 'declare' },
      'phase/game-finished': { redeal: true },
      'phase/not-finished': { phase: 'clarification' },
      'phase/redealt': { reason: 'armutDeclined' },
      'turn/not-your-turn': { seat: 1, turn: 2 },
      'declare/not-offered': { seat: 2, reservation: 'hochzeit', solo: null },
      'declare/hochzeit-needs-both-club-queens': { seat: 2 },
      'declare/must-declare-solo': { seat: 2 },
      'declare/armut-too-many-trumps': { seat: 2 },
      'declare/no-schmeissen-reason': { seat: 2, reasons: ['fiveKings', 'fiveNines', 'sevenFull'] },
      'armut/wrong-number-of-cards': { seat: 2, expected: 3, given: 1 },
      'armut/must-pass-all-trumps': { seat: 2 },
      'armut/no-trumps-back': { seat: 2 },
      'play/choose-clarification-first': { hochzeiter: 2 },
      'play/card-not-in-hand': { seat: 2, card: null },
      'play/genscher-first': { genscher: 2 },
      'play/genscher-own-seat': { seat: 2 },
      'play/clarification-not-offered': { seat: 2, trick: 'any', offered: ['clubs', 'spades', 'hearts'] },
      'play/must-follow-suit': { seat: 2, card: 0, led: 40, required: 'diamonds', cardIsTrump: false, playable: [41] },
      'announce/wrong-party': { seat: 2, party: 're', announcement: 'kontra' },
      'announce/already-made': { seat: 2, announcement: 'no60' },
      'announce/too-late': { seat: 2, announcement: 'schwarz', cardsInHand: 1, cardsNeeded: 1 },
      'announce/before-clarification': { seat: 2 },
      'announce/absage-after-late-reply': { seat: 2, announcement: 'no30' },
      'summary/invalid': { problem: 'points.re + points.kontra must be 240', reason: 'points' },
      'notation/unknown-card': { text: 'X7' },
      'notation/too-many-copies': { card: 6 },
      'notation/not-a-string': { type: 'number' },
      'match/invalid-config': { problems: ['players: must be 4 to 6'] },
      'match/invalid-players': { problem: 'names must be distinct' },
      'match/malformed-match': { problem: 'sheet is missing' },
      'match/over': { gamesPlayed: 24 },
      'match/malformed-game': { problem: 'not a game' },
      'match/game-not-over': { phase: 'play' },
      'match/wrong-deal': { problem: 'the dealer differs' },
      'match/invalid-penalty': { problem: 'no such player' },
      'match/invalid-deal-options': { problem: 'seed or hands' },
      'match/invalid-result': { problem: 'the summary is invalid' },
      'replay/malformed-record': { problems: ['actions: must be a list'], game: -1 },
      'replay/bad-setup': { game: 0, cause },
      'replay/illegal-action': { game: null, index: 0, action: { type: 'play', seat: 2 }, cause },
      'replay/outcome-mismatch': { game: 1, recorded: { kind: 'settled' }, replayed: null },
      'audit/malformed-input': { problem: 'secret: expected 16 to 128 base64url characters' },
      'audit/bad-commitment': { commitment: 'a'.repeat(64), computed: 'b'.repeat(64) },
      'audit/wrong-deal': { game: 2 },
      'audit/wrong-bot-move': { game: 1, index: 7, seat: 2, recorded: { type: 'play', seat: 2 }, expected: null },
      'arena/illegal-action': { ...arena, action: { type: 'play', seat: 2 }, cause: null },
      'arena/bot-threw': { ...arena, bot: '', thrown: 'Error: boom' },
      'arena/bad-setup': { ...arena, cause },
      'arena/stuck': arena,
      'cli/unreadable-file': { path: 'game.json', reason: 'ENOENT' },
      'cli/invalid-json': { path: 'game.json', problem: 'Unexpected token' },
      'cli/unknown-rules': { name: 'ddv', known: ['tsr', 'pagat', 'house'] },
      'cli/no-such-game': { game: 9, games: 8 },
      'cli/unwritable-file': { path: '/x/y.json', reason: 'EACCES' },
      'fast/unsupported-option': { option: 'genscher' },
      'bots/malformed-view': { problem: 'seat: expected 0, 1, 2 or 3' },
      'bots/bad-options': { problem: 'samples: expected a whole number 1..10000' }
    }
    for (const locale of LOCALES) {
      for (const code of Object.values(ErrorCode)) {
        for (const context of [{}, { names: NAMES }, { names: NAMES, self: 2 as Seat }, { self: 1 as Seat }] satisfies TableContext[]) {
          const text = formatError(locale, error(code, SAMPLES[code]), context)
          expectReadable(text, `${locale.code} ${code}: ${text}`)
          if (context.self === 2 && 'seat' in SAMPLES[code] && locale === de) expect(text, code).not.toMatch(/Carla/)
        }
      }
    }
  })

  it('phrases every error the engine gives, in both locales', () => {
    const seen = new Set<string>()
    const check = (e: DoppelkopfError): void => {
      seen.add(e.code)
      for (const locale of LOCALES) {
        for (const context of [{}, { names: NAMES }, { names: NAMES, self: 0 as Seat }]) {
          const text = formatError(locale, e, context)
          // The engine's own English problem texts, quoted by the English phrases, may say "got undefined".
          const quoted = [...problemsOf(e)].reduce((t, p) => t.split(p).join(''), text)
          expectReadable(quoted, `${locale.code} ${e.code}: ${text}`)
          // The German phrase is the locale's own, never the English message.
          if (locale === de) expect(text).not.toBe(e.message)
        }
      }
    }
    // Random actions, mostly illegal, in every state of random games under the three presets.
    for (const [name, ruleSet] of Object.entries(rules)) {
      for (let i = 0; i < 25; i++) {
        const states = playStates(`i18n-${name}-${i}`, ruleSet, true)
        const rng = createRng(`i18n-actions-${name}-${i}`)
        for (const g of states) {
          for (let k = 0; k < 3; k++) {
            const r = applyAction(g, randomAction(rng, g))
            if (E.isLeft(r)) check(r.left)
          }
          const settled = result(g)
          if (E.isLeft(settled)) check(settled.left)
        }
      }
    }
    const g = start('i18n-setup')
    check(left(applyAction(g, { type: 'dance', seat: 0 } as never)))
    check(left(applyAction(g, { type: 'play', seat: 9, card: 0 } as never)))
    check(left(decodeGame({ phase: 'nonsense' })))
    check(left(newGame({ rules: rules.tsr, dealer: 7 as Seat, seed: 'x' })))
    check(left(newGame({ rules: rules.tsr, dealer: 0, hands: [[0], [1], [2], [3]] })))
    check(left(newGame({ rules: { ...rules.tsr, solos: ['nonsense'] } as never, dealer: 0, seed: 'x' })))
    check(left(settle({ parties: ['re', 're', 'kontra', 'kontra'], points: { re: 1, kontra: 1 }, tricks: { re: 6, kontra: 6 }, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] }, rules.tsr)))
    check(left(settle({ nonsense: true } as unknown as GameSummary, rules.tsr)))
    const over = playToEnd('i18n-over')
    check(left(applyAction(over, { type: 'play', seat: 0, card: 0 })))
    // A seat that announces its party's Ansage with one card left is too late.
    let quiet = start('i18n-late')
    while (quiet.phase === 'reservations') quiet = step(quiet, null, true)
    while (quiet.phase === 'play' && quiet.hands[quiet.turn].length > 1) {
      const play = legalActions(quiet).find((a) => a.type === 'play') as Action
      quiet = E.getOrElse<DoppelkopfError, Game>(() => quiet)(applyAction(quiet, play))
    }
    if (quiet.phase === 'play') {
      const party = quiet.parties[quiet.turn]
      if (party !== null) check(left(applyAction(quiet, { type: 'announce', seat: quiet.turn, announcement: party })))
    }
    // Seat 1 (first to speak) holds the given cards; then five kings and one trump, or both ♣Q.
    const deal = (first: readonly number[]): BySeat<readonly number[]> => {
      const rest = DECK.filter((c) => !first.includes(c))
      return [rest.slice(0, 12), first, rest.slice(12, 24), rest.slice(24, 36)]
    }
    const poor = deal([
      ...[card('clubs', 'K'), card('clubs', 'K', 1), card('spades', 'K'), card('spades', 'K', 1), card('hearts', 'K')],
      ...[card('clubs', 'A'), card('clubs', 'A', 1), card('spades', 'A'), card('spades', 'A', 1), card('clubs', '10')],
      ...[card('clubs', '9'), card('diamonds', '9')]
    ])
    const wedding = deal([card('clubs', 'Q'), card('clubs', 'Q', 1), ...DECK.filter((c) => c >= 8 && c < 18)])
    const dealt = (ruleSet: RuleSet, hands: BySeat<readonly number[]>, forced?: Seat): Game => {
      const r = newGame(forced === undefined ? { rules: ruleSet, dealer: 0, hands } : { rules: ruleSet, dealer: 0, hands, forcedSoloist: forced })
      if (E.isLeft(r)) throw new Error(r.left.message)
      return r.right
    }
    const act = (g: Game, a: Action): Game => {
      const r = applyAction(g, a)
      if (E.isLeft(r)) throw new Error(r.left.message)
      return r.right
    }
    const healthy = (g: Game, from: Seat): Game =>
      ([2, 3, 0] as const).reduce((x, seat) => (x.phase === 'reservations' && seat !== from ? act(x, { type: 'declare', seat, declaration: { kind: 'healthy' } }) : x), g)
    check(left(applyAction(dealt(rules.tsr, poor, 1), { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })))
    const thrown = healthy(act(dealt(rules.house, poor), { type: 'declare', seat: 1, declaration: { kind: 'schmeissen' } }), 1)
    check(left(result(thrown)))
    const armut = healthy(act(dealt(rules.pagat, poor), { type: 'declare', seat: 1, declaration: { kind: 'armut' } }), 1)
    check(left(applyAction(armut, { type: 'armutPass', seat: 1, cards: [card('clubs', 'K')] })))
    check(left(applyAction(armut, { type: 'armutPass', seat: 1, cards: [card('clubs', 'K'), card('clubs', 'K', 1), card('spades', 'K')] })))
    const chosen = dealt({ ...rules.tsr, weddingClarification: 'chosenByHochzeiter' }, wedding)
    const hochzeit = healthy(act(chosen, { type: 'declare', seat: 1, declaration: { kind: 'hochzeit' } }), 1)
    check(left(applyAction(hochzeit, { type: 'play', seat: 1, card: wedding[1][0] as number })))
    const clarifying = healthy(act(dealt(rules.tsr, wedding), { type: 'declare', seat: 1, declaration: { kind: 'hochzeit' } }), 1)
    check(left(applyAction(clarifying, { type: 'announce', seat: 1, announcement: 're' })))
    check(left(newGame({ rules: { ...rules.tsr, piglets: { enabled: false, superpiglets: true } }, dealer: 0, seed: 'x' })))
    for (const code of ['announce/too-late', 'declare/must-declare-solo', 'phase/redealt', 'armut/wrong-number-of-cards', 'armut/must-pass-all-trumps', 'play/choose-clarification-first', 'announce/before-clarification', 'input/inconsistent-rules']) {
      expect(seen, code).toContain(code)
    }
    for (const code of ['turn/not-your-turn', 'play/card-not-in-hand', 'play/must-follow-suit', 'phase/wrong-phase', 'phase/not-finished', 'phase/game-finished', 'announce/too-late']) {
      expect(seen, code).toContain(code)
    }
  }, 60_000)
})

describe('extendLocale', () => {
  it('overrides one solo name without changing the base', () => {
    const table = extendLocale(de, { solos: { fleischlos: 'Knochenloser' } })
    expect(soloName(table, 'fleischlos')).toBe('Knochenloser')
    expect(soloName(table, 'queens')).toBe('Damensolo')
    expect(soloName(de, 'fleischlos')).toBe('Fleischloser')
    expect(table).not.toBe(de)
    expect(table.solos).not.toBe(de.solos)
    // The phrases read the overridden names.
    expect(formatError(table, error('declare/not-offered', { seat: 0, reservation: 'solo', solo: 'fleischlos' }))).toBe(
      'An diesem Tisch nicht erlaubt: Knochenloser'
    )
    expect(gameName(table, { kind: 'solo', solo: 'fleischlos', soloist: 0, compulsory: true })).toBe('Knochenloser (Pflichtsolo)')
  })

  it('replaces functions and phrases whole, keeps the rest, and ignores undefined', () => {
    const table = extendLocale(en, {
      seat: (seat) => `seat ${seat}`,
      suits: { clubs: 'acorns', hearts: undefined } as { clubs: string },
      errors: { 'turn/not-your-turn': (d, t) => `Wait for ${t.who(d.turn).nom}` }
    })
    expect(seatName(table, 0)).toBe('seat 0')
    expect(cardName(table, card('clubs', 'K'))).toBe('king of acorns')
    expect(cardName(table, card('hearts', 'K'))).toBe('king of hearts')
    expect(formatError(table, error('turn/not-your-turn', { seat: 1, turn: 3 }))).toBe('Wait for seat 3')
    expect(formatError(table, error('armut/no-trumps-back', { seat: 1 }))).toBe('Seat 1 may not return trumps at this table')
    expect(seatName(en, 0)).toBe('player 1')
  })

  it('keeps a __proto__ key a plain key', () => {
    const table = extendLocale(de, JSON.parse('{"__proto__": {"polluted": "yes"}, "solos": {"koehler": "Köhlerei"}}') as never)
    expect(soloName(table, 'koehler')).toBe('Köhlerei')
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined()
    expect(Object.getPrototypeOf(table)).toBe(Object.prototype)
  })
})

describe('typed keys (checked by tsc --noEmit)', () => {
  it('a settlement table or error table without one code does not compile', () => {
    const { won: _won, ...settlementWithoutWon } = de.settlement
    // @ts-expect-error a settlement code without a label
    const settlement: Locale['settlement'] = settlementWithoutWon
    const { 'turn/not-your-turn': _turn, ...errorsWithoutTurn } = de.errors
    // @ts-expect-error an error code without a phrase
    const errors: ErrorPhrases = errorsWithoutTurn
    const { fleischlos: _fleischlos, ...solosWithoutFleischlos } = en.solos
    // @ts-expect-error a solo without a name
    const solos: Locale['solos'] = solosWithoutFleischlos
    expect([settlement, errors, solos].every((x) => typeof x === 'object')).toBe(true)
  })
})

describe('card letters from the locale (issue 27)', () => {
  it('writes a card by name, by symbol and rank letter, and by letters, as each language does', () => {
    expect(de.rankLetters).toEqual({ A: 'A', '10': '10', K: 'K', Q: 'D', J: 'B', '9': '9' })
    expect(de.suitLetters).toEqual({ clubs: 'Kr', spades: 'P', hearts: 'H', diamonds: 'Ka' })
    expect(en.rankLetters).toEqual({ A: 'A', '10': '10', K: 'K', Q: 'Q', J: 'J', '9': '9' })
    expect(cardName(de, card('clubs', 'Q'), 'symbol')).toBe('♣D')
    expect(cardName(de, card('diamonds', 'J'), 'symbol')).toBe('♦B')
    expect(cardName(de, card('clubs', 'Q'), 'letters')).toBe('KrD')
    expect(cardName(de, card('diamonds', 'A'), 'letters')).toBe('KaA')
    expect(cardName(de, card('spades', 'K'), 'letters')).toBe('PK')
    expect(cardName(de, card('hearts', '10'), 'letters')).toBe('H10')
    expect(cardName(de, card('diamonds', 'A'))).toBe('Karo-Ass')
    expect(cardName(en, card('clubs', 'Q'), 'symbol')).toBe('♣Q')
    expect(cardName(en, card('clubs', 'Q'), 'letters')).toBe('CQ')
    expect(cardName(en, card('clubs', 'Q'))).toBe('queen of clubs')
    for (const form of ['name', 'symbol', 'letters'] as const) expect(cardName(de, 48, form)).toBe('?')
  })

  it('every form of every card in both locales reads back as that card', () => {
    for (const locale of LOCALES) {
      for (const form of ['name', 'symbol', 'letters'] as const) {
        // Both copies of a face are written alike; the 24 faces differently.
        expect(new Set(DECK.map((c) => cardName(locale, c, form))).size, `${locale.code} ${form}`).toBe(24)
        for (const c of DECK) {
          expect(parseCard(cardName(locale, c, form), { language: locale.code === 'de' ? 'de' : 'en' }), `${locale.code} ${form} ${c}`).toEqual(E.right(c - (c % 2)))
        }
      }
    }
  })

  it('takes a frontend\'s own letters', () => {
    const table = extendLocale(de, { rankLetters: { J: 'U' } })
    expect(cardName(table, card('clubs', 'J'), 'symbol')).toBe('♣U')
    expect(cardName(table, card('clubs', 'Q'), 'symbol')).toBe('♣D')
  })
})

describe('German that keeps every reason, English an English player writes (issue 27)', () => {
  const summary = { parties: ['re', 're', 'kontra', 'kontra'], points: { re: 131, kontra: 109 }, tricks: { re: 7, kontra: 5 }, announcements: { re: 'none', kontra: 'none' }, extraPoints: [] } as const
  const reasonOf = (u: unknown): [string, string] => {
    const e = left(settle(u as GameSummary, rules.tsr))
    expect(e.code).toBe('summary/invalid')
    return [formatError(de, e), formatError(en, e)]
  }

  it('phrases each reason of an impossible summary in German', () => {
    const cases: readonly [unknown, string, string][] = [
      [{ ...summary, points: { re: 200, kontra: 100 } }, 'Die Augen von Re und Kontra müssen zusammen 240 ergeben', 'points.re + points.kontra must be 240'],
      [{ ...summary, tricks: { re: 7, kontra: 7 } }, 'Die Stiche von Re und Kontra müssen zusammen 12 ergeben', 'tricks must add up to 12'],
      [{ ...summary, parties: ['kontra', 'kontra', 'kontra', 'kontra'] }, 'Ein oder zwei Plätze müssen Re spielen', 'one or two seats must be Re'],
      [{ ...summary, points: { re: 240, kontra: 0 }, tricks: { re: 0, kontra: 12 } }, 'Eine Partei ohne Stich hat keine Augen', 'a party without tricks has no card points'],
      [
        { ...summary, parties: ['re', 'kontra', 'kontra', 'kontra'], extraPoints: [{ party: 're', kind: 'foxCaught' }] },
        'Ein Solo hat keine Sonderpunkte außer dem Doppelkopf',
        'a solo has no extra points but a Doppelkopf'
      ],
      [{ ...summary, points: 'many' }, 'Diese Angaben fehlen oder stimmen nicht: points', 'points: expected']
    ]
    for (const [u, german, english] of cases) {
      const [d, e] = reasonOf(u)
      expect(d).toBe(`Dieses Spielergebnis kann kein Spiel haben: ${german}`)
      expect(e).toContain(english)
    }
    // Every reason has its own German sentence, chosen by the error's reason, not its English text.
    expect(new Set(cases.map(([u]) => reasonOf(u)[0])).size).toBe(cases.length)
    expect(cases.map(([u]) => (left(settle(u as GameSummary, rules.tsr)).details as { reason?: string }).reason)).toEqual([
      'points',
      'tricks',
      'parties',
      'pointsWithoutTricks',
      'soloExtraPoints',
      'shape'
    ])
    // An error of an earlier version (no reason) still shows what it says.
    const old = { code: 'summary/invalid', message: 'Invalid game summary: x', details: { problem: 'points.re + points.kontra must be 240' } }
    expect(formatError(de, old)).toBe('Dieses Spielergebnis kann kein Spiel haben: Es ist kein Spielergebnis (points.re + points.kontra must be 240)')
  })

  it('names a game by pagat\'s English: "queen solo by you", "Carla\'s poverty, taken by you"', () => {
    expect(en.log.of(soloName(en, 'queens'), en.you, 'solo')).toBe('queen solo by you')
    expect(en.log.of(soloName(en, 'jacks'), en.person('Ben'), 'solo')).toBe('jack solo by Ben')
    expect(`${en.log.of(gameName(en, { kind: 'armut', poor: 2, partner: 0 }), en.person('Carla'), 'armut')}, ${en.log.takenBy(en.you)}`).toBe("Carla's poverty, taken by you")
    expect(en.log.of(gameName(en, { kind: 'hochzeit', hochzeiter: 0, partner: 1 }), en.you, 'hochzeit')).toBe('your wedding')
    expect(de.log.of(soloName(de, 'queens'), de.you, 'solo')).toBe('Damensolo von dir')
    expect(en.sheet.final).toBe('The session is over. Final standing')
    for (const text of [...leaves(en)].map(([, t]) => t)) expect(text).not.toMatch(/\bPartie\b|Pflichtsolo|queens solo| of you\b/)
    expect(formatError(en, error('cli/no-such-game', { game: 2, games: 1 }))).toBe('The record holds only 1 game')
    expect(formatError(de, error('cli/no-such-game', { game: 2, games: 1 }))).toBe('Die Aufzeichnung hat nur 1 Spiel')
  })
})

describe('formatError and formatSettlement on any value (issue 27)', () => {
  it('phrases what is no error as an unknown error, and never a seat 0', () => {
    for (const u of [null, undefined, 0, 42, '', 'boom', [], [1, 2], {}, { code: 7 }, new Error('x'), () => 1, Symbol('s')]) {
      expect(formatError(de, u)).toBe('Unbekannter Fehler')
      expect(formatError(en, u)).toBe('Unknown error')
    }
    // A known code with details that do not fit: its message, else unknown.
    expect(formatError(de, { code: 'turn/not-your-turn', message: 'It is seat 2', details: { seat: -1, turn: 9 } })).toBe('It is seat 2')
    expect(formatError(en, { code: 'play/must-follow-suit', details: { seat: 0, card: 6, led: 0, required: 'undefined' } })).toBe('Unknown error')
    expect(formatError(en, { code: 'turn/not-your-turn', message: 'm', details: { seat: 1, turn: 0 } }, { names: [1, null, {}, 'x'.repeat(500)] as never })).toBe(
      "It is player 1's turn"
    )
    expect(seatName(de, -1 as Seat)).toBe('Spieler ?')
    expect(seatName(en, 1.5 as Seat)).toBe('player ?')
    expect(seatName(de, 1, { names: ['A', 42, 'C', 'D'] as never })).toBe('Spieler 2')
  })

  it('keeps a long error bounded and a deep cause chain phrased to some depth', () => {
    let deep: unknown = error('turn/not-your-turn', { seat: 1, turn: 0 })
    for (let i = 0; i < 10_000; i++) deep = { code: 'replay/bad-setup', message: 'm', details: { game: 0, cause: deep } }
    const text = formatError(de, deep)
    expect(text.startsWith('Spiel 1: Die Aufzeichnung beginnt mit keinem gültigen Spiel: Spiel 1: ')).toBe(true)
    expect(text.length).toBeLessThanOrEqual(4000)
    const cyclic: { code: string; message: string; details: { game: number; cause?: unknown } } = { code: 'replay/bad-setup', message: 'cycle', details: { game: 0 } }
    cyclic.details.cause = cyclic
    expect(formatError(en, cyclic)).toMatch(/^Game 1: The record's setup is rejected: /)
    const many = error('input/malformed-action', { problems: new Array(1_000_000).fill('type: expected "play", got "x".') })
    const long = formatError(en, many)
    expect(long.length).toBeLessThanOrEqual(4000)
    expect(long).toMatch(/… and 999980 more$/)
  })

  it('writes what is no settlement as an unknown result', () => {
    for (const u of [null, 3, 'x', [], {}, { winner: 're', lines: [{ code: 'nonsense', party: 're', points: 1 }], scores: [1, 1, -1, -1] }]) {
      const f = formatSettlement(de, u, { names: NAMES })
      expect(f.winner).toBe('Unbekanntes Ergebnis')
      expect(f.lines).toEqual([])
      expect(f.row.map((r) => r.text)).toEqual(['Anna ?', 'Ben ?', 'Carla ?', 'Dirk ?'])
    }
    expect(formatSettlement(en, null).winner).toBe('Unknown result')
    expect(formatSettlement(en, null).row[0].text).toBe('player 1 ?')
  })
})
