/**
 * Reading what the formatters are given (an error or a settlement that came over the wire, a
 * table's names) the way the library reads outside input: one bounded copy into plain data,
 * each property read once, then every field checked before a phrase sees it. Unlike the
 * decoders' `toPlain`, which refuses a value as a whole, the copy keeps what it can read and
 * leaves out the rest (a throwing getter, a Proxy's trap, a cycle, what lies deeper or further
 * than the bounds), so a phrase can still say what is readable: a 10,000-deep `cause` chain is
 * phrased to some depth, a million problem lines as their first twenty and a count.
 *
 * @internal
 * @module
 */
import { clip } from '../input/plain.js'
import type { ErrorCode } from '../errors.js'

/** Plain data as {@link readData} copies it; what could not be read is `undefined`. */
export type Data = string | number | boolean | null | undefined | readonly Data[] | { readonly [key: string]: Data }

/** The bounds of one copy: its depth, its values, the items of an array read, a string's length. */
const MAX_DEPTH = 40
const MAX_VALUES = 5_000
const MAX_ITEMS = 64
const MAX_CHARS = 4_000

/** The length an array had before {@link readData} cut it to its first items. */
const LENGTHS = new WeakMap<readonly Data[], number>()

/** The length of an array as given (an array cut by the copy knows its original length). */
export const lengthOf = (a: readonly Data[]): number => LENGTHS.get(a) ?? a.length

/**
 * A bounded copy of any value as plain data: strings (cut to 4,000 characters), numbers,
 * booleans, null, dense arrays (their first 64 items; {@link lengthOf} keeps the length) and
 * objects with `Object.prototype` or no prototype (their first 64 keys). Each property is read
 * once; whatever throws, is cyclic, is no plain data (functions, symbols, class instances) or lies
 * past 40 levels or 5,000 values is left out as `undefined`. Never throws.
 */
export const readData = (u: unknown): Data => {
  let values = 0
  const stack = new Set<object>()
  const copy = (v: unknown, depth: number): Data => {
    if (++values > MAX_VALUES) return undefined
    switch (typeof v) {
      case 'string':
        return v.length > MAX_CHARS ? clip(v, MAX_CHARS) : v
      case 'number':
      case 'boolean':
        return v
      case 'object':
        break
      default:
        return undefined
    }
    if (v === null) return null
    if (depth >= MAX_DEPTH || stack.has(v)) return undefined
    stack.add(v)
    try {
      if (Array.isArray(v)) {
        const length: unknown = v.length
        if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) return undefined
        const out: Data[] = []
        for (let i = 0; i < Math.min(length, MAX_ITEMS); i++) out.push(read(v, i, depth))
        if (length > out.length) LENGTHS.set(out, length)
        return out
      }
      const proto: unknown = Object.getPrototypeOf(v)
      if (proto !== Object.prototype && proto !== null) return undefined
      const out: Record<string, Data> = {}
      for (const key of Object.keys(v).slice(0, MAX_ITEMS)) {
        // An own data property, whatever the key (`__proto__` sets no prototype).
        Object.defineProperty(out, key, { value: read(v, key, depth), enumerable: true, writable: true, configurable: true })
      }
      return out
    } catch {
      return undefined
    } finally {
      stack.delete(v)
    }
  }
  /** One property, read once; a throwing read is left out. */
  const read = (o: object, key: string | number, depth: number): Data => {
    let x: unknown
    try {
      x = (o as Record<string | number, unknown>)[key]
    } catch {
      return undefined
    }
    return copy(x, depth + 1)
  }
  return copy(u, 0)
}

/** Whether copied data is an object (not an array, not null). */
export const isRecord = (d: Data): d is { readonly [key: string]: Data } => typeof d === 'object' && d !== null && !Array.isArray(d)

/** A field of a record, only if it is the record's own. */
export const field = (d: Data, key: string): Data => (isRecord(d) && Object.hasOwn(d, key) ? d[key] : undefined)

/** What a field check gives for a value that does not fit. */
const BAD: unique symbol = Symbol('bad')

/** A check of one field: the value to hand to a phrase, or {@link BAD}. */
type Check = (d: Data) => unknown

