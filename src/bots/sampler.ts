/**
 * The hidden-hand sampler of the card-play bots: deals of the cards a seat cannot see to the
 * other three seats, consistent with everything that seat's {@link PlayerView} shows, and the
 * game state such a deal stands for, so that the fast path can play it out.
 *
 * Only certain knowledge constrains a deal (no guesses about how people play):
 * - sizes: every other seat gets exactly `view.handSizes[seat]` cards, each hidden card once;
 *   the viewer's hand and the played cards are never dealt;
 * - voids: a seat that did not follow a led suit class (a plain suit, or trump, in the card
 *   order of `view.gameType`) holds no card of that class;
 * - parties: in a game that looks normal a seat known as Kontra holds no ♣Q, and a seat known
 *   as Re that has not played a ♣Q holds one; the Hochzeiter (announced Hochzeit) and a
 *   revealed silent-wedding player hold both ♣Q;
 * - Armut: the poor player and the partner know where the exchanged cards went (the passed
 *   cards the partner kept, the returned cards the poor player got); the poor player passed
 *   every trump, so its trumps are the returned ones: the partner knows them, and everyone
 *   knows their number when `armut.trumpsReturnedPublic` shows it (unless a single ♦A does not
 *   count for the Armut: then the poor player may have kept one, and only the partner's
 *   knowledge is used);
 * - piglets: once known, whether one hand holds both ♦A (and both superpiglet cards).
 *
 * Construction is rejection-free for sizes and eligibility: constrained cards are placed first
 * (known cards, exact counts, the ♣Q a Re seat must hold), then the rest, most constrained
 * first, each to an eligible seat drawn by its free places (which is uniform when nothing
 * constrains); a card that finds every eligible seat full moves cards along an augmenting path,
 * so the remaining cards always find places when any completion exists. Only an unlucky
 * placement of the constrained cards or a piglet condition (checked afterwards) makes an attempt
 * fail; attempts are retried up to a bound. If none satisfies everything (an impossible view),
 * the least-violating deal is returned with its number of violations. The deals are plausible,
 * not an exact posterior: play that merely makes a card unlikely is not taken into account.
 *
 * @module
 */
