/**
 * What a seat knows agrees with the game: over random games under random rule sets, every fact
 * a view states (parties, the leader, hand sizes, the Pflichtsolo debts) and every fact the bots'
 * knowledge derives from it (voids, cards known to be held, cards out, points won, club-queen
 * owners) is true of the engine's state.
 */
import { spectatorOf, viewOf } from './support/index.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Game, type Seat, cardPoints } from '../src/index.js'
import { orderFor } from '../src/rulesEntry.js'
import { knowledgeOf } from '../src/bots/knowledge.js'
import { playerView } from '../src/views/index.js'
import { randomRuleGame, ruleSetArb } from './support/random-rules.js'

const SEATS: readonly Seat[] = [0, 1, 2, 3]

describe("a seat's knowledge agrees with the engine", () => {
  it('views and bot knowledge never state anything the game state contradicts', () => {
    let facts = 0
    fc.assert(
      fc.property(ruleSetArb, fc.integer(), ({ rules }, n) => {
        const played = randomRuleGame(rules, `knowledge-${n}`)
        for (const g of played.states as readonly Game[]) {
          if (g.phase !== 'play' && g.phase !== 'clarification') continue
          // Who played each card, from the engine's tricks.
          const playedBy = new Map<number, Seat>()
          for (const t of g.tricks) t.cards.forEach((c, i) => playedBy.set(c, ((t.leader + i) % 4) as Seat))
          g.trick.forEach((c, i) => playedBy.set(c, ((g.leader + i) % 4) as Seat))
          /** Whether `s` holds or played card `c`. */
          const had = (s: Seat, c: number): boolean => g.hands[s].includes(c) || playedBy.get(c) === s
          for (const seat of SEATS) {
            const view = viewOf(g, seat)
            // The view: its own hand, the hand sizes, the parties it names, who leads, the debts.
            expect([...view.hand].sort()).toEqual([...g.hands[seat]].sort())
            expect(view.handSizes).toEqual(g.hands.map((h) => h.length))
            expect(view.trick?.leader).toBe(g.leader)
            expect(view.compulsorySoloOwed).toEqual(g.setup.compulsorySoloOwed)
            for (const s of SEATS) if (view.parties[s] !== null) expect(view.parties[s]).toBe(g.parties[s])
            const k = knowledgeOf(view)
            const sc = orderFor(g.setup.rules, g.gameType, g.piglets).suitClass
            for (const s of SEATS) {
              // A party the knowledge infers is the true one.
              if (k.parties[s] !== null && g.parties[s] !== null) expect(k.parties[s]).toBe(g.parties[s])
              // A void the knowledge records: the seat holds no card of that class (in the true order).
              for (let cls = 0; cls < 5; cls++) {
                if (k.voids[s * 5 + cls] !== 1) continue
                facts++
                expect(g.hands[s].some((c) => (view.piglets === g.piglets ? sc[c] === cls : false))).toBe(false)
              }
            }
            // Cards known to be held by another seat are in that seat's hand (or already played by it).
            for (let c = 0; c < 48; c++) {
              const h = k.holder[c] as number
              if (h < 0) continue
              facts++
              expect(had(h as Seat, c), `card ${c} held by ${h}`).toBe(true)
            }
            // Each seat's played cards, in play order, are the engine's.
            const inOrder: number[][] = [[], [], [], []]
            for (const t of g.tricks) t.cards.forEach((c, i) => inOrder[(t.leader + i) % 4]?.push(c))
            g.trick.forEach((c, i) => inOrder[(g.leader + i) % 4]?.push(c))
            expect(k.playedCards).toEqual(inOrder)
            // The cards out are exactly the other seats' cards.
            const others = SEATS.filter((s) => s !== seat).flatMap((s) => g.hands[s])
            expect([...k.unseen].sort((a, b) => a - b)).toEqual([...others].sort((a, b) => a - b))
            // Points won by a party whose tricks the seat can attribute never exceed the true ones.
            const truth = { re: 0, kontra: 0 }
            for (const t of g.tricks) {
              const p = g.parties[t.winner]
              if (p !== null) truth[p] += t.cards.reduce((a, c) => a + cardPoints(c), 0)
            }
            expect(k.points.re).toBeLessThanOrEqual(truth.re)
            expect(k.points.kontra).toBeLessThanOrEqual(truth.kontra)
            // The ♣Q owners it names are right.
            k.clubQueens.forEach((owner, i) => {
              if (owner === null) return
              facts++
              const q = 6 + i
              expect(had(owner, q), `♣Q ${q} of ${owner}`).toBe(true)
            })
          }
        }
      }),
      { numRuns: 30 }
    )
    expect(facts).toBeGreaterThan(100)
  }, 60_000)
})
