/**
 * Storage of the table server: one `Store` interface, two implementations over the same SQL
 * schema. `pgliteStore` runs PostgreSQL embedded in WebAssembly (a data folder, or in memory);
 * `pgStore` talks to a real PostgreSQL server through node-postgres (`DATABASE_URL`).
 *
 * A table is one row in `tables` and an event log in `events`: every accepted action, numbered
 * 0, 1, 2, ... per table. The state of a table is the replay of its log, so the log is the only
 * thing that changes while a table plays (besides the seat list, when a seat is taken or given to
 * a bot). Both changes are announced with NOTIFY on `doppelkopf_events` when they commit, so
 * that every server process on the database can follow (`Store.subscribe`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/** Who sits at a seat: nobody yet, a human (the seat's token has been used), or the server's bot. */
export type SeatStatus = 'open' | 'human' | 'bot'

/** One seat of a table as stored. */
export interface StoredSeat {
  /** The player's name. */
  readonly name: string
  /** The SHA-256 digest (hex) of the seat's join token; the token itself is never stored. */
  readonly tokenHash: string
  readonly status: SeatStatus
  /** The SHA-256 digest of the seat's invite while it is not redeemed (a redeemed invite sets the seat's token and is gone). */
  readonly inviteHash?: string
  /** Whether this is the seat of the table's creator (who may seat bots). */
  readonly creator?: boolean
}

/** A row of `tables`. */
export interface TableRow {
  readonly id: string
  /** The rule set (JSON). */
  readonly rules: unknown
  /** The match configuration without its rule set (JSON): players, gamesPerRound, rounds, compulsorySolo, bock. */
  readonly config: unknown
  /** The four seats. */
  readonly seats: readonly StoredSeat[]
  /** The secret deal seed: game n is dealt from `${seed}/${n}`. Never leaves the server. */
  readonly seed: string
  readonly created: Date
  /** The date (YYYY-MM-DD) of a daily Partie, dealt as the library's `daily(date)` says; null for any other table. */
  readonly daily: string | null
}

/** One entry of a day's leaderboard: a player's one daily Partie of the day. */
export interface LeaderboardEntry {
  readonly player: string
  /** The player's total after the games played so far (the final score once finished). */
  readonly score: number
  /** Whether the Partie is over (only finished Parties are ranked). */
  readonly finished: boolean
  /** The games played (redeals not counted). */
  readonly games: number
  /** The Partie's table. */
  readonly table: string
}

/** A ranked entry: its competition rank among the day's finished Parties (1, 2, 2, 4), null while unfinished. */
export interface RankedEntry extends LeaderboardEntry {
  readonly rank: number | null
}

/** A day of the server's daily Partie: its secret (never sent before the day is over) and the commitment to it. */
export interface DailyDay {
  readonly day: string
  readonly secret: string
  readonly commitment: string
}

/** A claimed player name: the display name, its skeleton (the key that look-alikes share) and the digest of its secret. */
export interface PlayerClaim {
  readonly key: string
  readonly name: string
  readonly secretHash: string
}

/** The result of appending an event: stored, or another writer stored an event with that number first. */
export type AppendResult = 'ok' | 'conflict'

/**
 * What changed in the database, as told to every subscriber (in every process on the same
 * database): event `seq` of table `table` was stored, or (`seq` null) its seats changed. A
 * `table` of null means that notifications may have been lost (the listening connection was
 * re-established): every table a subscriber holds may be stale.
 */
export type Change = { readonly table: string; readonly seq: number | null } | { readonly table: null; readonly seq: null }

/** The channel of the change notifications (`NOTIFY doppelkopf_events, '<table>:<seq>'` or `'<table>:seats'`). */
export const CHANNEL = 'doppelkopf_events'

/** Reads a notification payload; null when it is not one of ours. */
export const parseChange = (payload: string): Change | null => {
  const m = /^([A-Za-z0-9_-]{1,64}):(seats|\d{1,9})$/.exec(payload)
  if (m === null || m[1] === undefined || m[2] === undefined) return null
  return { table: m[1], seq: m[2] === 'seats' ? null : Number(m[2]) }
}