/** The longest text field handed to a phrase (a path, a problem, a name). */
const MAX_FIELD_CHARS = 240

/** The most list items handed to a phrase; further items are counted in a last `… and N more`. */
const MAX_LIST = 20

const isSeat = (d: Data): boolean => d === 0 || d === 1 || d === 2 || d === 3
const isCardId = (d: Data): boolean => typeof d === 'number' && Number.isInteger(d) && d >= 0 && d < 48
const isCount = (d: Data): boolean => typeof d === 'number' && Number.isSafeInteger(d) && d >= 0

const seat: Check = (d) => (isSeat(d) ? d : BAD)
const seatOrNull: Check = (d) => (d === null || isSeat(d) ? d : BAD)
const cardId: Check = (d) => (isCardId(d) ? d : BAD)
const cardOrNull: Check = (d) => (d === null || isCardId(d) ? d : BAD)
const cards: Check = (d) => (Array.isArray(d) && lengthOf(d) === d.length && d.every(isCardId) ? d : BAD)
const text: Check = (d) => (typeof d === 'string' ? clip(d, MAX_FIELD_CHARS) : BAD)
/** A problem found, in English (the engine's own sentence, which may list several): kept whole up to 4,000 characters. */
const long: Check = (d) => (typeof d === 'string' ? d : BAD)
const textOrNull: Check = (d) => (d === null ? null : text(d))
const count: Check = (d) => (isCount(d) ? d : BAD)
const gameIndex: Check = (d) => (d === null || (typeof d === 'number' && Number.isSafeInteger(d) && d >= -1) ? d : BAD)
const bool: Check = (d) => (typeof d === 'boolean' ? d : BAD)
const oneOf =
  (...values: readonly string[]): Check =>
  (d) =>
    typeof d === 'string' && values.includes(d) ? d : BAD
/** A list of texts: the first twenty, each cut to 240 characters, then `… and N more`. */
const texts: Check = (d) => {
  if (!Array.isArray(d) || !d.every((x) => typeof x === 'string')) return BAD
  const out = (d as readonly string[]).slice(0, MAX_LIST).map((x) => clip(x, MAX_FIELD_CHARS))
  const more = lengthOf(d) - out.length
  return more > 0 ? [...out, `… and ${more} more`] : out
}
/**
 * A nested error (or null where the code allows none): handed on as read, for its own phrase one
 * level deeper; one that could not be read (a cycle, too deep) is phrased there as an unknown error.
 */
const nested: Check = (d) => d
const optional =
  (check: Check): Check =>
  (d) =>
    d === undefined ? undefined : check(d)
const record =
  (shape: Shape): Check =>
  (d) => {
    const r = checked(shape, d)
    return r === undefined ? BAD : r
  }
const outcome: Check = (d) => (d === null ? null : record({ kind: text })(d))

/** The fields of one code's details and the check of each. */
type Shape = Readonly<Record<string, Check>>

const problems: Shape = { problems: texts }
const problem: Shape = { problem: long }
const bySeat: Shape = { seat }
const arena: Shape = { bot: text, seed: text, rotation: count, seat: seatOrNull }
const action = record({ type: text, seat })

/**
 * The details of every error code, field by field, as the phrases read them: a new code without
 * its shape does not compile.
 */
