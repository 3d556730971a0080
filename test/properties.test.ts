/**
 * Property-based tests over random complete games (fast-check): card accounting, trick winners
 * against a naive reference of RULES.md section 2, settlement invariants (section 7), legality
 * of the listed actions, rejection of illegal actions with the right code and an unchanged
 * (deeply frozen) state, completeness of `legalActions`, replay and JSON round trips.
 */
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { type Action, type Announcement, type Game, type Party, type Seat, type SoloType, applyAction, legalActions, newGame, result } from '../src/index.js'
import { type FinishedState, SOLO_TYPES, TSR_SOLOS } from '../src/rulesEntry.js'
import {
  type RandomGame,
  type ReferenceGameType,
  REFERENCE_ORDER,
  gameSeed,
  randomGame,
  referenceFace,
  referenceGameType,
  referenceLegal,
  referencePoints,
  referenceRank,
  referenceWinner
} from './support/random-games.js'

/** Random games per property. */
const RUNS = 200
/**
 * The heavier properties run their RUNS games as `n` tests of RUNS / n games each, so that each
 * test stays well under a second. Every property test also has an explicit timeout of 60 s: none
 * may depend on the machine's speed (and a failing property must have time to shrink).
 */
const parts = (n: number): (readonly [label: string, runs: number])[] =>
  Array.from({ length: n }, (_, i) => [`part ${i + 1} of ${n}: ${RUNS / n} games`, RUNS / n] as const)
const SEATS: readonly Seat[] = [0, 1, 2, 3]
const SOLOS: readonly SoloType[] = TSR_SOLOS
const ANNOUNCEMENTS: readonly Announcement[] = ['re', 'kontra', 'no90', 'no60', 'no30', 'schwarz']
/** Level of an announcement (RULES 5): Re/Kontra 1, keine 90 2, keine 60 3, keine 30 4, schwarz 5. */
const LEVEL: Readonly<Record<Announcement, number>> = { re: 1, kontra: 1, no90: 2, no60: 3, no30: 4, schwarz: 5 }
const LEVEL_NAMES = ['none', 'announced', 'no90', 'no60', 'no30', 'schwarz'] as const
const ABSAGEN: readonly Announcement[] = ['no90', 'no60', 'no30', 'schwarz']

const finalOf = (g: RandomGame): FinishedState => {
  const f = g.states[g.states.length - 1]
  if (f === undefined || f.phase !== 'finished') throw new Error(`${g.seed} did not finish`)
  return f
}

const stateAt = (g: RandomGame, n: number): Game => g.states[n % g.states.length] as Game

/** The announcement naming `party` at a level 1..5. */
const announcementAt = (party: Party, level: number): Announcement =>
  level === 1 ? party : (ABSAGEN[level - 2] as Announcement)

const actionKey = (a: Action): string =>
  a.type === 'play'
    ? `play/${a.seat}/${a.card}`
    : a.type === 'announce'
      ? `announce/${a.seat}/${a.announcement}`
      : a.type === 'declare'
        ? `declare/${a.seat}/${a.declaration.kind}${a.declaration.kind === 'solo' ? `/${a.declaration.solo}` : ''}`
        : `${a.type}/${JSON.stringify(a)}`

/** Every syntactically possible action: 4 × 48 plays, 4 × 6 announcements, 4 × 9 declarations. */
const ALL_ACTIONS: readonly Action[] = SEATS.flatMap((seat): Action[] => [
  ...Array.from({ length: 48 }, (_, card): Action => ({ type: 'play', seat, card })),
  ...ANNOUNCEMENTS.map((announcement): Action => ({ type: 'announce', seat, announcement })),
  { type: 'declare', seat, declaration: { kind: 'healthy' } },
  { type: 'declare', seat, declaration: { kind: 'hochzeit' } },
  ...SOLOS.map((solo): Action => ({ type: 'declare', seat, declaration: { kind: 'solo', solo } }))
])