/** The table server's storage. Every method may reject on a storage failure. */
export interface Store {
  /** Which implementation: 'pglite' or 'pg'. */
  readonly kind: 'pglite' | 'pg'
  createTable(row: TableRow): Promise<void>
  getTable(id: string): Promise<TableRow | null>
  /**
   * Changes a table's seats atomically (the row is locked while `change` runs on the stored
   * seats, so that two processes cannot overwrite each other's change) and notifies the
   * subscribers. `change` may throw: nothing is written. Answers the stored seats.
   */
  updateSeats(id: string, change: (seats: readonly StoredSeat[]) => readonly StoredSeat[]): Promise<readonly StoredSeat[]>
  /** The table's event log from `from` (default 0) on, in order (the stored action JSON of seq from, from + 1, ...). */
  events(id: string, from?: number): Promise<readonly unknown[]>
  /**
   * Stores event `seq` of a table and notifies the subscribers once it is committed. `seq` must
   * be the current length of the log; when another writer has stored that number already, the
   * answer is 'conflict' and nothing is written.
   */
  appendEvent(id: string, seq: number, action: unknown): Promise<AppendResult>
  /**
   * Calls `listener` on every change committed by any writer on the same database, this
   * process included (PostgreSQL: LISTEN on a connection of its own; PGlite: its in-process
   * LISTEN/NOTIFY). Optional: a store without it only learns of other writers through conflicts.
   * Resolves once listening; the answer stops it.
   */
  subscribe?(listener: (change: Change) => void): Promise<() => Promise<void>>
  /**
   * The ids of the tables still in play with at least one bot seat (to restart their bots after
   * a restart): an index lookup, never a scan of the finished ones.
   */
  tablesWithBots(): Promise<readonly string[]>
  /** Marks a table's match as over (it is no longer read at start-up). Idempotent. */
  markOver(id: string): Promise<void>
  /**
   * The day's secret and commitment; `create` (a fresh secret and its commitment) is stored
   * when the day has none yet (the first writer wins: every process answers the same).
   * Without `create`, null for a day without one.
   */
  dailyDay(day: string, create?: () => DailyDay): Promise<DailyDay | null>
  /** Claims a name (its skeleton `key`) for the holder of a secret; answers the claim stored (the earlier one when the key was claimed before). */
  claimName(claim: PlayerClaim): Promise<PlayerClaim>
  /**
   * Gives a claimed name back: deletes the claim of `key` when it is still that of `secretHash`
   * and no daily Partie was started under it (a fresh claim whose start failed, whose secret
   * the player never received). Answers whether it was deleted.
   */
  releaseName(key: string, secretHash: string): Promise<boolean>
  /** The claim of a skeleton, or null. */
  playerClaim(key: string): Promise<PlayerClaim | null>
  /**
   * A player's one daily Partie of a day: creates `row` (and the player's unfinished
   * leaderboard entry) when the player has none yet; answers the table of the first start
   * (`created` false: an earlier start's, to be resumed).
   */
  startDaily(day: string, key: string, row: TableRow): Promise<{ readonly table: string; readonly created: boolean }>
  /**
   * Records the progress of a daily Partie played on table `tableId`: the player's total after
   * `games` games, and whether it is over. Only the entry of that table changes. Idempotent.
   */
  recordDaily(day: string, player: string, score: number, tableId: string, games?: number, finished?: boolean): Promise<void>
  /**
   * A page of a day's ranking of finished Parties, best first (an earlier finish first among
   * equal scores), each with its competition rank: an index range, whatever the day's size.
   */
  leaderboard(day: string, limit?: number, offset?: number): Promise<readonly RankedEntry[]>
  /** One player's entry of a day with its rank (from the day's count of each score: as many rows as distinct scores, whatever the day's size), or null. */
  leaderboardEntry(day: string, player: string): Promise<RankedEntry | null>
  close(): Promise<void>
}

/** The smallest SQL interface both drivers give. */
interface Sql {
  query<R>(text: string, params?: readonly unknown[]): Promise<readonly R[]>
  /** Runs `fn` in one transaction on one connection. */
  transaction<T>(fn: (q: Pick<Sql, 'query'>) => Promise<T>): Promise<T>
  /** `Store.subscribe` (the driver's LISTEN). */
  listen?: Store['subscribe']
  close(): Promise<void>
}

