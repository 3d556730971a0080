/**
 * RULES 11.1 `genscher`: in a normal game, the player who plays the first ♦K while holding both
 * chooses, before the next card, another seat as partner (the two Re, the other two Kontra, for
 * all twelve tricks; every announcement so far void, late-reply marks cleared) or keeps the
 * parties. The choice is public; a second ♦K triggers nothing.
 */
import * as E from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { type Action, type Game, type RuleSet, type Seat, applyAction, currentPlayer, decodeGame, decodeRules, legalActions, rules, withRules } from '../src/index.js'
import { ActionCodec, decodeAction } from '../src/codecs/index.js'
import { FastGame } from '../src/fast/index.js'
import { gameRecord, replay } from '../src/records/index.js'
import { heuristicBot, randomBot } from '../src/bots/index.js'
import { genscherChoice } from '../src/bots/heuristic.js'
import { knowledgeOf } from '../src/bots/knowledge.js'
import { announce, playOut } from './support/announcements.js'
import { act, cardIn, dealOf, declare, expectFinished, expectPlaying, ok, playCards, start, viewOf } from './support/index.js'
import { expectRejected } from './support/scripted.js'
import type { GenscherAction } from '../src/rulesEntry.js'

const genscherRules: RuleSet = withRules({ genscher: true })(rules.tsr)

/**
 * Seat 0 holds a ♣Q and both ♦K (Re, the Genscher player); seat 1 the other ♣Q (Re) and the
 * high trumps; seat 2 the clubs; seat 3 the hearts, a ♦A (the fox) and the low diamonds. Dealer 0:
 * seat 1 leads.
 */
const DEAL = dealOf([
  '♣Q ♦K ♦K ♦A ♠A ♠A ♠10 ♠10 ♠K ♠K ♠9 ♠9',
  '♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J ♠J',
  '♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♥J ♥J ♠J ♦J',
  '♥A ♥A ♥K ♥K ♥9 ♥9 ♦A ♦10 ♦10 ♦9 ♦9 ♦J'
])

const GENSCHER: Seat = 0
const begin = (r: RuleSet = genscherRules): Game => declare(start({ rules: r, hands: DEAL, dealer: 0 }))

/** Trick 1: seat 1 leads ♠J, seat 2 ♦J, seat 3 the fox ♦A, seat 0 its first ♦K: seat 1 wins (and catches the fox). */
const TRICK_1 = '♠J ♦J ♦A ♦K'

const choose = (g: Game, partner: Seat | null, seat: Seat = GENSCHER): Game => act(g, { type: 'genscher', seat, partner })

