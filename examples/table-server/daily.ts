/**
 * The server's daily Partie: where a day starts and ends (midnight in Europe/Berlin), the day's
 * secret and the commitment to it, and the players' names (normalised, and refused when they
 * look like a name someone else has claimed). Pure functions but `newDay` (randomness).
 */
import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { dailyCommitment } from 'doppelkopf/match'
import type { DailyDay } from './store.js'

/** The time zone whose midnight starts a day of the daily Partie. */
export const DAILY_TIME_ZONE = 'Europe/Berlin'

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: DAILY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The daily Partie's day (`YYYY-MM-DD`) at an instant: the calendar date in Europe/Berlin. */
export const dailyDayAt = (ms: number): string => {
  const parts = Object.fromEntries(dayFormat.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
  return `${parts['year']}-${parts['month']}-${parts['day']}`
}

/** The instant (ms) a day of the daily Partie ends: the next midnight in Europe/Berlin (23, 24 or 25 hours after its start). */
export const dailyDayEnd = (day: string): number => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  // Berlin is UTC+1 or UTC+2: its midnight is 22:00 or 23:00 UTC the day before.
  for (const hoursBefore of [2, 1]) {
    const candidate = Date.UTC(y, m - 1, d + 1) - hoursBefore * 3_600_000
    if (dailyDayAt(candidate) !== day && dailyDayAt(candidate - 1) === day) return candidate
  }
  return Date.UTC(y, m - 1, d + 1)
}

/** A fresh day: 32 random bytes as the secret, and its commitment. */
export const newDay = (day: string): DailyDay => {
  const secret = randomBytes(32).toString('base64url')
  const commitment = dailyCommitment(day, secret)
  if (E.isLeft(commitment)) throw new Error(`${commitment.left.code}: ${commitment.left.message}`)
  return { day, secret, commitment: commitment.right }
}

/** The longest player name, in characters (code points) after normalisation. */
export const MAX_NAME_CHARS = 24

/** Characters a name must not hold: controls, format characters (zero-width, bidi), private use, unassigned, surrogates, line and paragraph separators. */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Cs}\p{Zl}\p{Zp}]/u

/**
 * A player's name as the server stores and shows it: Unicode NFC, spaces trimmed and runs of
 * white space made one space, 1 to 24 characters, no control or invisible characters, at least
 * one letter or digit. Anything else is a reason in English.
 */
export const normaliseName = (raw: unknown): E.Either<string, string> => {
  if (typeof raw !== 'string') return E.left('expected a string')
  if (raw.length > 200) return E.left(`at most ${MAX_NAME_CHARS} characters`)
  if (/\p{Cs}/u.test(raw)) return E.left('not valid Unicode (a lone surrogate)')
  const name = raw.normalize('NFC').trim().replace(/\s+/gu, ' ')
  if (name === '') return E.left('a name of spaces is no name')
  if ([...name].length > MAX_NAME_CHARS) return E.left(`at most ${MAX_NAME_CHARS} characters`)
  if (FORBIDDEN.test(name)) return E.left('no control or invisible characters')
  if (nameSkeleton(name) === '') return E.left('at least one letter or digit')
  return E.right(name)
}

/** Look-alikes folded to one letter: Cyrillic and Greek letters that look Latin, digits that look like letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  'а': 'a', 'в': 'b', 'е': 'e', 'ё': 'e', 'к': 'k', 'м': 'm', 'н': 'h', 'о': 'o', 'р': 'p', 'с': 'c', 'т': 't', 'у': 'y', 'х': 'x',
  'і': 'l', 'ї': 'l', 'ј': 'j', 'ѕ': 's', 'ԁ': 'd', 'һ': 'h', 'ԛ': 'q', 'ԝ': 'w', 'ɡ': 'g',
  // Greek
  'α': 'a', 'β': 'b', 'ε': 'e', 'η': 'n', 'ι': 'l', 'κ': 'k', 'ν': 'v', 'ο': 'o', 'ρ': 'p', 'τ': 't', 'υ': 'u', 'χ': 'x', 'ω': 'w',
  // Latin letters and digits that look alike
  'i': 'l', '1': 'l', '|': 'l', '0': 'o', '5': 's', 'ß': 'ss'
}

/**
 * The skeleton of a name: the key that names which look alike share, so that a name is refused
 * when its skeleton has been claimed by someone else. NFKD (compatibility forms such as
 * fullwidth letters and ligatures become plain letters), accents dropped, lower case, the
 * look-alikes above folded (Cyrillic а е о р с х, Greek ο, 0 as o, 1 and i as l, ...), then
 * only letters and digits kept. "Anna", "ANNA", "Аnnа" (Cyrillic а), "Ánna", "An na" and "Ⓐnna"
 * share one. It errs on the side of refusing: "Ian" and "lan" share one too.
 */
export const nameSkeleton = (name: string): string =>
  [...name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '')]
    .map((c) => LOOK_ALIKES[c] ?? c)
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '')