/**
 * The schema, as numbered migrations. Migration n runs once, in a transaction that also records
 * it in `schema_migrations`. Append new ones; never change one that has been released.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE tables (
     id text PRIMARY KEY,
     rules jsonb NOT NULL,
     config jsonb NOT NULL,
     seats jsonb NOT NULL,
     seed text NOT NULL,
     created timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE events (
     table_id text NOT NULL REFERENCES tables (id),
     seq integer NOT NULL CHECK (seq >= 0),
     action jsonb NOT NULL,
     created timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (table_id, seq)
   );`,
  `ALTER TABLE tables ADD COLUMN daily text;
   CREATE TABLE leaderboard (
     day text NOT NULL,
     player text NOT NULL,
     score integer NOT NULL,
     table_id text NOT NULL REFERENCES tables (id),
     recorded timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (day, player)
   );`,
  // Issue 26: the daily secret, claimed names, one attempt per player and day, the ranking from
  // an index, and the tables still in play found without reading the finished ones.
  `CREATE TABLE daily_days (
     day text PRIMARY KEY,
     secret text NOT NULL,
     commitment text NOT NULL,
     created timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE players (
     name_key text PRIMARY KEY,
     name text NOT NULL,
     secret_hash text NOT NULL,
     created timestamptz NOT NULL DEFAULT now()
   );
   CREATE TABLE daily_attempts (
     day text NOT NULL,
     name_key text NOT NULL REFERENCES players (name_key),
     table_id text NOT NULL REFERENCES tables (id),
     started timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (day, name_key)
   );
   ALTER TABLE leaderboard ADD COLUMN finished boolean NOT NULL DEFAULT true;
   ALTER TABLE leaderboard ADD COLUMN games integer NOT NULL DEFAULT 0;
   CREATE INDEX leaderboard_rank ON leaderboard (day, score DESC, recorded, player) WHERE finished;
   ALTER TABLE tables ADD COLUMN over boolean NOT NULL DEFAULT false;
   CREATE INDEX tables_in_play ON tables (created) WHERE NOT over;
   CREATE TABLE leaderboard_scores (
     day text NOT NULL,
     score integer NOT NULL,
     n integer NOT NULL,
     PRIMARY KEY (day, score)
   );
   INSERT INTO leaderboard_scores (day, score, n) SELECT day, score, count(*) FROM leaderboard WHERE finished GROUP BY day, score`
]

/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = '23505'

const isUniqueViolation = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && (e as { code?: unknown }).code === UNIQUE_VIOLATION

/** A number for `pg_advisory_xact_lock`, so that two servers starting at once migrate one after the other. */
const MIGRATION_LOCK = 0x646b7066 // "dkpf"

const migrate = async (sql: Sql): Promise<void> => {
  await sql.transaction(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())'
    )
    const rows = await q.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations')
    const done = rows[0]?.version ?? 0
    for (let v = done + 1; v <= MIGRATIONS.length; v++) {
      for (const statement of (MIGRATIONS[v - 1] ?? '').split(';').map((s) => s.trim())) {
        if (statement !== '') await q.query(statement)
      }
      await q.query('INSERT INTO schema_migrations (version) VALUES ($1)', [v])
    }
  })
}

interface DbTableRow {
  id: string
  rules: unknown
  config: unknown
  seats: StoredSeat[]
  seed: string
  created: Date | string
  daily: string | null
}

interface DbEntry {
  player: string
  score: number | string
  finished: boolean
  games: number | string
  table_id: string
  rank: number | string | null
}

const entryOf = (r: DbEntry): RankedEntry => ({
  player: r.player,
  score: Number(r.score),
  finished: r.finished,
  games: Number(r.games),
  table: r.table_id,
  rank: r.rank === null ? null : Number(r.rank)
})

const insertTable = async (q: Pick<Sql, 'query'>, row: TableRow): Promise<void> => {
  await q.query('INSERT INTO tables (id, rules, config, seats, seed, created, daily) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
    row.id,
    JSON.stringify(row.rules),
    JSON.stringify(row.config),
    JSON.stringify(row.seats),
    row.seed,
    row.created.toISOString(),
    row.daily
  ])
}