import { type Card, CLUB_QUEENS, isClubQueen, isFox } from '../cards/card.js'
import { FastGame } from '../fast/fastGame.js'
import { TRUMP, orderFor, pigletFace, pigletsInPlay, type Piglets, superpigletFace } from '../game/order.js'
import type { Contract, PlayingGame, SeatDeclaration } from '../game/state.js'
import type { ContextParts } from '../game/compact.js'
import { playingFromParts } from '../game/publish.js'
import { type Action, ANNOUNCE, CHOOSE_CLARIFICATION, GENSCHER, PLAY, declareAction } from '../game/actions.js'
import { CLARIFYING_TRICKS } from '../game/state.js'
import type { Rng } from '../random.js'
import { deckOf } from '../rules/deck.js'
import type { BySeat, Party, Seat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import { isVoid, knowledgeOf, playedCardsOf } from './knowledge.js'
import { ruleTable } from '../rules/table.js'

/** Bit of a seat in a seat mask. */
const bit = (s: number): number => 1 << s

const SEAT_LIST: readonly Seat[] = [0, 1, 2, 3]

/** The face index of the ♦A (suit 3, rank A). */
const FOX_FACE = 3 * 6

/**
 * A seat must hold exactly `count` of `cards` (the poor player's trumps in an Armut game).
 *
 * @category Bots
 * @since 0.1.0
 */
export interface ExactCount {
  /** The seat. */
  readonly seat: Seat
  /** The hidden cards it may take them from. */
  readonly cards: readonly Card[]
  /** How many of them it holds. */
  readonly count: number
}

/**
 * A seat must hold at least one of `cards` (a Re player's ♣Q).
 *
 * @category Bots
 * @since 0.1.0
 */
export interface AtLeastOne {
  /** The seat. */
  readonly seat: Seat
  /** The hidden cards, one of which it holds. */
  readonly cards: readonly Card[]
}

/**
 * Whether both copies of a face are in one hand (piglets: both ♦A; superpiglets: both ♦9, or
 * both ♦10 without nines), checked on the hands as they were when play started.
 *
 * @category Bots
 * @since 0.1.0
 */
export interface SameHolder {
  /** The two copies. */
  readonly cards: readonly [Card, Card]
  /** Whether one hand held both. */
  readonly same: boolean
}

/**
 * Everything a seat's view says for certain about the cards it cannot see (see the module
 * notes), in the form the sampler uses.
 *
 * @category Bots
 * @since 0.1.0
 */
export interface DealConstraints {
  /** The seat whose view this is. */
  readonly viewer: Seat
  /** The viewer's hand. */
  readonly hand: readonly Card[]
  /** The cards the viewer cannot see (in no known hand, not played), in id order. */
  readonly hidden: readonly Card[]
  /** How many hidden cards each seat holds (0 for the viewer). */
  readonly sizes: BySeat<number>
  /** Per card id: the seats (bit `s` for seat `s`) that may hold it; 0 for cards not hidden. */
  readonly eligible: Uint8Array
  /** Per card id: the seat known to hold it, or -1. */
  readonly fixed: Int8Array
  /** Exact counts (placed before the other cards). */
  readonly exactly: readonly ExactCount[]
  /** Cards one of which a seat holds. */
  readonly atLeastOne: readonly AtLeastOne[]
  /** Piglet conditions on the hands at the start of play. */
  readonly sameHolder: readonly SameHolder[]
  /** Per seat: the suit classes (bit `k`, 4 for trumps) it showed it lacks. */
  readonly voids: BySeat<number>
  /** Per seat: the cards it has played, in order. */
  readonly playedBy: BySeat<readonly Card[]>
}

/**
 * A sampled deal: the four current hands (the viewer's own hand as in its view), and how many
 * constraints it breaks (0 unless the view allows no deal at all).
 *
 * @category Bots
 * @since 0.1.0
 */
export interface SampledDeal {
  /** The current hands, the viewer's being its own. */
  readonly hands: BySeat<readonly Card[]>
  /** Constraints the deal breaks: 0 for a deal consistent with the view. */
  readonly violations: number
}


/** Whether the view is in card play with everything the sampler reads. */
const inCardPlay = (
  view: PlayerView
): view is PlayerView & {
  readonly contract: NonNullable<PlayerView['contract']>
  readonly gameType: NonNullable<PlayerView['gameType']>
  readonly trick: NonNullable<PlayerView['trick']>
  readonly announcements: NonNullable<PlayerView['announcements']>
} =>
  (view.phase === 'play' || view.phase === 'clarification') &&
  view.contract !== null &&
  view.gameType !== null &&
  view.trick !== null &&
  view.announcements !== null

/**
 * Whether one hand held both ♦A (`fox`) and both superpiglet cards (`super`), as far as the view
 * knows (null: unknown). In a solo, or with piglets off, nothing follows from the cards.
 */
const pigletKnowledge = (view: PlayerView, seen: (c: Card) => boolean): { fox: boolean | null; super: boolean | null } => {
  const rules = view.rules
  const face = view.gameType === null ? null : pigletFace(view.gameType)
  const table = ruleTable(rules).piglets
  if (!table.enabled || face === null || (view.gameType !== 'normal' && !table.inSolo)) return { fox: null, super: null }
  if (view.piglets !== null) {
    const on = view.piglets !== 'none'
    // Superpiglets only in a normal game: a solo's piglets say nothing of the ♦9s.
    return { fox: on, super: on && table.superpiglets && view.gameType === 'normal' ? view.piglets === 'superNines' || view.piglets === 'superTens' : null }
  }
  // Unknown piglets although one of their cards was seen: the view says so only when the piglets
  // are on and the superpiglets are not known yet.
  return { fox: seen(2 * face) || seen(2 * face + 1) ? true : null, super: null }
}

/**
 * What a seat's view says for certain about the hidden cards (see the module notes), or null
 * outside card play (phases `play` and `clarification`) or for a view whose numbers do not add
 * up.
 *
 * @example
 * ```ts
 * const k = dealConstraints(playerView(game, 2))
 * k?.hidden.length // the cards seats 0, 1 and 3 hold together
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const dealConstraints = (view: PlayerView): DealConstraints | null => {
  if (!inCardPlay(view)) return null
  const viewer = view.seat
  const order = orderFor(view.rules, view.gameType, view.piglets ?? 'none')
  const sc = order.suitClass
  // The facts come from the seat's knowledge (voids, cards played, cards known to sit in a hand,
  // the parties as far as they follow); the constraints below add only what sampling needs.
  const k = knowledgeOf(view)
  const playedBy = k.playedCards
  const voids = SEAT_LIST.map((s) => {
    let m = 0
    for (let c = 0; c < 5; c++) if (isVoid(k, s, c)) m |= bit(c)
    return m
  })

  const known = new Int8Array(48).fill(-2) // -2 hidden, else the seat that played or holds it
  const deck = deckOf(view.rules)
  const inDeck = new Uint8Array(48)
  for (const c of deck) inDeck[c] = 1
  for (const s of SEAT_LIST) for (const c of playedBy[s]) known[c] = s
  for (const c of view.hand) known[c] = viewer
  const hidden = deck.filter((c) => known[c] === -2)
  const sizes = SEAT_LIST.map((s) => (s === viewer ? 0 : view.handSizes[s])) as unknown as BySeat<number>
  if (sizes[0] + sizes[1] + sizes[2] + sizes[3] !== hidden.length) return null
  if (view.hand.some((c) => inDeck[c] !== 1) || view.hand.length !== view.handSizes[viewer]) return null

  const eligible = new Uint8Array(48)
  const fixed = new Int8Array(48).fill(-1)
  for (const c of hidden) {
    let m = 0
    for (const s of SEAT_LIST) if (sizes[s] > 0 && ((voids[s] as number) & bit(sc[c] as number)) === 0) m |= bit(s)
    eligible[c] = m
  }
  const forbid = (s: Seat, c: Card): void => {
    eligible[c] = (eligible[c] as number) & ~bit(s)
  }
  const fix = (s: Seat, c: Card): void => {
    if (known[c] === -2 && s !== viewer) fixed[c] = s
  }
  for (const c of hidden) if ((k.holder[c] as number) >= 0) fix(k.holder[c] as Seat, c)
  const hiddenQueens = hidden.filter(isClubQueen)
  const exactly: ExactCount[] = []
  const atLeastOne: AtLeastOne[] = []
  const contract = view.contract
  switch (contract.kind) {
    case 'normal':
      // A Genscher partner made the parties: they say nothing about the ♣Q.
      if (contract.genscher !== undefined && contract.genscher.partner !== null) break
      for (const s of SEAT_LIST) {
        if (s === viewer) continue
        const p = k.parties[s]
        if (p === 'kontra') for (const c of hiddenQueens) forbid(s, c)
        if (p === 're' && !playedBy[s].some(isClubQueen)) atLeastOne.push({ seat: s, cards: hiddenQueens })
      }
      break
    case 'silentWedding':
    case 'hochzeit':
    case 'solo':
      break
    case 'armut': {
      const { poor, partner } = contract
      const armut = view.armut
      const normalOrder = orderFor(view.rules, 'normal')
      const isNormalTrump = (c: Card): boolean => normalOrder.suitClass[c] === TRUMP
      const keptFox = !ruleTable(view.rules).armut.singleFoxCounts
      // The cards passed and returned sit where the knowledge placed them (above).
      if (viewer === partner && armut?.returned != null) {
        // The poor player passed every trump; it holds none but the returned ones (and perhaps
        // a single ♦A it kept, when a single fox does not count).
        for (const c of hidden) if (isNormalTrump(c) && fixed[c] !== poor && !(keptFox && isFox(c))) forbid(poor, c)
      } else if (contract.trumpsReturned !== null && !keptFox && viewer !== poor && viewer !== partner) {
        const trumpsPlayed = playedBy[poor].filter(isNormalTrump).length
        const candidates = hidden.filter((c) => isNormalTrump(c) && ((eligible[c] as number) & bit(poor)) !== 0)
        exactly.push({ seat: poor, cards: candidates, count: contract.trumpsReturned - trumpsPlayed })
        for (const c of hidden) if (isNormalTrump(c)) forbid(poor, c)
      }
      break
    }
  }

  // Piglets: whether one hand held both copies of a face, applied to the copy whose holder is known.
  const seen = (c: Card): boolean => known[c] !== -2
  const pk = pigletKnowledge(view, seen)
  const sameHolder: SameHolder[] = []
  const pair = (face: number, same: boolean | null): void => {
    if (same === null) return
    const a = 2 * face
    const b = 2 * face + 1
    sameHolder.push({ cards: [a, b], same })
    for (const [x, y] of [
      [a, b],
      [b, a]
    ] as const) {
      const owner = known[x] as number
      if (owner < 0 || known[y] !== -2) continue
      if (same) fix(owner as Seat, y)
      else forbid(owner as Seat, y)
    }
  }
  pair(pigletFace(view.gameType) ?? FOX_FACE, pk.fox)
  pair(superpigletFace(view.rules), pk.super)
  // A Genscher happens only in a normal game: the two ♣Q are in two hands.
  if (contract.kind === 'normal' && contract.genscher !== undefined) pair((CLUB_QUEENS[0] as Card) >> 1, false)

  return {
    viewer,
    hand: view.hand.slice(),
    hidden,
    sizes,
    eligible,
    fixed,
    exactly,
    atLeastOne,
    sameHolder,
    voids: voids as unknown as BySeat<number>,
    playedBy
  }
}

/** Working memory of one deal attempt. */
interface Scratch {
  readonly owner: Int8Array
  readonly locked: Uint8Array
  readonly cap: number[]
  readonly visitedFrom: Int8Array
  readonly viaCard: Int8Array
}

const newScratch = (): Scratch => ({
  owner: new Int8Array(48),
  locked: new Uint8Array(48),
  cap: [0, 0, 0, 0],
  visitedFrom: new Int8Array(4),
  viaCard: new Int8Array(4)
})

/** A seat of `mask` with free places, drawn with probability proportional to them; -1 if none. */
const drawSeat = (mask: number, cap: readonly number[], rng: Rng): number => {
  let total = 0
  for (let s = 0; s < 4; s++) if ((mask & bit(s)) !== 0) total += cap[s] as number
  if (total === 0) return -1
  let r = rng.nextInt(total)
  for (let s = 0; s < 4; s++) {
    if ((mask & bit(s)) === 0) continue
    r -= cap[s] as number
    if (r < 0) return s
  }
  return -1
}

/**
 * Places card `c`, whose eligible seats are all full, by moving unlocked cards along an
 * augmenting path (breadth first over seats) to a seat with a free place. Returns false when no
 * such path exists (then no completion of the locked cards gives `c` an eligible seat).
 */
const augment = (k: DealConstraints, w: Scratch, c: Card): boolean => {
  const { owner, locked, cap, visitedFrom, viaCard } = w
  visitedFrom.fill(-2)
  const queue: number[] = []
  for (let s = 0; s < 4; s++) {
    if (((k.eligible[c] as number) & bit(s)) !== 0) {
      visitedFrom[s] = -1
      queue.push(s)
    }
  }
  for (let qi = 0; qi < queue.length; qi++) {
    const s = queue[qi] as number
    for (const d of k.hidden) {
      if (owner[d] !== s || locked[d] === 1) continue
      const m = k.eligible[d] as number
      for (let t = 0; t < 4; t++) {
        if ((m & bit(t)) === 0 || visitedFrom[t] !== -2) continue
        visitedFrom[t] = s
        viaCard[t] = d
        if ((cap[t] as number) > 0) {
          cap[t] = (cap[t] as number) - 1
          let cur = t
          while (visitedFrom[cur] !== -1) {
            const moved = viaCard[cur] as number
            owner[moved] = cur
            cur = visitedFrom[cur] as number
          }
          owner[c] = cur
          return true
        }
        queue.push(t)
      }
    }
  }
  return false
}

/** Hands at the start of play of a deal: current hands and the cards each seat played. */
const startHands = (k: DealConstraints, hands: BySeat<readonly Card[]>): BySeat<readonly Card[]> =>
  SEAT_LIST.map((s) => [...hands[s], ...k.playedBy[s]]) as unknown as BySeat<readonly Card[]>

/** Broken piglet conditions of a deal. */
const pigletViolations = (k: DealConstraints, hands: BySeat<readonly Card[]>): number => {
  if (k.sameHolder.length === 0) return 0
  const start = startHands(k, hands)
  let bad = 0
  for (const { cards, same } of k.sameHolder) {
    const together = start.some((h) => h.includes(cards[0]) && h.includes(cards[1]))
    if (together !== same) bad++
  }
  return bad
}

/** One attempt: fills `w.owner` for every hidden card; returns the constraints it breaks. */
const attempt = (k: DealConstraints, rng: Rng, w: Scratch): number => {
  const { owner, locked, cap } = w
  let violations = 0
  owner.fill(-1)
  locked.fill(0)
  for (let s = 0; s < 4; s++) cap[s] = k.sizes[s as Seat]
  const place = (c: Card, s: number, lock: boolean): void => {
    owner[c] = s
    cap[s] = (cap[s] as number) - 1
    if (lock) locked[c] = 1
  }
  for (const c of k.hidden) {
    const s = k.fixed[c] as number
    if (s < 0) continue
    if ((cap[s] as number) > 0) place(c, s, true)
    else violations++
  }
  for (const e of k.exactly) {
    let need = e.count
    for (const c of e.cards) if (owner[c] === e.seat) need--
    const free = e.cards.filter((c) => owner[c] === -1)
    if (need < 0 || need > free.length || need > (cap[e.seat] as number)) violations++
    for (let i = 0; i < need && i < free.length && (cap[e.seat] as number) > 0; i++) {
      const j = i + rng.nextInt(free.length - i)
      const c = free[j] as Card
      free[j] = free[i] as Card
      place(c, e.seat, true)
    }
  }
  for (const a of k.atLeastOne) {
    if (a.cards.some((c) => owner[c] === a.seat)) continue
    const free = a.cards.filter((c) => owner[c] === -1 && ((k.eligible[c] as number) & bit(a.seat)) !== 0)
    if (free.length === 0 || (cap[a.seat] as number) === 0) {
      violations++
      continue
    }
    place(free[rng.nextInt(free.length)] as Card, a.seat, true)
  }
  // The rest, most constrained first (fewest eligible seats), in random order within each group.
  const rest = k.hidden.filter((c) => owner[c] === -1)
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.nextInt(i + 1)
    const t = rest[i] as Card
    rest[i] = rest[j] as Card
    rest[j] = t
  }
  const width = (c: Card): number => {
    const m = k.eligible[c] as number
    return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1) + ((m >> 3) & 1)
  }
  rest.sort((a, b) => width(a) - width(b))
  for (const c of rest) {
    const s = drawSeat(k.eligible[c] as number, cap, rng)
    if (s >= 0) {
      place(c, s, false)
      continue
    }
    if (augment(k, w, c)) continue
    // No deal gives this card an eligible seat: the least harm is any seat with room.
    violations++
    place(c, drawSeat(0b1111, cap, rng), false)
  }
  return violations
}

