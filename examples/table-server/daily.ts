/**
 * The server's daily Partie: where a day starts and ends (midnight in Europe/Berlin), the day's
 * secret and the commitment to it, and the players' names (normalised, and refused when they
 * look like a name someone else has claimed). Pure functions but `newDay` (randomness).
 */
import { randomBytes } from 'node:crypto'
import * as E from 'fp-ts/lib/Either.js'
import { dailyCommitment } from 'doppelkopf/match'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SEATS } from 'doppelkopf/rules'
import { daily, serverDaily } from 'doppelkopf/match'
import { gameRecord, matchRecord } from 'doppelkopf/records'
import type { DailyDay, PlayerClaim, RankedEntry, TableRow } from './store.js'
import { playedGames } from './table.js'
import { DAILY_BOTS, NAME_SECRET, type Settings, newSecret, reject, sameDigest, sha256 } from './http.js'
import type { Tables } from './tables.js'
import type { RouteContext } from './routes.js'

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

/** Registers the daily Partie's routes: the day, a start (or a resume), the leaderboard, the audit. */
export const registerDailyRoutes = (app: FastifyInstance, hub: Tables, ctx: RouteContext, settings: Settings): void => {
  const { store, load, loadUnqueued, queued, setSeats, scheduleBots } = hub
  const { openTable, links, dayOf, today, dayOver, idOf } = ctx
  const options = { allowTestSeed: settings.allowTestSeed }
  /** Starts the player's daily Partie of `day`, or resumes the one started before, and answers it. */
  const startOrResume = async (
    req: FastifyRequest,
    reply: FastifyReply,
    { day, key, claim, token, freshSecret }: { day: string; key: string; claim: PlayerClaim; token: string; freshSecret: string | null }
  ) => {
    const theDay = await store.dailyDay(day, () => newDay(day))
    if (theDay === null) return reject(500, 'server/internal', 'The day has no secret')
    const partie = serverDaily(day, theDay.secret)
    if (E.isLeft(partie)) return reject(500, 'server/internal', partie.left.message)
    const { rules, ...rest } = partie.right.config
    const row: TableRow = {
      id: newSecret(12),
      rules,
      config: rest,
      seats: SEATS.map((seat) =>
        seat === 0
          ? { name: claim.name, tokenHash: sha256(token), status: 'open' as const }
          : { name: DAILY_BOTS[seat - 1] as string, tokenHash: sha256(newSecret(24)), status: 'bot' as const }
      ),
      // The day's secret Partie seed: every deal and every bot choice of the day come from it.
      seed: partie.right.seed,
      created: new Date(),
      daily: day
    }
    const started = await store.startDaily(day, key, row)
    let answer
    if (started.created) {
      answer = await openTable(req, row, [token], true)
      scheduleBots(row.id)
    } else {
      // The player's Partie of the day exists: it is resumed (never dealt again), with a new token for seat 0.
      const id = started.table
      await load(id)
      await queued(id, async () => setSeats(await loadUnqueued(id), (seats) => seats.map((x, i) => (i === 0 ? { ...x, tokenHash: sha256(token) } : x))))
      answer = links(req, id, day, [token])
    }
    return reply.code(started.created ? 201 : 200).send({
      ...answer,
      date: day,
      commitment: theDay.commitment,
      name: claim.name,
      resumed: !started.created,
      // The name's secret, when the server drew it: the only time it is sent. Keep it to play under this name again.
      ...(freshSecret === null ? {} : { secret: freshSecret })
    })
  }

  // The daily Partie: one player at seat 0 against the server's bots, dealt from the day's secret
  // (the library's `serverDaily`); one Partie per player and day, its score on the day's leaderboard.
  app.post('/daily', async (req, reply) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return reject(400, 'server/bad-request', 'Expected { name, secret? }')
    const keys = options.allowTestSeed === true ? ['name', 'secret', 'date'] : ['name', 'secret']
    const unknownKey = Object.keys(body).find((k) => !keys.includes(k))
    if (unknownKey !== undefined) return reject(400, 'server/bad-request', `${unknownKey.slice(0, 40)}: unexpected key (expected ${keys.join(', ')})`)
    const normalised = normaliseName(body['name'])
    if (E.isLeft(normalised)) return reject(400, 'server/bad-players', `name: ${normalised.left}`)
    const key = nameSkeleton(normalised.right)
    if (DAILY_BOTS.some((b) => nameSkeleton(b) === key)) return reject(400, 'server/bad-players', `name: ${DAILY_BOTS.join(', ')} are the bots' names`)
    const given = body['secret']
    if (given !== undefined && (typeof given !== 'string' || !NAME_SECRET.test(given))) {
      return reject(400, 'server/bad-request', 'secret: expected the secret of the name (16 to 100 characters of A-Z, a-z, 0-9, - and _)')
    }
    const day = dayOf(body['date'])
    // The name: claimed now with the given secret (or a fresh one, answered once), or already this secret's.
    const secret = given ?? newSecret(24)
    const secretHash = sha256(secret)
    const claim = await store.claimName({ key, name: normalised.right, secretHash })
    if (!sameDigest(claim.secretHash, secretHash)) {
      return reject(409, 'server/name-taken', `The name "${normalised.right}" (or one that looks like it: "${claim.name}") belongs to someone else`)
    }
    // The claim is this secret's: when the server drew the secret, the player has not seen it yet.
    const fresh = given === undefined
    try {
      return await startOrResume(req, reply, { day, key, claim, token: newSecret(24), freshSecret: fresh ? secret : null })
    } catch (error) {
      // The secret of a name the server drew now is sent only with the start: if the start fails,
      // the name is given back (unless a Partie was started under it), or nobody could use it again.
      if (fresh) await store.releaseName(key, secretHash).catch(() => false)
      throw error
    }
  })

  /** A day as the public may see it: its commitment always, its secret once it is over. */
  const dayAnswer = (day: string, d: { commitment: string; secret: string }) => ({
    date: day,
    commitment: d.commitment,
    ends: new Date(dailyDayEnd(day)).toISOString(),
    secret: dayOver(day) ? d.secret : null
  })

  // Today's day: the commitment to its secret, published when the day opens.
  app.get('/daily', async () => {
    const day = today()
    const d = await store.dailyDay(day, () => newDay(day))
    if (d === null) return reject(500, 'server/internal', 'The day has no secret')
    return dayAnswer(day, d)
  })

  app.get('/daily/:date', async (req) => {
    const day = dateParam(req)
    const d = await store.dailyDay(day)
    if (d === null) return reject(404, 'server/no-such-day', `No daily Partie was dealt on ${day}`)
    return dayAnswer(day, d)
  })

  /** The `:date` of a route: a date of the daily Partie. */
  const dateParam = (req: FastifyRequest): string => {
    const d = daily((req.params as { date: string }).date)
    if (E.isLeft(d)) return reject(400, 'input/invalid-date', 'date: expected YYYY-MM-DD')
    return d.right.date
  }
  /** A leaderboard row as answered: the table (for an audit) only once the day is over. */
  const entryAnswer = (e: RankedEntry, over: boolean) => ({
    rank: e.rank,
    player: e.player,
    score: e.score,
    finished: e.finished,
    games: e.games,
    ...(over ? { table: e.table } : {})
  })

  // A day's ranking of finished Parties, a page of it (`limit` up to 100, `offset`), and the player's own row.
  app.get('/daily/:date/leaderboard', async (req) => {
    const day = dateParam(req)
    const q = (req.query ?? {}) as Record<string, unknown>
    const int = (name: string, fallback: number, max: number): number => {
      const v = q[name]
      if (v === undefined) return fallback
      if (typeof v !== 'string' || !/^\d{1,7}$/.test(v) || Number(v) > max) return reject(400, 'server/bad-request', `${name}: expected a whole number up to ${max}`)
      return Number(v)
    }
    const limit = int('limit', 100, 100)
    // A deeper page costs the database its offset in index entries: 10 000 at most.
    const offset = int('offset', 0, 10_000)
    const player = q['player']
    if (player !== undefined && typeof player !== 'string') return reject(400, 'server/bad-request', 'player: expected one name')
    const over = dayOver(day)
    const entries = await store.leaderboard(day, limit, offset)
    let you: RankedEntry | null = null
    if (typeof player === 'string') {
      const name = normaliseName(player)
      const claim = E.isRight(name) ? await store.playerClaim(nameSkeleton(name.right)) : null
      you = claim === null ? null : await store.leaderboardEntry(day, claim.name)
    }
    return { date: day, entries: entries.map((e) => entryAnswer(e, over)), you: you === null ? null : entryAnswer(you, over) }
  })

  // Once its day is over, a daily Partie's audit: everything `auditDaily` (doppelkopf/bots) checks.
  app.get('/tables/:id/audit', async (req) => {
    const id = idOf(req)
    const s = await load(id)
    const day = s.row.daily
    if (day === null) return reject(404, 'server/not-daily', 'Only a daily Partie has an audit')
    if (!dayOver(day)) return reject(403, 'server/day-not-over', `The day ${day} is not over: its secret and its deals are revealed at ${new Date(dailyDayEnd(day)).toISOString()}`)
    const d = await store.dailyDay(day)
    if (d === null) return reject(404, 'server/no-such-day', `No secret for ${day} (a Partie started before the server drew secrets)`)
    const games = playedGames(s.row, await store.events(id))
    if (E.isLeft(games)) return reject(500, games.left.code, games.left.message)
    const names = s.row.seats.map((x) => x.name) as [string, string, string, string]
    return { date: day, commitment: d.commitment, secret: d.secret, record: matchRecord(s.match.config, games.right.map((g) => gameRecord(g, names))) }
  })
}