/** The `Store` over any `Sql`: the same statements for both drivers. */
const sqlStore = async (kind: Store['kind'], sql: Sql): Promise<Store> => {
  await migrate(sql)
  return {
    kind,
    createTable: (row) => insertTable(sql, row),
    getTable: async (id) => {
      const rows = await sql.query<DbTableRow>('SELECT id, rules, config, seats, seed, created, daily FROM tables WHERE id = $1', [id])
      const r = rows[0]
      if (r === undefined) return null
      return { id: r.id, rules: r.rules, config: r.config, seats: r.seats, seed: r.seed, created: new Date(r.created), daily: r.daily ?? null }
    },
    updateSeats: (id, change) =>
      sql.transaction(async (q) => {
        const rows = await q.query<{ seats: StoredSeat[] }>('SELECT seats FROM tables WHERE id = $1 FOR UPDATE', [id])
        const current = rows[0]?.seats
        if (current === undefined) throw new Error(`store/no-such-table: ${id}`)
        const seats = change(current)
        if (JSON.stringify(seats) === JSON.stringify(current)) return current
        await q.query('UPDATE tables SET seats = $2 WHERE id = $1', [id, JSON.stringify(seats)])
        // Delivered when the transaction commits, to every listener (other processes included).
        await q.query('SELECT pg_notify($1, $2)', [CHANNEL, `${id}:seats`])
        return seats
      }),
    events: async (id, from = 0) => {
      const rows = await sql.query<{ seq: number; action: unknown }>(
        'SELECT seq, action FROM events WHERE table_id = $1 AND seq >= $2 ORDER BY seq',
        [id, from]
      )
      rows.forEach((r, i) => {
        if (r.seq !== from + i) throw new Error(`The event log of table ${id} has a gap at ${from + i}`)
      })
      return rows.map((r) => r.action)
    },
    appendEvent: async (id, seq, action) => {
      try {
        // One statement, one transaction: the notification is sent when the INSERT commits, never for a failed one.
        await sql.query(
          `WITH ins AS (INSERT INTO events (table_id, seq, action) VALUES ($1, $2, $3) RETURNING seq)
           SELECT pg_notify($4, $1 || ':' || seq) FROM ins`,
          [id, seq, JSON.stringify(action), CHANNEL]
        )
        return 'ok'
      } catch (e) {
        if (isUniqueViolation(e)) return 'conflict'
        throw e
      }
    },
    tablesWithBots: async () => {
      const rows = await sql.query<{ id: string }>(
        `SELECT id FROM tables WHERE NOT over AND EXISTS (SELECT 1 FROM jsonb_array_elements(seats) s WHERE s->>'status' = 'bot') ORDER BY created`
      )
      return rows.map((r) => r.id)
    },
    markOver: async (id) => {
      await sql.query('UPDATE tables SET over = true WHERE id = $1 AND NOT over', [id])
    },
    dailyDay: async (day, create) => {
      if (create !== undefined) {
        const fresh = create()
        await sql.query('INSERT INTO daily_days (day, secret, commitment) VALUES ($1, $2, $3) ON CONFLICT (day) DO NOTHING', [day, fresh.secret, fresh.commitment])
      }
      const rows = await sql.query<DailyDay>('SELECT day, secret, commitment FROM daily_days WHERE day = $1', [day])
      return rows[0] ?? null
    },
    claimName: async (claim) => {
      await sql.query('INSERT INTO players (name_key, name, secret_hash) VALUES ($1, $2, $3) ON CONFLICT (name_key) DO NOTHING', [claim.key, claim.name, claim.secretHash])
      const rows = await sql.query<{ key: string; name: string; secretHash: string }>(
        'SELECT name_key AS key, name, secret_hash AS "secretHash" FROM players WHERE name_key = $1',
        [claim.key]
      )
      if (rows[0] === undefined) throw new Error(`store/lost-claim: ${claim.key}`)
      return rows[0]
    },
    releaseName: async (key, secretHash) => {
      const rows = await sql.query<{ name_key: string }>(
        'DELETE FROM players WHERE name_key = $1 AND secret_hash = $2 AND NOT EXISTS (SELECT 1 FROM daily_attempts WHERE name_key = $1) RETURNING name_key',
        [key, secretHash]
      )
      return rows.length > 0
    },
    playerClaim: async (key) => {
      const rows = await sql.query<{ key: string; name: string; secretHash: string }>(
        'SELECT name_key AS key, name, secret_hash AS "secretHash" FROM players WHERE name_key = $1',
        [key]
      )
      return rows[0] ?? null
    },
    startDaily: async (day, key, row) => {
      const existing = async (q: Pick<Sql, 'query'>): Promise<string | null> =>
        (await q.query<{ table_id: string }>('SELECT table_id FROM daily_attempts WHERE day = $1 AND name_key = $2', [day, key]))[0]?.table_id ?? null
      const before = await existing(sql)
      if (before !== null) return { table: before, created: false }
      try {
        return await sql.transaction(async (q) => {
          await insertTable(q, row)
          // Two starts at once: the second INSERT waits for the first to commit, then violates the key (and rolls back its table).
          await q.query('INSERT INTO daily_attempts (day, name_key, table_id) VALUES ($1, $2, $3)', [day, key, row.id])
          await q.query(
            'INSERT INTO leaderboard (day, player, score, table_id, finished, games) VALUES ($1, $2, 0, $3, false, 0) ON CONFLICT (day, player) DO NOTHING',
            [day, row.seats[0]?.name ?? '', row.id]
          )
          return { table: row.id, created: true }
        })
      } catch (e) {
        const after = isUniqueViolation(e) ? await existing(sql) : null
        if (after === null) throw e
        return { table: after, created: false }
      }
    },
    recordDaily: async (day, player, score, tableId, games = 0, finished = true) => {
      // One statement: the row (frozen once finished), and when it becomes finished the day's count of that score.
      await sql.query(
        `WITH up AS (
           INSERT INTO leaderboard (day, player, score, table_id, finished, games) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (day, player) DO UPDATE SET score = EXCLUDED.score, finished = EXCLUDED.finished, games = EXCLUDED.games, recorded = now()
           WHERE leaderboard.table_id = EXCLUDED.table_id AND NOT leaderboard.finished
             AND (leaderboard.score, leaderboard.games, leaderboard.finished) IS DISTINCT FROM (EXCLUDED.score, EXCLUDED.games, EXCLUDED.finished)
           RETURNING day, score, finished)
         INSERT INTO leaderboard_scores (day, score, n) SELECT day, score, 1 FROM up WHERE finished
         ON CONFLICT (day, score) DO UPDATE SET n = leaderboard_scores.n + 1`,
        [day, player, score, tableId, finished, games]
      )
    },
    leaderboard: async (day, limit = 100, offset = 0) => {
      // rank() over the index order: the database reads the index from the top and stops after the page.
      const rows = await sql.query<DbEntry>(
        `SELECT player, score, finished, games, table_id, rank() OVER (ORDER BY score DESC) AS rank
         FROM leaderboard WHERE day = $1 AND finished ORDER BY score DESC, recorded, player LIMIT $2 OFFSET $3`,
        [day, limit, offset]
      )
      return rows.map(entryOf)
    },
    leaderboardEntry: async (day, player) => {
      const rows = await sql.query<DbEntry>(
        `SELECT player, score, finished, games, table_id,
           CASE WHEN finished THEN 1 + (SELECT coalesce(sum(n), 0) FROM leaderboard_scores s WHERE s.day = a.day AND s.score > a.score) END AS rank
         FROM leaderboard a WHERE day = $1 AND player = $2`,
        [day, player]
      )
      return rows[0] === undefined ? null : entryOf(rows[0])
    },
    ...(sql.listen === undefined ? {} : { subscribe: sql.listen }),
    close: () => sql.close()
  }
}

