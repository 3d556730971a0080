/**
 * The heuristic bot: plays from its view alone by the tips of the reference texts (the TSR
 * guide's "Basic Doppelkopf strategy").
 *
 * - Reservations: a solo when the hand clears its bar (see `soloMargin`: a Farb- or Trumpfsolo
 *   with ten trumps, four of them Dullen or queens, and aces for the plain cards; a Damensolo
 *   with five queens and four aces; a Fleischloser with six aces or long suits headed by aces;
 *   ...), Schmeißen when it may, Armut with at most three trumps, a Hochzeit with both ♣Q,
 *   otherwise healthy; a forced (vorgeführt) seat picks its best solo.
 * - Armut: passes the trumps and its weakest other cards, accepts with a strong trump hand,
 *   returns low plain cards (keeping trumps where it may), emptying suits where it can.
 * - Announcements: Re or Kontra with a strong hand (high trumps, short-suit aces), an Absage
 *   only with an overwhelming hand or when the points already won make it safe.
 * - Card play: every legal card gets an estimate of what it brings: the chance that its party
 *   wins the trick (from the cards still out, the voids shown and who is known to be on which
 *   side), times the trick's points, less what the card is worth kept for later; the fox and the
 *   Karlchen count their extra points. From that follow the tips: load aces and tens on a trick
 *   the partner holds safely, play low on a lost trick, ruff with a card that holds, keep the fox
 *   away from tricks the opponents can take, keep the Karlchen for the last trick. Leads add the
 *   tips for the opening: cash a short-suit ace the first time its suit goes round, Re (and a
 *   soloist) lead trumps, Kontra leads plain suits.
 *
 * Deterministic: the seed is not used; the same view gives the same action.
 *
 * @module
 */
import { type Card, DULLEN, cardPoints, isClubJack, isClubQueen, isDulle, isFox, maskHi, maskLo, popcount, rankIndex, suitIndex, withHi, withLo } from '../cards/card.js'
import type { Action, ArmutPassAction, ArmutReturnAction, DeclareAction, GenscherAction } from '../game/actions.js'
import type { Announcement } from '../game/announcements.js'
import { type CardOrder, TRUMP, beats, isTrump, orderFor, pigletsInPlay } from '../game/order.js'
import { trickClarifies } from '../game/hochzeit.js'
import type { RuleSet, SoloType } from '../rules/ruleSet.js'
import { type Party, type Seat, nextSeat } from '../seat.js'
import type { PlayerView } from '../views/playerView.js'
import type { Bot } from './bot.js'
import { type Knowledge, chanceOfAny, isVoid, knowledgeOf, laterSeats, mayHold, poolFor, voidChance } from './knowledge.js'
import { ruleTable } from '../rules/table.js'
import { soloIsCompulsory } from '../game/reservations.js'

// ---------------------------------------------------------------------------------------------
// Weights (card points unless said otherwise)
// ---------------------------------------------------------------------------------------------

/** @internal The weights of the heuristic (card points unless said otherwise). */
export interface HeuristicWeights {
  /** A fox, a Karlchen or a Doppelkopf as an extra point, in card points. */
  readonly extraPoint: number
  /** What a trump is worth kept at least (it can still ruff). */
  readonly trumpBase: number
  /** What a trump that no card out can beat is worth kept, on top of `trumpBase`. */
  readonly trumpTop: number
  /** Over how many higher trumps out the worth of a trump falls to the base. */
  readonly trumpHorizon: number
  /** What a plain card that no card out beats is worth kept, by how often its suit was led (0, 1, 2+). */
  readonly plainTop: readonly number[]
  /** What keeping the Karlchen is worth while it can still win the last trick. */
  readonly karlchenKeep: number
  /** How much less a fox is worth kept than its trump rank says: it is a liability to hold. */
  readonly foxRelief: number
  /** How often a partner still to play rescues a trick the opponents hold (per chance to beat). */
  readonly rescue: number
  /** Lead bonus: Re (or the soloist, twice) leads trumps. */
  readonly reTrumpLead: number
  /** Lead bonus: Kontra leads plain suits. */
  readonly kontraPlainLead: number
  /** Lead bonus: a plain card no card out beats, the first time its suit is led. */
  readonly firstRoundTop: number
  /** Lead bonus: the same, from a suit of at most two cards in hand. */
  readonly shortSuitTop: number
  /** Lead bonus: a plain suit the (known) partner is void in, while no opponent is known void. */
  readonly partnerRuffs: number
  /** Hand strength (see `handStrength`) from which Re is announced. */
  readonly announceRe: number
  /** Hand strength from which Kontra is announced. */
  readonly announceKontra: number
  /** Hand strength from which "keine 90" follows a party's Re or Kontra. */
  readonly announceNo90: number
}