/** The Klärungsstich (1-based) of an announced Hochzeit from its tricks, or null while open (RULES 3). */
const klaerungsstich = (hochzeiter: Seat, winners: readonly Seat[]): number | null => {
  for (let t = 0; t < 3 && t < winners.length; t++) if (winners[t] !== hochzeiter) return t + 1
  return winners.length >= 3 ? 3 : null
}

/** Who the reservation round makes play what (RULES 3, tsr priority), from the options and declarations. */
const expectedContract = (g: RandomGame, f: FinishedState) => {
  const owed = g.options.compulsorySoloOwed ?? [false, false, false, false]
  const forced = g.options.forcedSoloist
  const prio = (seat: Seat, kind: string): number =>
    kind === 'solo' ? (owed[seat] || forced === seat ? 3 : 2) : kind === 'hochzeit' ? 1 : 0
  let best: { seat: Seat; kind: string; solo?: SoloType } | null = null
  let bestPrio = 0
  for (const a of g.actions) {
    if (a.type !== 'declare') continue
    const p = prio(a.seat, a.declaration.kind)
    if (p > bestPrio) {
      bestPrio = p
      best = a.declaration.kind === 'solo' ? { seat: a.seat, kind: 'solo', solo: a.declaration.solo } : { seat: a.seat, kind: a.declaration.kind }
    }
  }
  const deal = f.setup.deal
  const clubQueens = (s: Seat) => deal[s].filter((c) => referenceFace(c) === '♣Q').length
  return { best, owed, forced, clubQueens }
}

/**
 * Applies an action that must be rejected with `code`. The states are deeply frozen, so a
 * mutation by the engine would throw (and surface as a wrong code); callers also compare a
 * snapshot of the state taken before and after their rejections.
 */
const expectRejected = (state: Game, action: unknown, code: string): void => {
  const r = applyAction(state, action as Action)
  if (E.isRight(r)) throw new Error(`accepted ${JSON.stringify(action)} in ${state.phase}; expected ${code}`)
  if (r.left.code !== code || typeof r.left.message !== 'string' || r.left.message === '') {
    throw new Error(`${JSON.stringify(action)} in ${state.phase}: expected ${code}, got ${r.left.code} (${r.left.message})`)
  }
}

describe('reference card order (RULES 2) as typed out for these tests', () => {
  it('places each of the 24 faces exactly once in every game type, with the trump counts of RULES 2', () => {
    const trumpCounts: Record<ReferenceGameType, number> = {
      normal: 26,
      diamonds: 26,
      clubs: 26,
      spades: 26,
      hearts: 24,
      queens: 8,
      jacks: 8,
      fleischlos: 0
    }
    for (const gt of Object.keys(REFERENCE_ORDER) as ReferenceGameType[]) {
      let trumps = 0
      for (let c = 0; c < 48; c++) if (referenceRank(gt, c).cls === 'trump') trumps++
      expect(trumps, gt).toBe(trumpCounts[gt])
    }
    let points = 0
    for (let c = 0; c < 48; c++) points += referencePoints(c)
    expect(points).toBe(240)
  })
})