/** Fans the payloads of one channel out to the store's listeners. */
const listeners = (): { readonly add: (l: (c: Change) => void) => () => boolean; readonly emit: (c: Change) => void; readonly size: () => number } => {
  const set = new Set<(c: Change) => void>()
  return {
    add: (l) => {
      set.add(l)
      return () => set.delete(l)
    },
    emit: (c) => {
      for (const l of [...set]) {
        try {
          l(c)
        } catch {
          // a listener's failure is its own
        }
      }
    },
    size: () => set.size
  }
}

/**
 * A store over PGlite: `dataDir` is a folder (created if missing) or 'memory' for a database
 * that lives as long as the store. PGlite is single-connection: one store per folder and
 * process, and statements run one after the other.
 */
export const pgliteStore = async (dataDir: string): Promise<Store> => {
  const unlock = dataDir === 'memory' ? () => {} : lockFolder(dataDir)
  try {
    const db = await PGlite.create(dataDir === 'memory' ? 'memory://' : dataDir)
    const fan = listeners()
    let listening: Promise<unknown> | null = null
    const sql: Sql = {
      query: async <R>(text: string, params: readonly unknown[] = []) => (await db.query<R>(text, [...params])).rows,
      transaction: (fn) => db.transaction((tx) => fn({ query: async <R>(text: string, params: readonly unknown[] = []) => (await tx.query<R>(text, [...params])).rows })),
      // PGlite is one connection in this process: its own NOTIFYs come back to its LISTEN.
      listen: async (listener) => {
        const remove = fan.add(listener)
        listening ??= db.listen(CHANNEL, (payload) => {
          const c = parseChange(payload)
          if (c !== null) fan.emit(c)
        })
        await listening
        return async () => {
          remove()
        }
      },
      close: async () => {
        try {
          await db.close()
        } finally {
          unlock()
        }
      }
    }
    return await sqlStore('pglite', sql)
  } catch (e) {
    unlock()
    throw e
  }
}

