/**
 * The Partie in progress, kept in `localStorage` so that a reload resumes it: which Partie it is
 * (rules, seeds, daily date) and its games as the library's match record (`matchRecord` of
 * `doppelkopf/records`: every game's deal and actions, the last one possibly running).
 *
 * Reading it back trusts nothing: the envelope's fields are checked one by one, the record is
 * decoded with `decodeMatchRecord` (`doppelkopf/codecs`), and the controller replays every
 * action through the engine. Anything damaged gives a reason instead, and a fresh Partie starts.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { type MatchRecord, decodeMatchRecord } from 'doppelkopf/codecs'
import { formatError } from 'doppelkopf/i18n'
import { L, UI } from './labels.js'
import type { RuleChoice } from './settings.js'

/** The storage key of the Partie: one for the page, one per fixed URL seed (`?seed=`), so a test link never overwrites a Partie. */
export const partieKey = (urlSeed: string | null): string => (urlSeed === null ? 'doppelkopf-web/partie' : `doppelkopf-web/partie?seed=${urlSeed}`)

/** The stored Partie. */
export interface SavedPartie {
  /** The format of this object. */
  readonly format: 'doppelkopf-web/partie'
  /** Its version. */
  readonly version: 1
  /** The rule choice the Partie is played with. */
  readonly choice: RuleChoice
  /** The base seed of its deals (the daily Partie's seed for the daily one). */
  readonly base: string
  /** The daily Partie's date (YYYY-MM-DD), or null. */
  readonly daily: string | null
  /** How many Parties the page has started under this key (a fixed URL seed derives the next one's seed from it). */
  readonly started: number
  /** Its games: every game dealt so far, the last one possibly running. */
  readonly record: MatchRecord
}

/** The longest seed or date the store accepts (a damaged store may hold anything). */
const MAX_TEXT = 200

const isText = (u: unknown): u is string => typeof u === 'string' && u.length > 0 && u.length <= MAX_TEXT

/**
 * Reads the stored Partie: null when there is none, else the Partie or why it cannot be used
 * (in German, for the page's notice).
 */
export const loadPartie = (storage: Pick<Storage, 'getItem'> | null, key: string): E.Either<string, SavedPartie> | null => {
  let text: string | null
  try {
    text = storage?.getItem(key) ?? null
  } catch {
    return null // storage blocked: nothing stored
  }
  if (text === null) return null
  let u: unknown
  try {
    u = JSON.parse(text)
  } catch {
    return E.left(UI.damaged.notJson)
  }
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return E.left(UI.damaged.notObject)
  const o = u as Readonly<Record<string, unknown>>
  if (o['format'] !== 'doppelkopf-web/partie' || o['version'] !== 1) return E.left(UI.damaged.format)
  const choice = o['choice']
  if (choice !== 'standard' && choice !== 'variants') return E.left(UI.damaged.rules)
  const base = o['base']
  const daily = o['daily']
  const started = o['started']
  if (!isText(base)) return E.left(UI.damaged.seed)
  if (daily !== null && !isText(daily)) return E.left(UI.damaged.date)
  if (typeof started !== 'number' || !Number.isSafeInteger(started) || started < 1) return E.left(UI.damaged.started)
  const record = decodeMatchRecord(o['record'])
  if (E.isLeft(record)) return E.left(formatError(L, record.left))
  return E.right({ format: 'doppelkopf-web/partie', version: 1, choice, base, daily, started, record: record.right })
}

/** Stores the Partie; a blocked or full storage only loses the memory, not the game. */
export const savePartie = (storage: Pick<Storage, 'setItem'> | null, key: string, saved: SavedPartie): void => {
  try {
    storage?.setItem(key, JSON.stringify(saved))
  } catch {
    // storage blocked or full: the Partie goes on, a reload starts a new one
  }
}
