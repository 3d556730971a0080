/**
 * Per-seat views, scripted: exactly what each seat may know in each phase (hands, reservations,
 * contract, parties, piglets, Armut cards, settlement), and that a view is plain JSON sharing
 * nothing with the game.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Game, type Seat, card, legalActions, rules, withRules } from '../src/index.js'
import { type PlayerView } from '../src/views/playerView.js'
import { playerView, spectatorView } from '../src/views/index.js'
import { act, cardIn, dealOf, declare, playCards, start, spectatorOf, viewOf } from './support/index.js'
import { randomGame } from './support/random-games.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]

const PLAYER_KEYS = [
  'announcementLog',
  'announcements',
  'armut',
  'awaiting',
  'compulsorySoloOwed',
  'contract',
  'deadlineShift',
  'dealer',
  'declaration',
  'forcedSoloist',
  'gameType',
  'hand',
  'handSizes',
  'legalActions',
  'parties',
  'phase',
  'pigletHolders',
  'piglets',
  'redeal',
  'reservations',
  'rules',
  'seat',
  'settlement',
  'summary',
  'trick',
  'tricks',
  'turn'
]
const SPECTATOR_KEYS = PLAYER_KEYS.filter((k) => !['declaration', 'hand', 'legalActions', 'seat'].includes(k))

/** The view without the rule set (whose lists name every reservation) and without the seat's own declaration and actions. */
const publicText = (v: PlayerView): string => {
  const { rules: _r, legalActions: _l, declaration: _d, ...rest } = v
  return JSON.stringify(rest)
}

describe('Pflichtsolo debts are public', () => {
  it('every view names the seats that still owe their Pflichtsolo, as the game setup does', () => {
    const g = start({ seed: 'owed', compulsorySoloOwed: [true, false, true, false] })
    for (const s of [0, 1, 2, 3] as const) expect(viewOf(g, s).compulsorySoloOwed).toEqual([true, false, true, false])
    expect(spectatorOf(g).compulsorySoloOwed).toEqual([true, false, true, false])
  })
})