/** The PGlite folders this process has open. */
const openFolders = new Set<string>()

/**
 * Makes sure that no other store uses a PGlite folder (two would corrupt it): a lock file with
 * the owner's process id, taken over when that process no longer runs. Returns the unlock.
 */
const lockFolder = (dataDir: string): (() => void) => {
  const dir = resolve(dataDir)
  if (openFolders.has(dir)) throw new Error(`store/locked: ${dir} is already open in this process`)
  mkdirSync(dir, { recursive: true })
  const file = `${dir}.lock` // beside the folder, so that a copy of the folder is a clean backup
  let owner = NaN
  try {
    owner = Number(readFileSync(file, 'utf8').trim())
  } catch {
    // no lock file
  }
  if (Number.isSafeInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
    throw new Error(`store/locked: ${dir} is used by process ${owner} (${file})`)
  }
  writeFileSync(file, String(process.pid))
  openFolders.add(dir)
  return () => {
    openFolders.delete(dir)
    rmSync(file, { force: true })
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** A store over a PostgreSQL server (node-postgres pool of at most `maxConnections`). */
export const pgStore = async (connectionString: string, maxConnections = 10): Promise<Store> => {
  const pool = new pg.Pool({ connectionString, max: maxConnections })
  // An idle client that loses its connection emits 'error' on the pool: without a listener that would crash the process.
  pool.on('error', () => {})
  const query = async <R>(client: pg.Pool | pg.PoolClient, text: string, params: readonly unknown[] = []): Promise<readonly R[]> =>
    (await client.query(text, [...params])).rows as R[]
  const sql: Sql = {
    query: (text, params) => query(pool, text, params),
    transaction: async (fn) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const out = await fn({ query: (text, params) => query(client, text, params) })
        await client.query('COMMIT')
        return out
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {})
        throw e
      } finally {
        client.release()
      }
    },
    listen: async (listener) => {
      const remove = fan.add(listener)
      listening ??= listenLoop()
      await listening
      return async () => {
        remove()
      }
    },
    close: async () => {
      closed = true
      await listenClient?.end().catch(() => {})
      await pool.end()
    }
  }

  // LISTEN on a dedicated connection (not one of the pool's: a pooled connection is shared and
  // released). When it breaks, it is opened again after a second, and the listeners are told
  // that notifications may have been lost.
  const fan = listeners()
  let listening: Promise<void> | null = null
  let listenClient: pg.Client | null = null
  let closed = false
  const connectListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString })
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || n.payload === undefined) return
      const c = parseChange(n.payload)
      if (c !== null) fan.emit(c)
    })
    let lost = false
    const onLost = (): void => {
      if (lost) return
      lost = true
      if (listenClient === client) listenClient = null
      void client.end().catch(() => {})
      if (!closed) setTimeout(reconnect, 1_000).unref()
    }
    client.on('error', onLost)
    client.on('end', onLost)
    await client.connect()
    await client.query(`LISTEN ${CHANNEL}`)
    if (closed) {
      await client.end().catch(() => {})
      return
    }
    listenClient = client
  }
  const reconnect = (): void => {
    if (closed) return
    connectListener().then(
      () => fan.emit({ table: null, seq: null }),
      () => {
        if (!closed) setTimeout(reconnect, 1_000).unref()
      }
    )
  }
  const listenLoop = (): Promise<void> => connectListener()

  try {
    return await sqlStore('pg', sql)
  } catch (e) {
    await pool.end().catch(() => {})
    throw e
  }
}

/** The store the environment asks for: `DATABASE_URL` selects PostgreSQL, else PGlite in `dataDir`. */
export const storeFromEnv = (env: NodeJS.ProcessEnv, dataDir = './.data/doppelkopf'): Promise<Store> => {
  const url = env['DATABASE_URL']
  return url !== undefined && url !== '' ? pgStore(url) : pgliteStore(env['PGLITE_DIR'] ?? dataDir)
}