/** The hands of the current assignment, the viewer's own included. */
const handsOf = (k: DealConstraints, owner: Int8Array): BySeat<readonly Card[]> => {
  const hands: Card[][] = [[], [], [], []]
  hands[k.viewer] = k.hand.slice()
  for (const c of k.hidden) (hands[owner[c] as number] as Card[]).push(c)
  return hands as unknown as BySeat<readonly Card[]>
}

/** Attempts per deal before the least-violating one is taken. */
const MAX_ATTEMPTS = 32

/**
 * One deal of the hidden cards consistent with the constraints (see the module notes): the
 * first attempt that breaks nothing, or after 32 attempts the one that breaks
 * the fewest constraints (its `violations` say how many).
 *
 * @example
 * ```ts
 * const k = dealConstraints(view)
 * if (k !== null) sampleDeal(k, createRng('s')).hands
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const sampleDeal = (k: DealConstraints, rng: Rng): SampledDeal => {
  const w = newScratch()
  let best: SampledDeal | null = null
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    let violations = attempt(k, rng, w)
    const hands = handsOf(k, w.owner)
    violations += pigletViolations(k, hands)
    if (best === null || violations < best.violations) best = { hands, violations }
    if (violations === 0) break
  }
  return best as SampledDeal
}

/**
 * `n` deals of the cards `view.seat` cannot see, each consistent with its view (see the module
 * notes); empty outside card play. Deterministic in the view and the random source.
 *
 * @example
 * ```ts
 * const deals = sampleDeals(playerView(game, 1), createRng('seed'), 20)
 * deals[0]?.hands[3] // a possible hand of seat 3
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const sampleDeals = (view: PlayerView, rng: Rng, n: number): SampledDeal[] => {
  const k = dealConstraints(view)
  if (k === null) return []
  const out: SampledDeal[] = []
  for (let i = 0; i < n; i++) out.push(sampleDeal(k, rng))
  return out
}

/**
 * How many of the view's certain constraints a deal breaks (0: the deal is possible as far as
 * the view can tell): wrong sizes, a card dealt twice or missing, the viewer's hand changed, a
 * void, known cards, party and piglet conditions. The true hands of a game always give 0.
 *
 * @example
 * ```ts
 * dealViolations(playerView(game, 0), game.hands) // 0
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const dealViolations = (view: PlayerView, hands: BySeat<readonly Card[]>): number => {
  const k = dealConstraints(view)
  if (k === null) return 1
  let bad = 0
  const owner = new Int8Array(48).fill(-1)
  const isHidden = new Uint8Array(48)
  for (const c of k.hidden) isHidden[c] = 1
  for (const s of SEAT_LIST) {
    const h = hands[s]
    if (s === k.viewer) {
      if (h.length !== k.hand.length || h.some((c, i) => c !== k.hand[i])) bad++
      continue
    }
    if (h.length !== k.sizes[s]) bad++
    for (const c of h) {
      if (!Number.isInteger(c) || c < 0 || c >= 48 || owner[c] !== -1 || isHidden[c] !== 1) bad++
      else owner[c] = s
    }
  }
  for (const c of k.hidden) {
    const s = owner[c] as number
    if (s < 0) {
      bad++
      continue
    }
    const placedFirst = k.fixed[c] === s || k.exactly.some((e) => e.seat === s && e.cards.includes(c))
    if (((k.eligible[c] as number) & bit(s)) === 0 && !placedFirst) bad++
    if ((k.fixed[c] as number) >= 0 && k.fixed[c] !== s) bad++
  }
  for (const e of k.exactly) if (e.cards.filter((c) => owner[c] === e.seat).length !== e.count) bad++
  for (const a of k.atLeastOne) if (!a.cards.some((c) => owner[c] === a.seat)) bad++
  return bad + pigletViolations(k, hands)
}

/** The parties a deal gives, with the contract (a normal-looking game may be a silent wedding). */
const partiesOf = (
  view: PlayerView & { readonly contract: NonNullable<PlayerView['contract']> },
  start: BySeat<readonly Card[]>
): { contract: Contract; parties: BySeat<Party | null> } => {
  const c = view.contract
  const side = (re: (s: Seat) => boolean): BySeat<Party> =>
    SEAT_LIST.map((s) => (re(s) ? 're' : 'kontra')) as unknown as BySeat<Party>
  switch (c.kind) {
    case 'normal': {
      const queens = SEAT_LIST.map((s) => start[s].filter(isClubQueen).length)
      // After a Genscher the game is a normal one; a chosen partner made the parties, which the
      // view then shows for every seat.
      if (c.genscher !== undefined) {
        const g = c.genscher
        const contract: Contract = { kind: 'normal', genscher: { seat: g.seat, trick: g.trick, pending: g.pending, partner: g.partner } }
        return { contract, parties: g.partner === null ? side((s) => queens[s] === 1) : side((s) => view.parties[s] === 're') }
      }
      const wedding = queens.indexOf(2)
      if (wedding >= 0) {
        return { contract: { kind: 'silentWedding', player: wedding as Seat }, parties: side((s) => s === wedding) }
      }
      return { contract: { kind: 'normal' }, parties: side((s) => queens[s] === 1) }
    }
    case 'silentWedding':
      return { contract: c, parties: side((s) => s === c.player) }
    case 'hochzeit': {
      const clarified = c.partner !== null || c.klaerungsstich !== null
      const parties = clarified
        ? side((s) => s === c.hochzeiter || s === c.partner)
        : (SEAT_LIST.map((s) => (s === c.hochzeiter ? 're' : null)) as unknown as BySeat<Party | null>)
      return { contract: c, parties }
    }
    case 'solo':
      return { contract: c, parties: side((s) => s === c.soloist) }
    case 'armut':
      return {
        contract: {
          kind: 'armut',
          poor: c.poor,
          partner: c.partner,
          trumpsReturned: c.trumpsReturned ?? 0,
          passed: view.armut?.passed?.slice() ?? [],
          returned: view.armut?.returned?.slice() ?? []
        },
        parties: side((s) => s === c.poor || s === c.partner)
      }
  }
}