/** @internal The weights of {@link heuristicBot}. */
export const HEURISTIC_WEIGHTS: HeuristicWeights = {
  extraPoint: 16,
  trumpBase: 3,
  trumpTop: 18,
  trumpHorizon: 8,
  plainTop: [4, 2, 1],
  karlchenKeep: 12,
  foxRelief: 6,
  rescue: 0.7,
  reTrumpLead: 6,
  kontraPlainLead: 6,
  firstRoundTop: 12,
  shortSuitTop: 4,
  partnerRuffs: 5,
  announceRe: 16,
  announceKontra: 18,
  announceNo90: 23
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------


const countWhere = <T>(xs: readonly T[], f: (x: T) => boolean): number => {
  let n = 0
  for (const x of xs) if (f(x)) n++
  return n
}

/** The legal action with the highest score (the first of equals). */
const best = <A extends Action>(actions: readonly A[], score: (a: A) => number): A => {
  let top = actions[0] as A
  let topScore = -Infinity
  for (const a of actions) {
    const s = score(a)
    if (s > topScore) {
      top = a
      topScore = s
    }
  }
  return top
}

/** Distinct trump strengths of an order, high to low. */
const trumpStrengths = (order: CardOrder): readonly number[] => {
  const out: number[] = []
  for (let c = 0; c < 48; c += 2) if (isTrump(order, c)) out.push(order.strength[c] as number)
  return out.sort((a, b) => b - a)
}

// ---------------------------------------------------------------------------------------------
// Reservations
// ---------------------------------------------------------------------------------------------

const ACE = 0
const TEN = 1
const KING = 2
const QUEEN = 3
const JACK = 4

/**
 * How far a hand clears the bar for a solo (>= 0: declare it), counting its trumps and its
 * plain cards of the top rank of their suit (the aces, or what leads the suit in that solo). The
 * bars were measured with this bot's own play (a solo below them loses more often than not):
 * - the solos with the normal game's trumps (the Farb- and Trumpfsoli) and Köhler: trumps, plus
 *   half the Dullen and queens (the top third of the trumps), less two for each plain card
 *   that is not an ace, at least 11.5 when the soloist leads the first trick (12.5 when not),
 *   with three of the top third (ten trumps with four of them and no plain loser);
 * - eight trumps (queens, jacks, kings: a Damensolo with five queens needs four aces): trumps
 *   and plain aces at least nine; the Asssolo and Zehnersolo, whose trumps carry the points:
 *   seven; the reine Farbsoli (twelve trumps): nine; sixteen trumps: eleven; each with a copy of
 *   the highest trump (except the eight-trump court solos);
 * - the Fleischloser: six aces, one fewer for each long suit (five cards or more headed by
 *   both aces and a ten).
 *
 * @internal
 */
export const soloMargin = (hand: readonly Card[], solo: SoloType, leads: boolean, rules: RuleSet): number => {
  // The solo's card order under these rules (without Dullen the ♥10 is a plain heart; the
  // soloist's own ♦A pair are piglets where the rules play them in a solo).
  const order = orderFor(rules, solo, pigletsInPlay(rules, solo, [hand]))
  const n = order.trumpCount
  const plain = hand.filter((c) => !isTrump(order, c))
  const tops = countWhere(plain, (c) => isPlainTop(order, c))
  if (n === 0) return tops + longSuits(plain, order) - 6
  const trumps = hand.filter((c) => isTrump(order, c))
  const t = trumps.length
  const strengths = trumpStrengths(order)
  if (n >= 24) {
    const highBar = strengths[Math.ceil(strengths.length / 3) - 1] as number
    const high = countWhere(trumps, (c) => (order.strength[c] as number) >= highBar)
    const losers = plain.length - tops
    return Math.min(t + high / 2 - 2 * losers - (leads ? 11.5 : 12.5), high - 3)
  }
  const pointTrumps = solo === 'aces' || solo === 'tens'
  const bar = pointTrumps ? 7 : n === 8 ? 9 : n === 12 ? 9 : 11
  const needsTop = pointTrumps || n > 8
  const margin = t + tops - bar
  return needsTop && !trumps.some((c) => order.strength[c] === strengths[0]) ? Math.min(-1, margin) : margin
}

/** Whether a plain card is of the highest rank of its suit in that order. */
const isPlainTop = (order: CardOrder, c: Card): boolean => {
  let topStrength = 0
  for (let x = 0; x < 48; x++) {
    if (order.suitClass[x] === order.suitClass[c]) topStrength = Math.max(topStrength, order.strength[x] as number)
  }
  return order.strength[c] === topStrength
}

/** Suits of five cards or more headed by both aces and a ten (no-trump solos). */
const longSuits = (plain: readonly Card[], order: CardOrder): number => {
  let n = 0
  for (let s = 0; s < 4; s++) {
    const suit = plain.filter((c) => order.suitClass[c] === s)
    if (suit.length >= 5 && countWhere(suit, (c) => rankIndex(c) === ACE) === 2 && suit.some((c) => rankIndex(c) === TEN)) n++
  }
  return n
}

const declarationOf = (a: Action): DeclareAction | null => (a.type === 'declare' ? a : null)

const chooseDeclaration = (view: PlayerView): Action => {
  const declarations = view.legalActions.map(declarationOf).filter((d): d is DeclareAction => d !== null)
  const kind = (k: string): DeclareAction | undefined => declarations.find((d) => d.declaration.kind === k)
  const solos = declarations.filter((d) => d.declaration.kind === 'solo')
  // A solo of this seat is a Pflichtsolo when it owes one or is vorgeführt.
  const compulsory = soloIsCompulsory(view, view.seat)
  const leads = ruleTable(view.rules).soloistLeads(compulsory) || nextSeat(view.dealer) === view.seat
  const margin = (d: DeclareAction): number =>
    d.declaration.kind === 'solo' ? soloMargin(view.hand, d.declaration.solo, leads, view.rules) : -Infinity
  const healthy = kind('healthy')
  if (solos.length > 0) {
    const top = best(solos, margin)
    if (healthy === undefined || margin(top) >= 0) return top
  }
  return kind('schmeissen') ?? kind('armut') ?? kind('hochzeit') ?? healthy ?? (view.legalActions[0] as Action)
}

// ---------------------------------------------------------------------------------------------
// Armut
// ---------------------------------------------------------------------------------------------

/** What a card is worth kept in a normal game's hand before play (for passing and returning), in the table's normal order. */
const handWorth = (normal: CardOrder, c: Card): number => {
  if (isTrump(normal, c)) return 20 + (normal.strength[c] as number) / 10
  const r = rankIndex(c)
  return r === ACE ? 8 : r === TEN ? 3 : r === KING ? 1 : 0
}

/** Of several card sets, the one that keeps the most: least worth given away, suits emptied. */
const cheapestSet = <A extends ArmutPassAction | ArmutReturnAction>(normal: CardOrder, actions: readonly A[], hand: readonly Card[]): A =>
  best(actions, (a) => {
    let worth = 0
    for (const c of a.cards) worth += handWorth(normal, c)
    let emptied = 0
    for (let s = 0; s < 4; s++) {
      const inSuit = hand.filter((c) => !isTrump(normal, c) && suitIndex(c) === s)
      if (inSuit.length > 0 && inSuit.every((c) => a.cards.includes(c))) emptied++
    }
    return -worth + 2 * emptied
  })

/** Whether a hand is strong enough in trumps to take an Armut: seven trumps with three Dullen or queens, or eight. */
const takesArmut = (normal: CardOrder, hand: readonly Card[]): boolean => {
  const trumps = hand.filter((c) => isTrump(normal, c))
  const high = countWhere(trumps, (c) => isDulle(c) || rankIndex(c) === QUEEN)
  return trumps.length >= 8 || (trumps.length >= 7 && high >= 3)
}

const chooseArmut = (view: PlayerView): Action => {
  const legal = view.legalActions
  // The table's normal order: without Dullen (RULES 11.2) the ♥10 is a plain heart.
  const normal = orderFor(view.rules, 'normal')
  const passes = legal.filter((a): a is ArmutPassAction => a.type === 'armutPass')
  if (passes.length > 0) return cheapestSet(normal, passes, view.hand)
  const returns = legal.filter((a): a is ArmutReturnAction => a.type === 'armutReturn')
  if (returns.length > 0) return cheapestSet(normal, returns, view.hand)
  const accept = takesArmut(normal, view.hand)
  return legal.find((a) => a.type === 'armutAnswer' && a.accept === accept) ?? (legal[0] as Action)
}

// ---------------------------------------------------------------------------------------------
// Announcements
// ---------------------------------------------------------------------------------------------

/** Worth of a trump of the normal game's order for an announcement: Dullen (and piglets above them), queens, jacks, diamonds. */
const trumpWorth = (order: CardOrder, c: Card): number => {
  const above = (order.strength[c] as number) - (order.strength[DULLE] as number)
  if (above > 0) return 3.5
  if (above === 0 || isClubQueen(c)) return 3
  const r = rankIndex(c)
  if (r === QUEEN) return suitIndex(c) === 1 ? 2.5 : 2
  if (r === JACK) return suitIndex(c) <= 1 ? 1.5 : 1.25
  return 1
}

const DULLE = DULLEN[0]

/**
 * The strength of a hand in a game with the normal game's trumps (for announcing): the worth
 * of each trump, two for a plain ace in a suit of at most three cards (one in a longer one, one
 * more for the second ace), and one for each void plain suit when the hand holds six trumps or
 * more.
 *
 * @internal
 */
export const handStrength = (hand: readonly Card[], order: CardOrder): number => {
  let s = 0
  let trumps = 0
  for (const c of hand) {
    if (isTrump(order, c)) {
      s += trumpWorth(order, c)
      trumps++
    }
  }
  for (let suit = 0; suit < 3; suit++) {
    const inSuit = hand.filter((c) => order.suitClass[c] === suit)
    const aces = countWhere(inSuit, (c) => rankIndex(c) === ACE)
    if (aces > 0) s += (inSuit.length <= 3 ? 2 : 1) + (aces - 1)
    if (inSuit.length === 0 && trumps >= 6) s += 1
  }
  return s
}

/** Whether this seat plays a game with the normal game's card order on a side of two. */
const normalSide = (view: PlayerView): boolean => {
  const c = view.contract
  return c !== null && (c.kind === 'normal' || c.kind === 'armut' || c.kind === 'hochzeit')
}

/**
 * An announcement of this seat's party, or null: Re or Kontra (and "keine 90") once the points
 * won make them certain; otherwise Re or Kontra while allowed, with a strong hand
 * (`handStrength` of the cards still held; a soloist: before the first trick, a solo that clears
 * its bar by two), and "keine 90" before the first trick with an overwhelming hand.
 */
const chooseAnnouncement = (w: HeuristicWeights, view: PlayerView, k: Knowledge, party: Party): Action | null => {
  if (view.announcements === null) return null
  const level = view.announcements[party].level
  const announce = (a: Announcement): Action | null =>
    view.legalActions.find((x) => x.type === 'announce' && x.seat === view.seat && x.announcement === a) ?? null
  const won = party === 're' ? k.points.re : k.points.kontra
  if (level === 0 && won >= (party === 're' ? 121 : 120)) return announce(party)
  if (level === 1 && won >= 151) return announce('no90')
  const c = view.contract
  let strength: number
  if (c !== null && c.kind === 'solo') {
    if (c.soloist !== view.seat || k.tricksPlayed > 0) return null
    strength = soloMargin(view.hand, c.solo, view.trick?.leader === view.seat, view.rules) >= 2 ? w.announceRe : 0
  } else if (normalSide(view)) strength = handStrength(view.hand, k.order)
  else return null
  if (level === 0) return strength >= (party === 're' ? w.announceRe : w.announceKontra) ? announce(party) : null
  return level === 1 && strength >= w.announceNo90 && k.tricksPlayed === 0 ? announce('no90') : null
}

// ---------------------------------------------------------------------------------------------
// Card play
// ---------------------------------------------------------------------------------------------

/** What a decision about one card needs to know. */
interface Table {
  readonly w: HeuristicWeights
  readonly view: PlayerView
  readonly k: Knowledge
  readonly order: CardOrder
  readonly me: Seat
  /** The cards of the current trick, its leader and the seat whose card wins it so far. */
  readonly trick: readonly Card[]
  readonly leader: Seat
  readonly winnerIndex: number
  /** The seats still to play after this seat. */
  readonly later: readonly Seat[]
  /** Per seat: the chance that it is on this seat's side (1 for itself). */
  readonly ally: readonly number[]
  /** Card points in the trick so far. */
  readonly trickPoints: number
  /** Whether the fox, the Karlchen and the Doppelkopf count as extra points in this game. */
  readonly foxCounts: boolean
  readonly karlchenCounts: boolean
  readonly doppelkopfCounts: boolean
  /** Whether this is the last trick. */
  readonly lastTrick: boolean
  /** The cards that beat each card in this order ({@link beaterMasks}). */
  readonly beaters: Readonly<Int32Array>
  /** What the seats still to play may hold ({@link holdingMasks}). */
  readonly holding: Readonly<Int32Array>
  /** The stronger cards of each card's class ({@link strongerMasks}) and the unseen cards ({@link unseenMasks}). */
  readonly stronger: Readonly<Int32Array>
  readonly unseen: Readonly<Int32Array>
}

/** Whether the game is scored as a solo as far as this seat knows (no fox, no Karlchen). */
const soloScored = (view: PlayerView): boolean => {
  const c = view.contract
  return c !== null && (c.kind === 'solo' || c.kind === 'silentWedding' || (c.kind === 'hochzeit' && c.partner === null && c.klaerungsstich !== null))
}

/**
 * Per seat, the chance that it is on this seat's side in the current trick. During a Hochzeit's
 * clarification, in a trick that may clarify it, whoever wins takes the points to the
 * Hochzeiter's side: for the Hochzeiter every seat counts as a partner, for the others the
 * Hochzeiter does and the other two do not.
 */
const sides = (view: PlayerView, k: Knowledge, led: Card | undefined): number[] => {
  const me = view.seat
  const c = view.contract
  const out = [0, 0, 0, 0]
  if (c !== null && c.kind === 'hochzeit' && c.partner === null && c.klaerungsstich === null) {
    const qualifies = c.clarifiedBy === 'any' || (led !== undefined && trickClarifies(c.clarifiedBy, k.order.suitClass[led] as number))
    for (let s = 0; s < 4; s++) {
      out[s] = s === me ? 1 : !qualifies ? 1 / 3 : me === c.hochzeiter ? 1 : s === c.hochzeiter ? 1 : 0
    }
    return out
  }
  const mine = k.parties[me]
  if (mine === null) return out.map((_, s) => (s === me ? 1 : 1 / 3))
  const soloist = c !== null && c.kind === 'solo' ? c.soloist : c !== null && c.kind === 'silentWedding' ? c.player : null
  const team = soloist === null ? 2 : mine === 're' ? 1 : 3
  let knownAllies = 0
  let unknown = 0
  for (let s = 0; s < 4; s++) {
    const p = k.parties[s]
    if (p === null) unknown++
    else if (p === mine) knownAllies++
  }
  const share = unknown === 0 ? 0 : Math.max(0, Math.min(1, (team - knownAllies) / unknown))
  for (let s = 0; s < 4; s++) {
    const p = k.parties[s]
    out[s] = s === me ? 1 : p === null ? share : p === mine ? 1 : 0
  }
  return out
}

/** Adds card `c` to the pair of bit sets at `out[at]` (cards 0..23) and `out[at + 1]` (24..47). */
const addToMasks = (out: Int32Array, at: number, c: Card): void => {
  out[at] = withLo(out[at] as number, c)
  out[at + 1] = withHi(out[at + 1] as number, c)
}

/** A table made once per card order (the orders are shared tables) and kept in `cache`. */
const perOrder = (cache: WeakMap<CardOrder, Int32Array>, order: CardOrder, make: (order: CardOrder) => Int32Array): Int32Array => {
  const known = cache.get(order)
  if (known !== undefined) return known
  const made = make(order)
  cache.set(order, made)
  return made
}

/**
 * Per card order, the cards that beat each card (`beats`, played after it) as bit sets: for card
 * `top`, cards 0..23 at `4 top`, 24..47 at `4 top + 1`, and the same with the second Dulle winning
 * at `4 top + 2` and `4 top + 3`. Made from `beats` once per card order.
 */
const beaterMasks = (order: CardOrder): Int32Array =>
  perOrder(BEATERS, order, (o) => {
    const out = new Int32Array(4 * 48)
    for (let top = 0; top < 48; top++) {
      for (let c = 0; c < 48; c++) {
        if (beats(o, c, top, false)) addToMasks(out, 4 * top, c)
        if (beats(o, c, top, true)) addToMasks(out, 4 * top + 2, c)
      }
    }
    return out
  })
const BEATERS = new WeakMap<CardOrder, Int32Array>()

/**
 * What the seats still to play may hold, as bit sets, read from the knowledge once per decision:
 * per seat `s`, the unseen cards it may hold (`mayHold`) at `4 s` (cards 0..23) and `4 s + 1`
 * (24..47), and those of them known to sit in its hand at `4 s + 2` and `4 s + 3`.
 */
const holdingMasks = (k: Knowledge, later: readonly Seat[]): Int32Array => {
  const out = new Int32Array(16)
  for (const s of later) {
    for (const c of k.unseen) {
      if (!mayHold(k, s, c)) continue
      addToMasks(out, 4 * s, c)
      if (k.holder[c] === s) addToMasks(out, 4 * s + 2, c)
    }
  }
  return out
}

/** The chance that `seat`, still to play, holds a card that beats `top` in a trick led with class `led`. */
const chanceToBeat = (t: Table, seat: Seat, top: Card, led: number): number => {
  const { k, order } = t
  // The unseen cards that beat `top` and that the seat may hold; of them, those known to be there.
  const b = 4 * top + (k.secondDulleWins ? 2 : 0)
  const lo = (t.beaters[b] as number) & (t.holding[4 * seat] as number)
  const hi = (t.beaters[b + 1] as number) & (t.holding[4 * seat + 1] as number)
  const heldLo = lo & (t.holding[4 * seat + 2] as number)
  const heldHi = hi & (t.holding[4 * seat + 3] as number)
  const ledLo = order.classMaskLo[led] as number
  const ledHi = order.classMaskHi[led] as number
  // A known card beats when it follows suit, or when the seat is void in the led class.
  if (isVoid(k, seat, led) ? (heldLo | heldHi) !== 0 : ((heldLo & ledLo) | (heldHi & ledHi)) !== 0) return 1
  const looseLo = lo & ~heldLo
  const looseHi = hi & ~heldHi
  const sameHigher = popcount(looseLo & ledLo) + popcount(looseHi & ledHi)
  if (led === TRUMP) return chanceOfAny(k, seat, sameHigher, poolFor(k, TRUMP))
  const trumpHigher = popcount(looseLo & (order.classMaskLo[TRUMP] as number)) + popcount(looseHi & (order.classMaskHi[TRUMP] as number))
  const follow = sameHigher === 0 ? 0 : chanceOfAny(k, seat, sameHigher, poolFor(k, led))
  const ruff = trumpHigher === 0 ? 0 : voidChance(k, seat, led) * chanceOfAny(k, seat, trumpHigher, poolFor(k, TRUMP))
  return Math.min(1, follow + ruff)
}

/** The chance that this seat's side wins the trick when it plays `c`. */
const winChance = (t: Table, c: Card): { readonly win: number; readonly top: Card; readonly owner: Seat } => {
  const { order, k, trick } = t
  const led = trick.length === 0 ? (order.suitClass[c] as number) : (order.suitClass[trick[0] as Card] as number)
  const current = trick[t.winnerIndex]
  const mineTop = current === undefined || beats(order, c, current, k.secondDulleWins)
  const top = mineTop ? c : (current as Card)
  const owner = mineTop ? t.me : (((t.leader + t.winnerIndex) & 3) as Seat)
  const pOwner = t.ally[owner] as number
  // Seat by seat: an opponent may take the trick from this side, a partner may take it back.
  let win = pOwner
  for (const s of t.later) {
    const beat = chanceToBeat(t, s, top, led)
    const a = t.ally[s] as number
    win = a * (win + (1 - win) * beat * t.w.rescue) + (1 - a) * win * (1 - beat)
  }
  return { win, top, owner }
}

/**
 * Per card order, the cards of each card's class that are stronger, as bit sets: for card `c`,
 * cards 0..23 at `2 c`, 24..47 at `2 c + 1`. Made once per card order.
 */
const strongerMasks = (order: CardOrder): Int32Array =>
  perOrder(STRONGER, order, (o) => {
    const out = new Int32Array(2 * 48)
    for (let c = 0; c < 48; c++) {
      for (let x = 0; x < 48; x++) {
        if (o.suitClass[x] === o.suitClass[c] && (o.strength[x] as number) > (o.strength[c] as number)) addToMasks(out, 2 * c, x)
      }
    }
    return out
  })
const STRONGER = new WeakMap<CardOrder, Int32Array>()

/** The unseen cards as bit sets: cards 0..23 at 0, 24..47 at 1. */
const unseenMasks = (k: Knowledge): Int32Array => Int32Array.of(maskLo(k.unseen), maskHi(k.unseen))

/** How many unseen cards beat `c` (played before them), wherever they are. */
const unseenAbove = (t: Table, c: Card): number =>
  popcount((t.stronger[2 * c] as number) & (t.unseen[0] as number)) + popcount((t.stronger[2 * c + 1] as number) & (t.unseen[1] as number))

/** What a card is worth kept for the tricks to come. */
const keepWorth = (t: Table, c: Card): number => {
  const { k, order, w } = t
  if (t.lastTrick) return 0
  const above = unseenAbove(t, c)
  if (order.suitClass[c] === TRUMP) {
    let worth = w.trumpBase + w.trumpTop * Math.max(0, 1 - above / w.trumpHorizon)
    if (t.foxCounts && isFox(c) && above > 0) worth -= w.foxRelief
    // The Karlchen is worth keeping while the higher trumps out can still be drawn before the last trick.
    if (t.karlchenCounts && isClubJack(c) && above <= 3 * (t.view.hand.length - 1)) worth += w.karlchenKeep
    return worth
  }
  if (above > 0) return 0
  const led = k.leads[order.suitClass[c] as number] as number
  return w.plainTop[Math.min(led, w.plainTop.length - 1)] as number
}

/** The estimated worth of playing `c` now: the trick's points won or lost, less the card's worth kept, plus extra points. */
const playWorth = (t: Table, c: Card): number => {
  const { w } = t
  const { win, owner } = winChance(t, c)
  const complete = t.later.length === 0
  const points = t.trickPoints + cardPoints(c)
  let worth = (2 * win - 1) * points - keepWorth(t, c)
  if (t.foxCounts) {
    // A fox is an extra point for the side that wins the trick when it came from the other side.
    const fox = (x: Card, from: number): void => {
      if (isFox(x)) worth += w.extraPoint * (win * (1 - from) - (1 - win) * from)
    }
    t.trick.forEach((x, i) => fox(x, t.ally[(t.leader + i) & 3] as number))
    fox(c, 1)
  }
  if (t.doppelkopfCounts && complete && points >= 40) worth += w.extraPoint * (2 * win - 1)
  if (t.karlchenCounts && t.lastTrick && isClubJack(c) && owner === t.me) worth += w.extraPoint * win
  return worth
}

/** Extra worth of a card as a lead, by the tips for the opening. */
const leadBonus = (t: Table, c: Card, party: Party | null): number => {
  const { k, order, view, w } = t
  const cls = order.suitClass[c] as number
  const trumpsOut = k.unseen.some((x) => order.suitClass[x] === TRUMP)
  const soloist = view.contract !== null && view.contract.kind === 'solo' && view.contract.soloist === view.seat
  if (cls === TRUMP) {
    if (party === 're' && trumpsOut) {
      // Draw trumps: a soloist with the upper hand first, otherwise after the short aces.
      return soloist ? 2 * w.reTrumpLead : w.reTrumpLead
    }
    return 0
  }
  let bonus = party === 'kontra' ? w.kontraPlainLead : 0
  if (unseenAbove(t, c) === 0 && (k.leads[cls] as number) === 0) {
    bonus += w.firstRoundTop
    if (countWhere(view.hand, (x) => order.suitClass[x] === cls) <= 2) bonus += w.shortSuitTop
  }
  let partnerVoid = false
  let opponentVoid = false
  for (let s = 0 as Seat; s < 4; s = (s + 1) as Seat) {
    if (s === t.me) continue
    const a = t.ally[s] as number
    if (a === 1 && isVoid(k, s, cls) && !isVoid(k, s, TRUMP)) partnerVoid = true
    if (a === 0 && isVoid(k, s, cls)) opponentVoid = true
  }
  if (partnerVoid && !opponentVoid) bonus += w.partnerRuffs
  return bonus
}

const choosePlay = (w: HeuristicWeights, view: PlayerView, k: Knowledge): Action => {
  const plays = view.legalActions.filter((a) => a.type === 'play' && a.seat === view.seat)
  if (plays.length === 0) return view.legalActions[0] as Action
  if (plays.length === 1) return plays[0] as Action
  const order = k.order
  const trick = view.trick?.cards ?? []
  const leader = view.trick?.leader ?? view.seat
  let winnerIndex = 0
  for (let i = 1; i < trick.length; i++) if (beats(order, trick[i] as Card, trick[winnerIndex] as Card, k.secondDulleWins)) winnerIndex = i
  const solo = soloScored(view)
  const counts = ruleTable(view.rules).scoring.extraPointCounts
  const later = laterSeats(k, trick.length)
  const t: Table = {
    w,
    view,
    k,
    order,
    me: view.seat,
    trick,
    leader,
    winnerIndex,
    later,
    ally: sides(view, k, trick[0]),
    trickPoints: trick.reduce((s, c) => s + cardPoints(c), 0),
    foxCounts: counts('foxCaught', solo) || counts('foxLastTrick', solo),
    karlchenCounts: counts('karlchen', solo) || counts('karlchenCaught', solo),
    doppelkopfCounts: counts('doppelkopf', solo),
    lastTrick: view.hand.length === 1,
    beaters: beaterMasks(order),
    holding: holdingMasks(k, later),
    stronger: strongerMasks(order),
    unseen: unseenMasks(k)
  }
  const party = k.parties[view.seat]
  return best(plays, (a) => {
    const c = (a as { readonly card: Card }).card
    return playWorth(t, c) + (trick.length === 0 ? leadBonus(t, c, party) : 0)
  })
}

// ---------------------------------------------------------------------------------------------
// The Genscher
// ---------------------------------------------------------------------------------------------

/** How many more card points a new pair must hold already than the current one for a Genscher. */
const GENSCHER_MARGIN = 20

/**
 * The Genscher choice (RULES 11.1): the partner whose tricks so far, with this seat's, hold the
 * most card points, when they hold clearly more ({@link GENSCHER_MARGIN}) than this seat's party
 * as far as it knows it (its known partner, or on average the seats that may be its partner);
 * else keep the parties.
 *
 * @internal
 */
export const genscherChoice = (view: PlayerView, k: Knowledge, choices: readonly GenscherAction[]): GenscherAction => {
  const me = view.seat
  const won = [0, 0, 0, 0]
  for (const t of view.tricks) won[t.winner] = (won[t.winner] as number) + t.points
  const mine = k.parties[me]
  const others = ([0, 1, 2, 3] as const).filter((s) => s !== me)
  const possible = others.filter((s) => mine === null || k.parties[s] === null || k.parties[s] === mine)
  const current = possible.length === 0 ? 0 : possible.reduce((sum: number, s) => sum + (won[s] as number), 0) / possible.length
  const keep = choices.find((a) => a.partner === null) as GenscherAction
  let best: GenscherAction = keep
  let bestPoints = current + GENSCHER_MARGIN
  for (const a of choices) {
    if (a.partner === null) continue
    const points = won[a.partner] as number
    if (points >= bestPoints) {
      best = a
      bestPoints = points
    }
  }
  return best
}

// ---------------------------------------------------------------------------------------------
// The bot
// ---------------------------------------------------------------------------------------------

/** @internal A heuristic bot with other weights (for tuning). */
export const heuristicWith =
  (w: HeuristicWeights) =>
  (view: PlayerView, _seed: string): Action => {
    const legal = view.legalActions
    if (legal.length === 1) return legal[0] as Action
    switch (view.phase) {
      case 'reservations':
        return chooseDeclaration(view)
      case 'armut':
        return chooseArmut(view)
      case 'clarification':
      case 'play': {
        const choice = legal.find((a) => a.type === 'chooseClarification' && a.trick === 'any')
        if (choice !== undefined) return choice
        const k = knowledgeOf(view)
        const genscher = legal.filter((a): a is GenscherAction => a.type === 'genscher')
        if (genscher.length > 0) return genscherChoice(view, k, genscher)
        const party = k.parties[view.seat]
        const announcement = party === null ? null : chooseAnnouncement(w, view, k, party)
        return announcement ?? choosePlay(w, view, k)
      }
      default:
        return legal[0] as Action
    }
  }

/**
 * The heuristic bot (see the module notes): decides every reservation, Armut step,
 * announcement and card from the seat's view alone, following the reference texts' tips.
 * Deterministic: the same view gives the same action, whatever the seed.
 *
 * @example
 * ```ts
 * const action = heuristicBot.decide(playerView(game, 1), 'seed')
 * ```
 * @category Bots
 * @since 0.1.0
 */
export const heuristicBot: Bot = { name: 'heuristic', decide: heuristicWith(HEURISTIC_WEIGHTS) }