describe('RULES 11.1: genscher', () => {
  it('is off in every preset, and a stored rule set without it means off', () => {
    for (const r of [rules.tsr, rules.pagat, rules.house]) expect(r.genscher).toBe(false)
    const { genscher: _, ...older } = rules.tsr
    expect(ok(decodeRules(older)).genscher).toBe(false)
  })

  it('the first ♦K of a hand that holds both: the choice is due, only the Genscher player acts, and its choices are listed', () => {
    const g = playCards(begin(), TRICK_1)
    const p = expectPlaying(g)
    expect(p.contract).toEqual({ kind: 'normal', genscher: { seat: 0, trick: 1, pending: true, partner: null } })
    expect(currentPlayer(g)).toBe(GENSCHER)
    expect(legalActions(g)).toEqual([
      { type: 'genscher', seat: 0, partner: 1 },
      { type: 'genscher', seat: 0, partner: 2 },
      { type: 'genscher', seat: 0, partner: 3 },
      { type: 'genscher', seat: 0, partner: null }
    ])
    expect(legalActions(g, 1)).toEqual([])
    // Nothing else before the choice: no card (the trick's winner leads next), no announcement.
    expectRejected(g, { type: 'play', seat: 1, card: cardIn(g, 1, '♣J') }, 'play/genscher-first')
    expectRejected(g, { type: 'announce', seat: 2, announcement: 'kontra' }, 'play/genscher-first')
    expectRejected(g, { type: 'genscher', seat: 1, partner: 0 }, 'turn/not-your-turn')
    expectRejected(g, { type: 'genscher', seat: 0, partner: 0 }, 'play/genscher-own-seat')
  })

  it('partner chosen: the two are Re and the others Kontra, for the whole game; play goes on with the trick winner', () => {
    const g = expectPlaying(choose(playCards(begin(), TRICK_1), 3))
    expect(g.contract).toEqual({ kind: 'normal', genscher: { seat: 0, trick: 1, pending: false, partner: 3 } })
    expect(g.parties).toEqual(['re', 'kontra', 'kontra', 're'])
    expect(currentPlayer(g)).toBe(1)
    expect(legalActions(g).some((a) => a.type === 'genscher')).toBe(false)
    const end = expectFinished(playOut(g))
    expect(end.parties).toEqual(['re', 'kontra', 'kontra', 're'])
    expect(end.summary.points.re + end.summary.points.kontra).toBe(240)
    expect(end.settlement.scores.reduce((a, b) => a + b, 0)).toBe(0)
  })

  it('the fox caught before the Genscher counts for the new parties', () => {
    // Seat 1 (then Re) caught seat 3's (then Kontra) fox in trick 1.
    const kept = expectFinished(playOut(choose(playCards(begin(), TRICK_1), null)))
    expect(kept.summary.extraPoints.filter((x) => x.kind === 'foxCaught')).toContainEqual({ party: 're', kind: 'foxCaught' })
    // With seat 3 as partner, seat 1 is Kontra and caught a Re fox.
    const changed = expectFinished(playOut(choose(playCards(begin(), TRICK_1), 3)))
    const foxes = changed.summary.extraPoints.filter((x) => x.kind === 'foxCaught')
    expect(foxes).toContainEqual({ party: 'kontra', kind: 'foxCaught' })
    // The trick's card points are Kontra's now (seat 1 won it).
    expect(changed.tricks[0]?.winner).toBe(1)
  })

  it('parties kept: nothing changes, announcements stand', () => {
    const before = playCards(begin(), '♠J ♦J ♦A')
    const announced = announce(announce(before, 1, 're'), 2, 'kontra')
    const g = expectPlaying(choose(playCards(announced, '♦K'), null))
    expect(g.contract).toEqual({ kind: 'normal', genscher: { seat: 0, trick: 1, pending: false, partner: null } })
    expect(g.parties).toEqual(['re', 're', 'kontra', 'kontra'])
    expect(g.announcements).toEqual({ re: { level: 1, lateReply: false }, kontra: { level: 1, lateReply: false } })
  })

  it('a Genscher after announcements voids them (late-reply marks too); the log keeps what was said', () => {
    const before = playCards(begin(), '♠J ♦J ♦A')
    const announced = announce(announce(before, 1, 're'), 2, 'kontra')
    const g = expectPlaying(choose(playCards(announced, '♦K'), 3))
    expect(g.announcements).toEqual({ re: { level: 0, lateReply: false }, kontra: { level: 0, lateReply: false } })
    expect(g.announcementLog.map((e) => [e.seat, e.announcement])).toEqual([
      [1, 're'],
      [2, 'kontra']
    ])
    // Seat 1 is Kontra now: its earlier Re does not bind it, and it may announce Kontra.
    expect(legalActions(g).some((a) => a.type === 'announce' && a.seat === 1 && a.announcement === 'kontra')).toBe(true)
    const end = expectFinished(playOut(g))
    expect(end.summary.announcements).toEqual({ re: 'none', kontra: 'none' })
  })

  it('a later announcement follows section 5 with the cards then in hand; a voided one gives no reply right', () => {
    const g = choose(playCards(begin(), TRICK_1), 3)
    // Trick 2 not begun: every hand holds 11 cards, Re and Kontra are still allowed.
    const re = announce(g, 3, 're')
    expect(expectPlaying(re).announcements.re.level).toBe(1)
    // After trick 2 (10 cards), Kontra is too late, and no90 of Re needs 10 cards: allowed.
    const t2 = playCards(re, '♣J ♥J ♦9 ♦A')
    expect(expectPlaying(t2).tricks.length).toBe(2)
    expect(E.isRight(applyAction(t2, { type: 'announce', seat: 0, announcement: 'no90' }))).toBe(true)
    // Kontra replies to Re's announcement with one card fewer (the reply rule applies afresh).
    const kontra = applyAction(t2, { type: 'announce', seat: 1, announcement: 'kontra' })
    expect(E.isRight(kontra)).toBe(true)
    // Without any announcement after the Genscher, Kontra at 10 cards is too late: the voided
    // Re of before gives no reply right.
    const before = announce(playCards(begin(), '♠J ♦J ♦A'), 1, 're')
    const voided = playCards(choose(playCards(before, '♦K'), 3), '♣J ♥J ♦9 ♦A')
    expectRejected(voided, { type: 'announce', seat: 1, announcement: 'kontra' }, 'announce/too-late')
  })

  it('a second ♦K triggers nothing', () => {
    let g = choose(playCards(begin(), TRICK_1), 2)
    // Seat 1 leads ♠Q... until seat 0 plays its second ♦K: the Genscher stays as it was.
    g = playCards(g, '♠Q ♥J ♦10 ♦K')
    const p = expectPlaying(g)
    expect(p.contract).toEqual({ kind: 'normal', genscher: { seat: 0, trick: 1, pending: false, partner: 2 } })
    expect(legalActions(g).some((a) => a.type === 'genscher')).toBe(false)
  })

  it('only in a normal game, only with both ♦K, only under the option', () => {
    // Without the option: the ♦K is a card like any other.
    const off = expectPlaying(playCards(begin(rules.tsr), TRICK_1))
    expect(off.contract).toEqual({ kind: 'normal' })
    expect(currentPlayer(off)).toBe(1)
    // In a solo (seat 0 plays a Karo-solo holding both ♦K): no Genscher.
    const solo = declare(start({ rules: genscherRules, hands: DEAL, dealer: 0 }), { 0: { kind: 'solo', solo: 'diamonds' } })
    expect(solo.contract.kind).toBe('solo')
    let s: Game = solo
    for (let i = 0; i < 8; i++) s = act(s, legalActions(s).find((a) => a.type === 'play') as Action)
    expect(expectPlaying(s).contract.kind).toBe('solo')
    // The ♦K split between two hands: nobody holds both, nothing happens.
    const split = dealOf([
      '♣Q ♦K ♦A ♠A ♠A ♠10 ♠10 ♠K ♠K ♠9 ♠9 ♦10',
      '♣Q ♥10 ♥10 ♠Q ♠Q ♥Q ♥Q ♦Q ♦Q ♣J ♣J ♠J',
      '♣A ♣A ♣10 ♣10 ♣K ♣K ♣9 ♣9 ♥J ♥J ♠J ♦J',
      '♥A ♥A ♥K ♥K ♥9 ♥9 ♦A ♦K ♦10 ♦9 ♦9 ♦J'
    ])
    const g = playCards(declare(start({ rules: genscherRules, hands: split, dealer: 0 })), '♠J ♦J ♦K ♦K')
    expect(expectPlaying(g).contract).toEqual({ kind: 'normal' })
  })

  it('a Genscher action when none is due is a wrong-phase error; a malformed one is malformed', () => {
    const g = begin()
    expectRejected(g, { type: 'genscher', seat: 0, partner: 1 }, 'phase/wrong-phase')
    expect(decodeAction({ type: 'genscher', seat: 0, partner: 7 })._tag).toBe('Left')
    expect(ActionCodec.is({ type: 'genscher', seat: 0, partner: null })).toBe(true)
    expect(E.isLeft(applyAction(g, { type: 'genscher', seat: 0, partner: 'x' } as unknown as Action))).toBe(true)
  })

  it('views: the choice and the ♦K are public; after a partner choice every party is known to every seat', () => {
    const pending = playCards(begin(), TRICK_1)
    for (const seat of [0, 1, 2, 3] as const) {
      const v = viewOf(pending, seat)
      expect(v.contract).toEqual({ kind: 'normal', genscher: { seat: 0, trick: 1, pending: true, partner: null } })
      expect(v.turn).toBe(0)
      expect(v.legalActions.length).toBe(seat === 0 ? 4 : 0)
    }
    const chosen = choose(pending, 3)
    for (const seat of [0, 1, 2, 3] as const) expect(viewOf(chosen, seat).parties).toEqual(['re', 'kontra', 'kontra', 're'])
    // Kept: seat 2 knows no more than before (only its own party and the ♣Q seen).
    const kept = choose(pending, null)
    expect(viewOf(kept, 2).parties).toEqual([null, null, 'kontra', null])
    // The view's knowledge: the second ♦K is in the Genscher player's hand.
    const k = knowledgeOf(viewOf(kept, 2))
    expect(k.holder[cardIn(kept, 0, '♦K')]).toBe(0)
  })

  it('records, JSON and decodeGame: a pending and a chosen Genscher come back exactly', () => {
    const actions: Action[] = []
    let g = start({ rules: genscherRules, hands: DEAL, dealer: 0 })
    const step = (a: Action): void => {
      actions.push(a)
      g = act(g, a)
    }
    while (g.phase === 'reservations') step({ type: 'declare', seat: g.turn, declaration: { kind: 'healthy' } })
    for (const c of ['♠J', '♦J', '♦A']) step({ type: 'play', seat: expectPlaying(g).turn, card: cardIn(g, expectPlaying(g).turn, c) })
    step({ type: 'announce', seat: 1, announcement: 're' })
    step({ type: 'play', seat: 0, card: cardIn(g, 0, '♦K') })
    expect(ok(decodeGame(JSON.parse(JSON.stringify(g))))).toEqual(g)
    step({ type: 'genscher', seat: 0, partner: 2 })
    expect(ok(decodeGame(JSON.parse(JSON.stringify(g))))).toEqual(g)
    while (g.phase !== 'finished') step(legalActions(g).find((a) => a.type === 'play') as Action)
    expect(g.history).toEqual(actions)
    const record = JSON.parse(JSON.stringify(gameRecord(g)))
    expect(ok(replay(record))).toEqual(g)
    // A damaged record: the choice named for another seat does not replay.
    const damaged = { ...record, history: record.history.map((a: Action) => (a.type === 'genscher' ? { ...a, partner: 0 } : a)) }
    expect(E.isLeft(replay(damaged))).toBe(true)
  })

  it('the fast path refuses a game whose Genscher may still come, and copies it once the choice is made', () => {
    const atStart = begin()
    expect(FastGame.fromGame(atStart)).toMatchObject({ _tag: 'Left', left: { code: 'fast/unsupported-option', details: { option: 'genscher' } } })
    const pending = playCards(atStart, TRICK_1)
    expect(E.isLeft(FastGame.fromGame(pending))).toBe(true)
    const chosen = choose(pending, 3)
    const fast = ok(FastGame.fromGame(chosen))
    expect(Array.from(fast.party)).toEqual([1, 2, 2, 1])
    // The same game without the option is copied from the start.
    expect(E.isRight(FastGame.fromGame(begin(rules.tsr)))).toBe(true)
  })

  it('bots: every bot makes a legal Genscher choice; the heuristic bot takes a partner whose tricks clearly help, else keeps', () => {
    const pending = playCards(begin(), TRICK_1)
    for (const bot of [randomBot, heuristicBot]) {
      const a = bot.decide(viewOf(pending, 0), 'g')
      expect(legalActions(pending)).toContainEqual(a)
    }
    const choices = legalActions(pending) as GenscherAction[]
    const view = viewOf(pending, 0)
    // Trick 1 (8 points) went to seat 1; nobody else won a point: no partner clearly helps.
    expect(genscherChoice(view, knowledgeOf(view), choices).partner).toBe(null)
    // Had seat 3 won 40 points so far, it is the partner that clearly helps.
    const rich = { ...view, tricks: [{ ...(view.tricks[0] as (typeof view.tricks)[number]), winner: 3 as Seat, points: 40 }] }
    expect(genscherChoice(rich, knowledgeOf(view), choices).partner).toBe(3)
  })

  it('four heuristic bots under genscher: every choice legal, partners chosen in some games, every game zero-sum', () => {
    let partners = 0
    let kept = 0
    for (let n = 0; n < 120; n++) {
      let g = start({ rules: genscherRules, seed: `genscher-bots-${n}`, dealer: (n % 4) as Seat })
      while (g.phase !== 'finished' && g.phase !== 'redeal') {
        const seat = currentPlayer(g) as Seat
        const a = heuristicBot.decide(viewOf(g, seat), `s${n}`)
        if (a.type === 'genscher') a.partner === null ? kept++ : partners++
        g = act(g, a)
      }
      if (g.phase === 'finished') expect(g.settlement.scores.reduce((x, y) => x + y, 0)).toBe(0)
    }
    expect(partners + kept).toBeGreaterThan(0)
    expect(partners).toBeGreaterThan(0)
  })
})