describe('the reservation round', () => {
  const game = start({ seed: 'views-1', dealer: 0 })

  it("a seat sees its hand, the table's hand sizes, whose turn it is and its own legal actions", () => {
    if (game.phase !== 'reservations') throw new Error('unreachable')
    const v = viewOf(game, 1)
    expect(Object.keys(v).sort()).toStrictEqual(PLAYER_KEYS)
    expect(v).toMatchObject({
      phase: 'reservations',
      seat: 1,
      dealer: 0,
      forcedSoloist: null,
      turn: 1,
      handSizes: [12, 12, 12, 12],
      declaration: null,
      reservations: { declarations: [], played: null },
      contract: null,
      gameType: null,
      piglets: null,
      parties: [null, null, null, null],
      trick: null,
      tricks: [],
      announcements: null,
      armut: null,
      settlement: null,
      redeal: null
    })
    expect(v.hand).toStrictEqual(game.setup.deal[1])
    expect(v.legalActions).toStrictEqual(legalActions(game, 1))
    expect(viewOf(game, 2).legalActions).toStrictEqual([])
  })

  it('a spectator sees no hand and has no actions', () => {
    const v = spectatorOf(game)
    expect(Object.keys(v).sort()).toStrictEqual(SPECTATOR_KEYS)
    expect(v.handSizes).toStrictEqual([12, 12, 12, 12])
  })

  it('others see only healthy/reservation; an overridden Hochzeit is never revealed', () => {
    const hands = dealOf(['', '', '♣Q ♣Q', ''])
    let g: Game = start({ hands, dealer: 0 })
    g = act(g, { type: 'declare', seat: 1, declaration: { kind: 'healthy' } })
    g = act(g, { type: 'declare', seat: 2, declaration: { kind: 'hochzeit' } })
    for (const s of [0, 1, 3] as const) {
      const v = viewOf(g, s)
      expect(v.reservations).toStrictEqual({
        declarations: [
          { seat: 1, declared: 'healthy' },
          { seat: 2, declared: 'reservation' }
        ],
        played: null
      })
      expect(publicText(v)).not.toContain('hochzeit')
    }
    expect(viewOf(g, 2).declaration).toStrictEqual({ kind: 'hochzeit' })
    g = act(g, { type: 'declare', seat: 3, declaration: { kind: 'solo', solo: 'queens' } })
    g = act(g, { type: 'declare', seat: 0, declaration: { kind: 'healthy' } })
    expect(g.phase).toBe('play')
    for (const s of [0, 1, 3] as const) {
      const v = viewOf(g, s)
      expect(v.reservations.played).toStrictEqual({ seat: 3, declaration: { kind: 'solo', solo: 'queens' } })
      expect(v.contract).toStrictEqual({ kind: 'solo', solo: 'queens', soloist: 3, compulsory: false })
      expect(publicText(v)).not.toContain('hochzeit')
    }
    expect(JSON.stringify(spectatorOf(g))).not.toMatch(/"declaration":\{"kind":"hochzeit"/)
    // The Hochzeiter still knows what it declared.
    expect(viewOf(g, 2).declaration).toStrictEqual({ kind: 'hochzeit' })
  })
})

describe('parties: what each seat knows', () => {
  it('a normal game: own party from the ♣Q, then played ♣Q and announcements reveal; both ♣Q placed reveal all', () => {
    const hands = dealOf(['', '♣Q', '', '♣Q'])
    let g: Game = declare(start({ hands, dealer: 0 }))
    expect(g.contract.kind).toBe('normal')
    expect(SEATS.map((s) => viewOf(g, s).parties)).toStrictEqual([
      ['kontra', null, null, null],
      [null, 're', null, null],
      [null, null, 'kontra', null],
      [null, null, null, 're']
    ])
    expect(spectatorOf(g).parties).toStrictEqual([null, null, null, null])
    g = act(g, { type: 'announce', seat: 2, announcement: 'kontra' })
    expect(viewOf(g, 0).parties).toStrictEqual(['kontra', null, 'kontra', null])
    g = act(g, { type: 'play', seat: 1, card: cardIn(g, 1, '♣Q') })
    expect(viewOf(g, 0).parties).toStrictEqual(['kontra', 're', 'kontra', null])
    expect(spectatorOf(g).parties).toStrictEqual([null, 're', 'kontra', null])
    // Seat 3 holds the other ♣Q: it now knows everything.
    expect(viewOf(g, 3).parties).toStrictEqual(['kontra', 're', 'kontra', 're'])
    const follow = legalActions(g, 2).find((a) => a.type === 'play')
    if (follow === undefined) throw new Error('seat 2 cannot play')
    g = act(g, follow)
    g = act(g, { type: 'play', seat: 3, card: cardIn(g, 3, '♣Q') })
    for (const s of SEATS) expect(viewOf(g, s).parties).toStrictEqual(['kontra', 're', 'kontra', 're'])
    expect(spectatorOf(g).parties).toStrictEqual(['kontra', 're', 'kontra', 're'])
  })

  it('a silent wedding looks like a normal game until both ♣Q are seen in one hand', () => {
    // Seat 0: clubs and ♠A; seat 1: spades and ♥A; seat 2: ♣Q ♣Q and hearts; seat 3: diamonds.
    const hands = dealOf(['', '', '♣Q ♣Q', ''])
    let g: Game = declare(start({ hands, dealer: 0 }))
    expect(g.contract.kind).toBe('silentWedding')
    const other = viewOf(g, 0)
    expect(other.contract).toStrictEqual({ kind: 'normal' })
    expect(other.reservations.played).toBeNull()
    expect(other.parties).toStrictEqual(['kontra', null, null, null])
    expect(publicText(other)).not.toContain('silentWedding')
    expect(spectatorOf(g).contract).toStrictEqual({ kind: 'normal' })
    const own = viewOf(g, 2)
    expect(own.contract).toStrictEqual({ kind: 'silentWedding', player: 2 })
    expect(own.parties).toStrictEqual(['kontra', 'kontra', 're', 'kontra'])
    g = playCards(g, '♠Q ♣Q ♦A ♣J')
    expect(viewOf(g, 0).contract).toStrictEqual({ kind: 'normal' })
    expect(viewOf(g, 0).parties).toStrictEqual(['kontra', null, 're', null])
    g = playCards(g, '♣Q')
    expect(viewOf(g, 0).contract).toStrictEqual({ kind: 'silentWedding', player: 2 })
    expect(viewOf(g, 0).parties).toStrictEqual(['kontra', 'kontra', 're', 'kontra'])
  })

  it('a Hochzeit: the Hochzeiter is Re; the rest is known once the partner is found', () => {
    const hands = dealOf(['', '♣Q ♣Q', '', ''])
    let g: Game = declare(start({ hands, dealer: 0 }), { 1: { kind: 'hochzeit' } })
    expect(g.phase).toBe('clarification')
    const v = viewOf(g, 0)
    expect(v.contract).toStrictEqual({ kind: 'hochzeit', hochzeiter: 1, partner: null, klaerungsstich: null, clarifiedBy: 'any' })
    expect(v.reservations.played).toStrictEqual({ seat: 1, declaration: { kind: 'hochzeit' } })
    expect(v.parties).toStrictEqual([null, 're', null, null])
    // Seat 1 leads a spade; seat 2 (hearts) trumps with the ♥10 and becomes the partner.
    g = playCards(g, '♠10 ♥10 ♦9 ♠A')
    expect(g.phase).toBe('play')
    for (const s of SEATS) expect(viewOf(g, s).parties).toStrictEqual(['kontra', 're', 're', 'kontra'])
    expect(viewOf(g, 3).contract).toMatchObject({ kind: 'hochzeit', partner: 2, klaerungsstich: 1 })
  })

  it('a solo makes every party public', () => {
    const g = declare(start({ seed: 'views-solo', dealer: 0 }), { 3: { kind: 'solo', solo: 'jacks' } })
    for (const s of SEATS) expect(viewOf(g, s).parties).toStrictEqual(['kontra', 'kontra', 'kontra', 're'])
    expect(spectatorOf(g)).toMatchObject({ gameType: 'jacks', parties: ['kontra', 'kontra', 'kontra', 're'] })
  })
})

describe('Armut: the passed cards are seen only by the two players involved', () => {
  // Seat 1 holds no trump at all.
  const hands = dealOf(['', '♣A ♣A ♣10 ♣10 ♣K ♣K ♠A ♠A ♠10 ♠10 ♠K ♠K', '', ''])
  const pass = [card('clubs', 'A'), card('clubs', '10'), card('spades', 'K')]

  it('pass, offer, return, play', () => {
    let g: Game = start({ rules: rules.pagat, hands, dealer: 0 })
    g = act(g, { type: 'declare', seat: 1, declaration: { kind: 'armut' } })
    for (const seat of [2, 3, 0] as const) g = act(g, { type: 'declare', seat, declaration: { kind: 'healthy' } })
    expect(g.phase).toBe('armut')
    const pre = viewOf(g, 0)
    expect(pre).toMatchObject({
      phase: 'armut',
      turn: 1,
      reservations: { played: { seat: 1, declaration: { kind: 'armut' } } },
      armut: { poor: 1, acceptor: null, step: 'pass', passedCount: 0, passed: null },
      parties: [null, 're', null, null]
    })
    g = act(g, { type: 'armutPass', seat: 1, cards: pass })
    expect(viewOf(g, 1).armut).toStrictEqual({ poor: 1, acceptor: null, step: 'offer', passedCount: 3, passed: pass, returned: null })
    expect(viewOf(g, 1).handSizes).toStrictEqual([12, 9, 12, 12])
    for (const s of [0, 2, 3] as const) {
      expect(viewOf(g, s).armut).toStrictEqual({ poor: 1, acceptor: null, step: 'offer', passedCount: 3, passed: null, returned: null })
    }
    expect(spectatorOf(g).armut?.passed).toBeNull()
    expect(viewOf(g, 2).legalActions).toStrictEqual([
      { type: 'armutAnswer', seat: 2, accept: true },
      { type: 'armutAnswer', seat: 2, accept: false }
    ])
    g = act(g, { type: 'armutAnswer', seat: 2, accept: true })
    expect(viewOf(g, 2).armut).toStrictEqual({ poor: 1, acceptor: 2, step: 'return', passedCount: 3, passed: pass, returned: null })
    expect(viewOf(g, 3).armut).toStrictEqual({ poor: 1, acceptor: 2, step: 'return', passedCount: 3, passed: null, returned: null })
    const ret = legalActions(g, 2)[0]
    if (ret === undefined || ret.type !== 'armutReturn') throw new Error('no return listed')
    g = act(g, ret)
    expect(g.phase).toBe('play')
    if (g.phase !== 'play' || g.contract.kind !== 'armut') throw new Error('expected an Armut game')
    const trumps = g.contract.trumpsReturned
    expect(viewOf(g, 0).contract).toStrictEqual({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: null })
    expect(viewOf(g, 1).contract).toStrictEqual({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: trumps })
    expect(viewOf(g, 2).contract).toStrictEqual({ kind: 'armut', poor: 1, partner: 2, trumpsReturned: trumps })
    expect(viewOf(g, 1).hand).toStrictEqual(g.hands[1])
    for (const s of SEATS) expect(viewOf(g, s).parties).toStrictEqual(['kontra', 're', 're', 'kontra'])
    expect(viewOf(g, 3).armut).toStrictEqual({ poor: 1, acceptor: 2, step: null, passedCount: null, passed: null, returned: null })
    // In play the two involved still see what was exchanged; the others never do.
    for (const s of [1, 2] as const) {
      expect(viewOf(g, s).armut).toStrictEqual({
        poor: 1,
        acceptor: 2,
        step: null,
        passedCount: null,
        passed: g.contract.passed,
        returned: g.contract.returned
      })
    }
    expect(viewOf(g, 0).armut?.returned).toBeNull()
  })
})

describe('a redeal', () => {
  it('shows the reason and whose reservation caused it; nobody acts', () => {
    const hands = dealOf(['', '♣K ♣K ♠K ♠K ♥K', '', ''])
    let g: Game = start({ rules: rules.house, hands, dealer: 0 })
    g = act(g, { type: 'declare', seat: 1, declaration: { kind: 'schmeissen' } })
    while (g.phase === 'reservations') g = act(g, { type: 'declare', seat: g.turn, declaration: { kind: 'healthy' } })
    expect(g.phase).toBe('redeal')
    for (const s of SEATS) {
      const v = viewOf(g, s)
      expect(v).toMatchObject({
        phase: 'redeal',
        turn: null,
        legalActions: [],
        redeal: { reason: 'schmeissen', seat: 1 },
        reservations: { played: { seat: 1, declaration: { kind: 'schmeissen' } } }
      })
      expect(v.hand).toStrictEqual(hands[s])
    }
  })
})

describe('piglets', () => {
  it('known to the holder of a ♦A, and to everyone once the first ♦A is played; superpiglets once theirs are seen', () => {
    const hands = dealOf(['', '♦A ♦A ♦9', '♦9', ''])
    let g: Game = declare(start({ rules: rules.house, hands, dealer: 0 }))
    if (g.phase !== 'play') throw new Error('expected play')
    expect(g.piglets).toBe('piglets')
    expect(SEATS.map((s) => viewOf(g, s).piglets)).toStrictEqual([null, 'piglets', null, null])
    expect(spectatorOf(g).piglets).toBeNull()
    g = act(g, { type: 'play', seat: 1, card: cardIn(g, 1, '♦A') })
    // Piglets are public now; whether the ♦9s are superpiglets only seat 1 and seat 2 (one ♦9 each) can tell.
    expect(SEATS.map((s) => viewOf(g, s).piglets)).toStrictEqual([null, 'piglets', 'piglets', null])
  })

  it('RULES 11.6 pigletsPublic atStart: every seat and a spectator know the piglets and their holders when play starts', () => {
    const hands = dealOf(['♦9 ♦9', '♦A ♦A', '', ''])
    const atStart = withRules({ pigletsPublic: 'atStart' })(rules.house)
    const g = declare(start({ rules: atStart, hands, dealer: 0 }))
    if (g.phase !== 'play') throw new Error('expected play')
    expect(g.piglets).toBe('superNines')
    for (const v of [...SEATS.map((s) => viewOf(g, s)), spectatorOf(g)]) {
      expect(v.piglets).toBe('superNines')
      expect(v.pigletHolders).toEqual({ piglets: 1, superpiglets: 0 })
    }
    // Under the default (whenFirstPlayed) nobody but the holders knows yet, and no holder is named to the others.
    const late = declare(start({ rules: rules.house, hands, dealer: 0 }))
    expect(viewOf(late, 2).pigletHolders).toEqual({ piglets: null, superpiglets: null })
    expect(spectatorOf(late).pigletHolders).toEqual({ piglets: null, superpiglets: null })
  })

  it('a seat holding one ♦A knows there are none', () => {
    const hands = dealOf(['', '♦A', '♦A', ''])
    const g = declare(start({ rules: rules.house, hands, dealer: 0 }))
    expect(SEATS.map((s) => viewOf(g, s).piglets)).toStrictEqual([null, 'none', 'none', null])
  })

  it('without the option, there are none, and everyone knows it', () => {
    const g = declare(start({ seed: 'no-piglets', dealer: 0 }))
    expect([...SEATS.map((s) => viewOf(g, s).piglets), spectatorOf(g).piglets]).toStrictEqual(['none', 'none', 'none', 'none', 'none'])
  })
})

describe('a finished game', () => {
  const states = randomGame('random-game-77').states
  const final = states[states.length - 1] as Game
  if (final.phase !== 'finished') throw new Error('expected a finished game')

  it('shows the settlement, the summary and every party; nobody acts', () => {
    for (const v of [...SEATS.map((s) => viewOf(final, s)), spectatorOf(final)]) {
      expect(v).toMatchObject({ phase: 'finished', turn: null, trick: null, handSizes: [0, 0, 0, 0] })
      expect(v.parties).toStrictEqual(final.parties)
      expect(v.settlement).toStrictEqual(JSON.parse(JSON.stringify(final.settlement)))
      expect(v.summary).toStrictEqual(JSON.parse(JSON.stringify(final.summary)))
      expect(v.tricks).toStrictEqual(final.tricks)
    }
    expect(viewOf(final, 0).legalActions).toStrictEqual([])
  })
})

describe('views are plain JSON that share nothing with the game', () => {
  it('JSON round trip gives the same view', () => {
    for (const g of randomGame('random-game-78').states) {
      for (const s of SEATS) {
        const v = viewOf(g, s)
        expect(JSON.parse(JSON.stringify(v))).toStrictEqual(v)
      }
    }
  })

  it("sorting the view's hand or editing its lists leaves the game as it was", () => {
    const g = declare(start({ seed: 'isolation', dealer: 0 }))
    const before = JSON.stringify(g)
    const v = viewOf(g, 1) as unknown as { hand: number[]; handSizes: number[]; parties: unknown[] }
    v.hand.sort((a, b) => b - a)
    v.hand.pop()
    v.handSizes[0] = 99
    v.parties[1] = 'kontra'
    expect(JSON.stringify(g)).toBe(before)
    expect(viewOf(g, 1).hand).toStrictEqual(g.hands[1])
  })
})

describe('views of values that are no game, and seats that do not exist, are error values', () => {
  it('playerView and spectatorView answer with input/malformed-game or input/invalid-seat, never a throw', () => {
    const game = start({ rules: rules.tsr, seed: 'views-either' })
    for (const u of [null, {}, 42, { ...game, dealer: 9 }, JSON.parse(JSON.stringify({ phase: 'play' }))]) {
      const v = playerView(u as never, 0)
      expect(E.isLeft(v) && v.left.code).toBe('input/malformed-game')
      const s = spectatorView(u as never)
      expect(E.isLeft(s) && s.left.code).toBe('input/malformed-game')
    }
    for (const seat of [4, -1, 0.5, '0', null]) {
      const v = playerView(game, seat as never)
      expect(E.isLeft(v) && v.left.code === 'input/invalid-seat' && v.left.details.given).toBe(JSON.stringify(seat) ?? String(seat))
    }
  })

  it('a state read back from JSON has the same views as the library state it copies', () => {
    const game = start({ rules: rules.tsr, seed: 'views-json' })
    const copy = JSON.parse(JSON.stringify(game)) as Game
    expect(playerView(copy, 2)).toEqual(playerView(game, 2))
    expect(spectatorView(copy)).toEqual(spectatorView(game))
  })
})