describe('RULES 1 and 4: a complete game', () => {
  it('plays every card id 0..47 exactly once in exactly 12 tricks by the seats in turn, and the tricks hold 240 card points', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        expect(f.tricks).toHaveLength(12)
        const cards = f.tricks.flatMap((t) => [...t.cards])
        expect([...cards].sort((a, b) => a - b)).toEqual(Array.from({ length: 48 }, (_, i) => i))
        // The play actions, in order, are the tricks' cards; card i of a trick comes from leader + i.
        const plays = g.actions.filter((a) => a.type === 'play')
        expect(plays.map((a) => a.card)).toEqual(cards)
        plays.forEach((a, j) => {
          const t = f.tricks[Math.floor(j / 4)]
          if (a.seat !== ((t?.leader ?? -9) + (j % 4)) % 4) throw new Error(`${seed}: play ${j} by seat ${a.seat}, out of turn`)
        })
        let total = 0
        let rePoints = 0
        let reTricks = 0
        for (const t of f.tricks) {
          const p = t.cards.reduce((s, c) => s + referencePoints(c), 0)
          if (t.points !== p) throw new Error(`${seed}: trick ${t.cards.map(referenceFace).join(' ')} has ${p} points, engine says ${t.points}`)
          total += p
          if (f.parties[t.winner] === 're') {
            rePoints += p
            reTricks++
          }
        }
        expect(total).toBe(240)
        expect(f.summary.points.re + f.summary.points.kontra).toBe(240)
        expect(f.summary.points.re).toBe(rePoints)
        expect(f.summary.tricks).toEqual({ re: reTricks, kontra: 12 - reTricks })
        expect(f.hands).toEqual([[], [], [], []])
        expect(f.trick).toEqual([])
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it('every card played follows suit by the reference order (trumps one suit), holding only dealt cards', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const gt = referenceGameType(f.contract)
        const hands = f.setup.deal.map((h) => [...h])
        let trick: number[] = []
        for (const a of g.actions) {
          if (a.type !== 'play') continue
          const hand = hands[a.seat] as number[]
          if (!referenceLegal(gt, hand, trick[0]).includes(a.card)) {
            throw new Error(`${seed} (${gt}): ${referenceFace(a.card)} by seat ${a.seat} on ${trick.map(referenceFace).join(' ')} does not follow suit`)
          }
          hand.splice(hand.indexOf(a.card), 1)
          trick.push(a.card)
          if (trick.length === 4) trick = []
        }
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('RULES 2 and 4: trick winners', () => {
  it('the highest trump, else the highest card of the led suit, wins; the first of two equal cards wins; the winner leads next', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const gt = referenceGameType(f.contract)
        const { dealer } = f.setup
        // RULES 3: the dealer's left leads, a Pflichtsolo's soloist leads (tsr).
        const compulsory =
          f.contract.kind === 'solo' &&
          ((g.options.compulsorySoloOwed ?? [false, false, false, false])[f.contract.soloist] ||
            g.options.forcedSoloist === f.contract.soloist)
        const firstLeader = f.contract.kind === 'solo' && compulsory ? f.contract.soloist : (dealer + 1) % 4
        expect(f.tricks[0]?.leader).toBe(firstLeader)
        f.tricks.forEach((t, i) => {
          const expected = (t.leader + referenceWinner(gt, t.cards)) % 4
          if (t.winner !== expected) {
            throw new Error(`${seed} trick ${i + 1} (${gt}): ${t.cards.map(referenceFace).join(' ')} led by ${t.leader}: engine ${t.winner}, reference ${expected}`)
          }
          if (i > 0 && t.leader !== f.tricks[i - 1]?.winner) throw new Error(`${seed}: trick ${i + 1} not led by the previous winner`)
        })
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('RULES 3: the reservation round decides the game and the parties', () => {
  it('Pflichtsolo > Lustsolo > Hochzeit > healthy, earlier speaker first; parties follow the contract', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const { best, owed, forced, clubQueens } = expectedContract(g, f)
        const c = f.contract
        const reSeats = SEATS.filter((s) => f.parties[s] === 're')
        if (best?.kind === 'solo') {
          expect(c).toEqual({ kind: 'solo', solo: best.solo, soloist: best.seat, compulsory: owed[best.seat] || forced === best.seat })
          expect(reSeats).toEqual([best.seat])
        } else if (best?.kind === 'hochzeit') {
          if (c.kind !== 'hochzeit') throw new Error(`expected a Hochzeit, got ${c.kind}`)
          expect(c.hochzeiter).toBe(best.seat)
          const k = klaerungsstich(best.seat, f.tricks.map((t) => t.winner))
          expect(c.klaerungsstich).toBe(k)
          const winnerK = f.tricks[(k ?? 0) - 1]?.winner
          const partner = winnerK !== best.seat ? winnerK : null
          expect(c.partner).toBe(partner ?? null)
          expect(reSeats).toEqual(SEATS.filter((s) => s === best.seat || s === partner))
        } else {
          const wedding = SEATS.find((s) => clubQueens(s) === 2)
          if (wedding !== undefined) {
            expect(c).toEqual({ kind: 'silentWedding', player: wedding })
            expect(reSeats).toEqual([wedding])
          } else {
            expect(c).toEqual({ kind: 'normal' })
            expect(reSeats).toEqual(SEATS.filter((s) => clubQueens(s) === 1))
          }
        }
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('RULES 6 and 7: settlement invariants', () => {
  it('scores sum to zero, all even or all odd; solo scoring iff one Re seat, the soloist scoring three times each opponent', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const s = f.settlement
        expect(result(f)).toEqual(E.right(s))
        const scores = s.scores
        expect(scores.reduce((a, b) => a + b, 0)).toBe(0)
        const parity = (n: number) => ((n % 2) + 2) % 2
        expect(new Set(scores.map(parity)).size).toBe(1)
        const reSeats = SEATS.filter((x) => f.parties[x] === 're')
        const koSeats = SEATS.filter((x) => f.parties[x] === 'kontra')
        const lone =
          f.contract.kind === 'solo' ||
          f.contract.kind === 'silentWedding' ||
          (f.contract.kind === 'hochzeit' && f.contract.partner === null)
        expect(reSeats.length).toBe(lone ? 1 : 2)
        expect(s.soloScoring).toBe(reSeats.length === 1)
        const ko = koSeats.map((x) => scores[x])
        expect(new Set(ko).size).toBe(1)
        const koScore = ko[0] as number
        if (reSeats.length === 1) {
          const solo = scores[reSeats[0] as Seat]
          expect(Math.abs(solo)).toBe(3 * Math.abs(koScore))
          expect(solo + 3 * koScore).toBe(0)
          // RULES 7: no extra points in a solo, a silent wedding or a lone Hochzeit.
          for (const l of s.lines) expect(['foxCaught', 'doppelkopf', 'karlchen', 'againstTheClubQueens']).not.toContain(l.code)
        } else {
          for (const x of reSeats) expect((scores[x] as number) + koScore).toBe(0)
        }
        // The lines add up to the party points, and Re's score is the offset value.
        const sum = (p: Party) => s.lines.filter((l) => l.party === p).reduce((a, l) => a + l.points, 0)
        expect(s.points).toEqual({ re: sum('re'), kontra: sum('kontra') })
        expect(koScore + s.points.re - s.points.kontra).toBe(0)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it('the winner is the party section 6 names, from the tricks and the announcements made', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const f = finalOf(g)
        const level = { re: 0, kontra: 0 }
        for (const a of g.actions) {
          if (a.type !== 'announce') continue
          const p = f.parties[a.seat]
          level[p] = Math.max(level[p], LEVEL[a.announcement])
        }
        expect(f.summary.announcements).toEqual({ re: LEVEL_NAMES[level.re], kontra: LEVEL_NAMES[level.kontra] })
        const pts = { re: 0, kontra: 0 }
        const tricks = { re: 0, kontra: 0 }
        for (const t of f.tricks) {
          pts[f.parties[t.winner]] += t.cards.reduce((a, c) => a + referencePoints(c), 0)
          tricks[f.parties[t.winner]]++
        }
        const kept = (p: Party): boolean => {
          const o: Party = p === 're' ? 'kontra' : 're'
          const l = level[p]
          return l === 5 ? tricks[o] === 0 : l === 4 ? pts[o] < 30 : l === 3 ? pts[o] < 60 : pts[o] < 90
        }
        let winner: Party | null
        const reAbsage = level.re >= 2
        const koAbsage = level.kontra >= 2
        if (reAbsage && koAbsage) winner = kept('re') ? 're' : kept('kontra') ? 'kontra' : null
        else if (reAbsage) winner = kept('re') ? 're' : 'kontra'
        else if (koAbsage) winner = kept('kontra') ? 'kontra' : 're'
        else if (level.kontra >= 1 && level.re === 0) winner = pts.re >= 120 ? 're' : 'kontra'
        else winner = pts.re >= 121 ? 're' : 'kontra'
        expect(f.settlement.winner).toBe(winner)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('legalActions', () => {
  it('is non-empty until the game is finished, empty after, and every listed action is accepted', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed, { freeze: true })
        g.states.forEach((state, i) => {
          const actions = legalActions(state)
          if (state.phase === 'finished') {
            expect(i).toBe(g.states.length - 1)
            expect(actions).toEqual([])
            for (const seat of SEATS) expect(legalActions(state, seat)).toEqual([])
            return
          }
          if (actions.length === 0) throw new Error(`${seed} state ${i} (${state.phase}): no legal action`)
          const keys = actions.map(actionKey)
          if (new Set(keys).size !== keys.length) throw new Error(`${seed} state ${i}: duplicate actions listed`)
          for (const seat of SEATS) {
            const own = legalActions(state, seat).map(actionKey).join(' ')
            if (own !== actions.filter((a) => a.seat === seat).map(actionKey).join(' ')) throw new Error(`${seed} state ${i}: legalActions(state, ${seat}) differs`)
          }
          for (const a of actions) {
            const r = applyAction(state, a)
            if (E.isLeft(r)) throw new Error(`${seed} state ${i}: listed ${actionKey(a)} rejected: ${r.left.code}`)
          }
        })
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it.each(parts(2))('is complete: for every syntactically possible action, applyAction accepts it iff it is listed (%s)', (_part, runs) => {
    const check = (seed: string, i: number, state: Game, candidates: readonly Action[]): void => {
      const listed = new Set(legalActions(state).map(actionKey))
      for (const a of candidates) {
        const r = applyAction(state, a)
        if (E.isRight(r) !== listed.has(actionKey(a))) {
          throw new Error(
            `${seed} state ${i} (${state.phase}): ${actionKey(a)} ${E.isRight(r) ? 'accepted but not listed' : `listed but rejected (${r.left.code})`}`
          )
        }
        if (E.isLeft(r) && r.left.code.startsWith('input/')) throw new Error(`${seed} state ${i}: ${actionKey(a)} gave ${r.left.code}`)
      }
    }
    const announcements = ALL_ACTIONS.filter((a) => a.type === 'announce')
    fc.assert(
      fc.property(gameSeed, fc.array(fc.nat(), { minLength: 3, maxLength: 3 }), (seed, picks) => {
        const g = randomGame(seed, { freeze: true })
        // Every action at three random states; every announcement at every state.
        for (const n of picks) check(seed, n % g.states.length, stateAt(g, n), ALL_ACTIONS)
        g.states.forEach((state, i) => check(seed, i, state, announcements))
      }),
      { numRuns: runs }
    )
  }, 60_000)
})

describe('RULES 4 and 5: illegal actions are rejected with a typed error and the state unchanged', () => {
  it.each(parts(2))('wrong seat, card not in hand, revoke, late or repeated announcements, wrong phase, actions after the end (%s)', (_part, runs) => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, salt) => {
        const g = randomGame(seed, { freeze: true })
        const counts: Record<string, number> = {}
        const hit = (code: string) => (counts[code] = (counts[code] ?? 0) + 1)
        g.states.forEach((state, i) => {
          const before = JSON.stringify(state)
          rejectAll(state, i)
          if (!Object.isFrozen(state)) throw new Error('state not frozen')
          if (JSON.stringify(state) !== before) throw new Error(`${seed} state ${i} changed by a rejected action`)
        })
        function rejectAll(state: Game, i: number): void {
          // A per-state random choice (deterministic in the fast-check inputs).
          const r = (k: number) => (salt + i * 7919 + k * 104729) % 1_000_003
          const other = (seat: Seat, k: number): Seat => ((seat + 1 + (r(k) % 3)) % 4) as Seat
          if (state.phase === 'finished') {
            expectRejected(state, { type: 'play', seat: (r(1) % 4) as Seat, card: r(2) % 48 }, 'phase/game-finished')
            expectRejected(state, { type: 'announce', seat: (r(3) % 4) as Seat, announcement: ANNOUNCEMENTS[r(4) % 6] }, 'phase/game-finished')
            expectRejected(state, { type: 'declare', seat: (r(5) % 4) as Seat, declaration: { kind: 'healthy' } }, 'phase/game-finished')
            hit('phase/game-finished')
            return
          }
          if (state.phase === 'redeal') throw new Error(`${seed} state ${i}: unexpected redeal`)
          if (state.phase === 'armut') throw new Error(`${seed} state ${i}: unexpected Armut exchange`)
          const turn = state.turn
          if (state.phase === 'reservations') {
            expectRejected(state, { type: 'declare', seat: other(turn, 1), declaration: { kind: 'healthy' } }, 'turn/not-your-turn')
            expectRejected(state, { type: 'play', seat: turn, card: state.setup.deal[turn][r(2) % 12] }, 'phase/wrong-phase')
            expectRejected(state, { type: 'announce', seat: turn, announcement: ANNOUNCEMENTS[r(3) % 6] }, 'phase/wrong-phase')
            hit('turn/not-your-turn')
            hit('phase/wrong-phase')
            return
          }
          // Card play (clarification or play phase).
          const hands = state.hands
          const wrong = SEATS.filter((s) => s !== turn && hands[s].length > 0)
          if (wrong.length > 0) {
            const w = wrong[r(1) % wrong.length] as Seat
            expectRejected(state, { type: 'play', seat: w, card: hands[w][r(2) % hands[w].length] }, 'turn/not-your-turn')
            hit('turn/not-your-turn')
          }
          const notHeld = Array.from({ length: 48 }, (_, c) => c).filter((c) => !hands[turn].includes(c))
          expectRejected(state, { type: 'play', seat: turn, card: notHeld[r(3) % notHeld.length] }, 'play/card-not-in-hand')
          hit('play/card-not-in-hand')
          const gt = referenceGameType(state.contract)
          const led = state.trick[0]
          if (led !== undefined) {
            const cls = referenceRank(gt, led).cls
            const off = hands[turn].filter((c) => referenceRank(gt, c).cls !== cls)
            if (off.length > 0 && off.length < hands[turn].length) {
              expectRejected(state, { type: 'play', seat: turn, card: off[r(4) % off.length] }, 'play/must-follow-suit')
              hit('play/must-follow-suit')
            }
          }
          expectRejected(state, { type: 'declare', seat: (r(5) % 4) as Seat, declaration: { kind: 'healthy' } }, 'phase/wrong-phase')
          hit('phase/wrong-phase')
          if (state.phase === 'clarification') {
            expectRejected(state, { type: 'announce', seat: (r(6) % 4) as Seat, announcement: ANNOUNCEMENTS[r(7) % 6] }, 'announce/before-clarification')
            hit('announce/before-clarification')
            return
          }
          // Announcements (RULES 5), checked against deadlines computed here from the log.
          const k = state.contract.kind === 'hochzeit' ? klaerungsstich(state.contract.hochzeiter, state.tricks.map((t) => t.winner)) : null
          const shift = k === null ? 0 : k - 1
          const level = { re: 0, kontra: 0 }
          const firstCards: Record<Party, number | null> = { re: null, kontra: null }
          for (const e of state.announcementLog) {
            const p = state.parties[e.seat] as Party
            if (firstCards[p] === null) firstCards[p] = e.cardsInHand
            level[p] = Math.max(level[p], LEVEL[e.announcement])
          }
          for (const seat of SEATS) {
            const p = state.parties[seat] as Party
            const o: Party = p === 're' ? 'kontra' : 're'
            const size = hands[seat].length
            expectRejected(state, { type: 'announce', seat, announcement: o }, 'announce/wrong-party')
            hit('announce/wrong-party')
            if (level[p] === 0) {
              // Re/Kontra: 11 cards, or as a reply one fewer than the opponents' latest announcement needed.
              const firstOk = size >= 11 - shift
              const replyOk = level[o] > 0 && size >= 12 - level[o] - shift - 1
              if (!firstOk && !replyOk) {
                expectRejected(state, { type: 'announce', seat, announcement: announcementAt(p, 1 + (r(8 + seat) % 5)) }, 'announce/too-late')
                hit('announce/too-late')
              }
            } else {
              const already = 1 + (r(12 + seat) % level[p])
              expectRejected(state, { type: 'announce', seat, announcement: announcementAt(p, already) }, 'announce/already-made')
              hit('announce/already-made')
              const timelyAnsage = (firstCards[p] ?? 0) >= 11 - shift
              const nextLevel = level[p] + 1
              if (nextLevel <= 5 && timelyAnsage && size < 12 - nextLevel - shift) {
                const target = nextLevel + (r(16 + seat) % (6 - nextLevel))
                expectRejected(state, { type: 'announce', seat, announcement: announcementAt(p, target) }, 'announce/too-late')
                hit('announce/too-late')
              }
            }
          }
        }
        // Every game reaches the end and passes through play.
        expect(counts['phase/game-finished']).toBe(1)
        expect(counts['play/card-not-in-hand']).toBeGreaterThanOrEqual(48)
      }),
      { numRuns: runs }
    )
  }, 60_000)

  it('malformed actions (anything at all) give input/malformed-action and never throw', () => {
    const isWellFormed = (u: unknown): boolean => {
      if (typeof u !== 'object' || u === null) return false
      const a = u as Record<string, unknown>
      if (![0, 1, 2, 3].includes(a['seat'] as number)) return false
      if (a['type'] === 'play') return Number.isInteger(a['card']) && (a['card'] as number) >= 0 && (a['card'] as number) < 48
      if (a['type'] === 'announce') return ANNOUNCEMENTS.includes(a['announcement'] as Announcement)
      if (a['type'] === 'chooseClarification') return ['any', 'trump', 'plain'].includes(a['trick'] as string)
      if (a['type'] === 'armutAnswer') return typeof a['accept'] === 'boolean'
      if (a['type'] === 'armutPass' || a['type'] === 'armutReturn') {
        const cards = a['cards']
        return Array.isArray(cards) && cards.length <= 12 && cards.every((c) => Number.isInteger(c) && c >= 0 && c < 48)
      }
      if (a['type'] !== 'declare') return false
      const d = a['declaration'] as Record<string, unknown> | null
      if (typeof d !== 'object' || d === null) return false
      return (
        ['healthy', 'hochzeit', 'armut', 'schmeissen'].includes(d['kind'] as string) ||
        (d['kind'] === 'solo' && SOLO_TYPES.includes(d['solo'] as SoloType))
      )
    }
    const nearMiss = fc.oneof(
      fc.record({ type: fc.constant('play'), seat: fc.oneof(fc.constantFrom(4, -1, 0.5, '1', null), fc.integer({ min: 4 })), card: fc.nat(47) }),
      fc.record({ type: fc.constant('play'), seat: fc.constantFrom(0, 1, 2, 3), card: fc.oneof(fc.integer({ min: 48 }), fc.integer({ max: -1 }), fc.double(), fc.string()) }),
      fc.record({ type: fc.constant('announce'), seat: fc.constantFrom(0, 1, 2, 3), announcement: fc.oneof(fc.string(), fc.constantFrom('Re', 'contra', 'no120', 'keine90', null)) }),
      fc.record({
        type: fc.constant('declare'),
        seat: fc.constantFrom(0, 1, 2, 3),
        declaration: fc.oneof(fc.anything(), fc.record({ kind: fc.constantFrom('solo', 'armut', 'gesund', 'Healthy') , solo: fc.oneof(fc.string(), fc.constantFrom('Kreuz', 'diamond', 'koenige')) }))
      }),
      fc.record({ type: fc.oneof(fc.string(), fc.constantFrom('Play', 'pass', 'undo')), seat: fc.constantFrom(0, 1, 2, 3), card: fc.nat(47) })
    )
    fc.assert(
      fc.property(gameSeed, fc.nat(), fc.oneof(fc.anything(), nearMiss), (seed, n, action) => {
        fc.pre(!isWellFormed(action))
        const g = randomGame(seed, { freeze: true })
        const state = stateAt(g, n)
        const before = JSON.stringify(state)
        expectRejected(state, action, 'input/malformed-action')
        expect(JSON.stringify(state)).toBe(before)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)
})

describe('immutability and plain data', () => {
  it('whole games run on deeply frozen states without the engine throwing', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed, { freeze: true })
        expect(g.states.every((s) => Object.isFrozen(s) && Object.isFrozen(s.setup.deal))).toBe(true)
        const f = finalOf(g)
        expect(f.settlement.scores.reduce((a, b) => a + b, 0)).toBe(0)
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it('replaying the recorded actions from newGame with the same options gives a deep-equal final state and settlement', () => {
    fc.assert(
      fc.property(gameSeed, (seed) => {
        const g = randomGame(seed)
        const start = newGame(g.options)
        if (E.isLeft(start)) throw new Error(start.left.code)
        let state: Game = start.right
        expect(state).toStrictEqual(g.states[0])
        for (const a of g.actions) {
          const r = applyAction(state, a)
          if (E.isLeft(r)) throw new Error(`${seed}: replay rejected ${actionKey(a)}: ${r.left.code}`)
          state = r.right
        }
        expect(state).toStrictEqual(finalOf(g))
        expect(result(state)).toStrictEqual(E.right(finalOf(g).settlement))
      }),
      { numRuns: RUNS }
    )
  }, 60_000)

  it.each(parts(4))('JSON.parse(JSON.stringify(state)) of any state plays on with the same legal actions, states and settlement (%s)', (_part, runs) => {
    fc.assert(
      fc.property(gameSeed, fc.nat(), (seed, n) => {
        const g = randomGame(seed)
        const from = n % g.states.length
        let state: Game = JSON.parse(JSON.stringify(g.states[from])) as Game
        const keys = (st: Game) => legalActions(st).map(actionKey).join(' ')
        for (let j = from; j < g.actions.length; j++) {
          if (keys(state) !== keys(g.states[j] as Game)) throw new Error(`${seed} state ${j}: JSON copy lists other actions`)
          const r = applyAction(state, g.actions[j] as Action)
          if (E.isLeft(r)) throw new Error(`${seed}: JSON copy rejected ${actionKey(g.actions[j] as Action)}: ${r.left.code}`)
          // Round-trip again at every step: the state stays plain data.
          const text = JSON.stringify(r.right)
          if (text !== JSON.stringify(g.states[j + 1])) throw new Error(`${seed} state ${j + 1}: JSON copy played on to another state`)
          state = JSON.parse(text) as Game
        }
        expect(state).toEqual(finalOf(g))
        expect(legalActions(state)).toEqual([])
        expect(result(state)).toEqual(E.right(finalOf(g).settlement))
      }),
      { numRuns: runs }
    )
  }, 60_000)
})