/**
 * The game state a view and a deal of its hidden cards stand for (phase `play` or
 * `clarification`), so that the engine or {@link FastGame.fromGame} can play it on: the rules,
 * dealer, tricks, trick, turn, announcements and deadline shift of the view, the deal's hands,
 * and the parties, contract (a normal-looking game whose deal gives one seat both ♣Q is a
 * silent wedding) and piglets that deal implies. The setup's `deal`, the declarations and the
 * history are reconstructions (the hands at the start of play; the public declarations, each
 * hidden one as healthy; the card play in its order, every announcement at the first moment its
 * record allows, the Genscher choice after its card), which card play does not read: the engine
 * plays the state on, and outside an Armut game its history replays to it, but it is a world the
 * seat imagines, not the game. Null outside card play.
 *
 * @example
 * ```ts
 * const deal = sampleDeals(view, createRng('s'), 1)[0]
 * const state = deal && stateFromView(view, deal.hands)
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const stateFromView = (view: PlayerView, hands: BySeat<readonly Card[]>): PlayingGame | null => {
  const parts = partsFromView(view, hands)
  if (parts === null) return null
  // The seat to play follows from the trick's leader and length (the view's turn names the
  // Hochzeiter while it chooses the clarifying tricks).
  const { hands: own, leader, turn: _turn, trick, tricks, order: _order, table: _table, ...shared } = parts
  return playingFromParts(shared, own, leader, trick, tricks, historyOf(view, parts))
}

/**
 * The history a sampled state stands for (see {@link stateFromView}): the declarations as the
 * view shows them, the Hochzeiter's choice of clarifying tricks when the rules let it choose,
 * then every card in the order played, each announcement before the first card its record
 * (the tricks complete, the cards in the announcer's hand) allows, in the order made, and the
 * Genscher choice right after the ♦K that asked for it.
 */