const SHAPES: { readonly [C in ErrorCode]: Shape } = {
  'input/malformed-action': problems,
  'input/malformed-game': { problem: long, index: optional(count), cause: optional(nested) },
  'input/malformed-rules': problems,
  'input/invalid-seat': { given: text },
  'input/invalid-date': { given: text },
  'input/inconsistent-rules': problems,
  'setup/bad-deal': problem,
  'setup/bad-options': problem,
  'phase/wrong-phase': { phase: text, action: text },
  'phase/game-finished': { redeal: bool },
  'phase/not-finished': { phase: text },
  'phase/redealt': { reason: text },
  'turn/not-your-turn': { seat, turn: seat },
  'declare/not-offered': { seat, reservation: text, solo: textOrNull },
  'declare/hochzeit-needs-both-club-queens': bySeat,
  'declare/must-declare-solo': bySeat,
  'declare/armut-too-many-trumps': bySeat,
  'declare/no-schmeissen-reason': { seat, reasons: texts },
  'armut/wrong-number-of-cards': { seat, expected: count, given: count },
  'armut/must-pass-all-trumps': bySeat,
  'armut/no-trumps-back': bySeat,
  'play/choose-clarification-first': { hochzeiter: seat },
  'play/genscher-first': { genscher: seat },
  'play/genscher-own-seat': bySeat,
  'play/card-not-in-hand': { seat, card: cardOrNull },
  'play/clarification-not-offered': { seat, trick: text, offered: texts },
  // An error of an earlier version carries no cardIsTrump and playable: it is phrased without them.
  'play/must-follow-suit': {
    seat,
    card: cardId,
    led: cardId,
    required: oneOf('trump', 'clubs', 'spades', 'hearts', 'diamonds'),
    cardIsTrump: optional(bool),
    playable: optional(cards)
  },
  'announce/wrong-party': { seat, party: oneOf('re', 'kontra'), announcement: text },
  'announce/already-made': { seat, announcement: text },
  'announce/too-late': { seat, announcement: text, cardsInHand: count, cardsNeeded: count },
  'announce/before-clarification': bySeat,
  'announce/absage-after-late-reply': { seat, announcement: text },
  // An error of an earlier version carries only its English problem.
  'summary/invalid': {
    problem: long,
    reason: optional(oneOf('shape', 'parties', 'points', 'tricks', 'pointsWithoutTricks', 'soloExtraPoints')),
    fields: optional(texts),
    tricks: optional(count)
  },
  'input/malformed-summary': problems,
  'input/malformed-game-record': problems,
  'input/malformed-match-record': problems,
  'notation/unknown-card': { text },
  'notation/too-many-copies': { card: cardId },
  'notation/not-a-string': { type: text },
  'match/invalid-config': problems,
  'match/invalid-players': problem,
  'match/malformed-match': problem,
  'match/over': { gamesPlayed: count },
  'match/malformed-game': problem,
  'match/game-not-over': { phase: text },
  'match/wrong-deal': problem,
  'match/invalid-penalty': problem,
  'match/invalid-deal-options': problem,
  'match/invalid-result': problem,
  'replay/malformed-record': { problems: texts, game: gameIndex },
  'replay/bad-setup': { game: gameIndex, cause: nested },
  'replay/illegal-action': { game: gameIndex, index: count, action, cause: nested },
  'replay/outcome-mismatch': { game: gameIndex, recorded: outcome, replayed: outcome },
  'audit/malformed-input': problem,
  'audit/bad-commitment': { commitment: text, computed: textOrNull },
  'audit/wrong-deal': { game: count },
  'audit/wrong-bot-move': { game: count, index: count, seat, recorded: action, expected: (d) => (d === null ? null : action(d)) },
  'arena/illegal-action': { ...arena, action, cause: nested },
  'arena/bot-threw': { ...arena, thrown: text },
  'arena/bad-setup': { ...arena, cause: nested },
  'arena/stuck': arena,
  'cli/unreadable-file': { path: text, reason: text },
  'cli/invalid-json': { path: text, problem: long },
  'cli/unknown-rules': { name: text, known: texts },
  'cli/no-such-game': { game: count, games: count },
  'cli/unwritable-file': { path: text, reason: text },
  'fast/unsupported-option': { option: text },
  'bots/malformed-view': problem,
  'bots/bad-options': problem
}

/** The checked fields of a record (only the shape's, each checked), or undefined when one does not fit. */
const checked = (shape: Shape, d: Data): Readonly<Record<string, unknown>> | undefined => {
  if (!isRecord(d)) return undefined
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    const value = (shape[key] as Check)(field(d, key))
    if (value === BAD) return undefined
    if (value !== undefined) out[key] = value
  }
  return out
}

/**
 * The details of an error of `code` as its phrase may read them: every field the code declares,
 * checked (seats 0..3, card ids, texts cut to 240 characters (a problem to 4,000), lists of texts cut to twenty
 * items); undefined for a code without a shape or details that do not fit it.
 */
export const detailsFor = (code: string, details: Data): Readonly<Record<string, unknown>> | undefined =>
  Object.hasOwn(SHAPES, code) ? checked(SHAPES[code as ErrorCode], details) : undefined