const historyOf = (view: PlayerView, parts: NonNullable<ReturnType<typeof partsFromView>>): Action[] => {
  const out: Action[] = parts.declarations.map((d) => declareAction(d.seat, d.declaration))
  const c = parts.contract
  if (c.kind === 'hochzeit' && c.clarifiedBy !== null && parts.table.clarifyingTricks === null) {
    out.push(CHOOSE_CLARIFICATION[c.hochzeiter]?.[CLARIFYING_TRICKS.indexOf(c.clarifiedBy)] as Action)
  }
  const cards: { seat: Seat; card: Card }[] = []
  for (const t of [...parts.tricks, { leader: parts.leader, cards: parts.trick }]) t.cards.forEach((card, i) => cards.push({ seat: ((t.leader + i) & 3) as Seat, card }))
  const perHand = ruleTable(view.rules).cardsPerHand
  // The position (cards played before it) of each announcement: the earliest its record allows,
  // and never before the one made before it.
  const at: number[] = []
  let earliest = 0
  for (const e of parts.announcementLog) {
    const start = 4 * e.tricksPlayed
    const playedToTrick = perHand - e.cardsInHand > e.tricksPlayed
    const offset = cards.slice(start, start + 4).findIndex((x) => x.seat === e.seat)
    earliest = Math.max(earliest, playedToTrick ? start + offset + 1 : start)
    at.push(earliest)
  }
  const g = c.kind === 'normal' ? c.genscher : undefined
  const genscherAt = g !== undefined && !g.pending ? 4 * (g.trick - 1) + cards.slice(4 * (g.trick - 1), 4 * g.trick).findIndex((x) => x.seat === g.seat) + 1 : -1
  let next = 0
  for (let i = 0; i <= cards.length; i++) {
    if (i === genscherAt && g !== undefined) out.push(GENSCHER[g.seat]?.[g.partner ?? 4] as Action)
    for (; next < at.length && at[next] === i; next++) {
      const e = parts.announcementLog[next] as NonNullable<(typeof parts.announcementLog)[number]>
      out.push(ANNOUNCE[e.seat]?.[e.announcement] as Action)
    }
    const x = cards[i]
    if (x !== undefined) out.push(PLAY[x.seat]?.[x.card] as Action)
  }
  return out
}

/** The parts of the state a view and a deal stand for (see {@link stateFromView}); null outside card play. */
const partsFromView = (
  view: PlayerView,
  hands: BySeat<readonly Card[]>
): (Omit<ContextParts, 'phase'> & Pick<PlayingGame, 'phase' | 'hands' | 'leader' | 'turn' | 'trick' | 'tricks'>) | null => {
  if (!inCardPlay(view)) return null
  // Per sampled deal (the Monte-Carlo bot's hot path): only the played cards, not the whole knowledge.
  const playedBy = playedCardsOf(view)
  const start = SEAT_LIST.map((s) => [...hands[s], ...playedBy[s]]) as unknown as BySeat<readonly Card[]>
  const piglets: Piglets = view.piglets ?? pigletsInPlay(view.rules, view.gameType, start)
  const { contract, parties } = partiesOf(view, start)
  const declarations: SeatDeclaration[] = view.reservations.declarations.map((d) => {
    const played = view.reservations.played
    if (played !== null && played.seat === d.seat) return { seat: d.seat, declaration: played.declaration }
    if (d.seat === view.seat && view.declaration !== null) return { seat: d.seat, declaration: view.declaration }
    return { seat: d.seat, declaration: { kind: 'healthy' } }
  })
  return {
    phase: view.phase === 'clarification' ? 'clarification' : 'play',
    setup: {
      rules: view.rules,
      dealer: view.dealer,
      deal: start,
      compulsorySoloOwed: [...view.compulsorySoloOwed] as unknown as BySeat<boolean>,
      forcedSoloist: view.forcedSoloist
    },
    declarations,
    contract,
    gameType: view.gameType,
    piglets,
    parties,
    announcements: {
      re: { level: view.announcements.re.level, lateReply: view.announcements.re.lateReply },
      kontra: { level: view.announcements.kontra.level, lateReply: view.announcements.kontra.lateReply }
    },
    announcementLog: view.announcementLog.map((e) => ({ ...e })),
    deadlineShift: view.deadlineShift,
    summary: null,
    settlement: null,
    order: orderFor(view.rules, view.gameType, piglets),
    table: ruleTable(view.rules),
    hands: SEAT_LIST.map((s) => hands[s].slice()) as unknown as BySeat<readonly Card[]>,
    leader: view.trick.leader,
    turn: ((view.trick.leader + view.trick.cards.length) & 3) as Seat,
    trick: view.trick.cards.slice(),
    tricks: view.tricks.map((t) => ({ leader: t.leader, cards: t.cards.slice(), winner: t.winner, points: t.points }))
  }
}

/**
 * A fast game for a view and a deal of its hidden cards ({@link stateFromView} then
 * {@link FastGame.fromGame}); null outside card play.
 *
 * @example
 * ```ts
 * const fast = fastGameFromView(view, deal.hands)
 * while (fast !== null && !fast.isFinished()) fast.play(fast.randomLegalCard(rng.nextInt))
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const fastGameFromView = (view: PlayerView, hands: BySeat<readonly Card[]>): FastGame | null => {
  // The parts straight into the fast game: no state (and nothing to freeze) on the hot path.
  const parts = partsFromView(view, hands)
  return parts === null ? null : FastGame.fromState(parts)
}
