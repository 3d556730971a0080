/**
 * The table server's WebSockets: a seat's or a spectator's socket on a table (`GET
 * /tables/:id/ws`), its first view and the views after every action (tables.ts sends them), the
 * actions a seat sends, and the limits that keep one client from starving the others: the caps
 * (spectators in their own pool, a seat's sockets, all sockets), the message rates per socket and
 * per address, and the heartbeat.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { WebSocket } from 'ws'
import * as E from 'fp-ts/lib/Either.js'
import { type Seat } from 'doppelkopf'
import { decodeAction } from 'doppelkopf/codecs'
import { addressKey, tokenBuckets } from '../shared/limits.js'
import { Rejection, type Settings, reject } from './http.js'
import { type Tables, viewMessageText } from './tables.js'
import type { RouteContext } from './routes.js'

/** Registers the WebSocket route and the heartbeat on `app`; answers the number of open sockets (for tests and monitoring). */
export const registerSockets = (app: FastifyInstance, hub: Tables, ctx: RouteContext, settings: Settings): (() => number) => {
  const { sockets, tables, queued, load, loadUnqueued, claim, submit, touch, deliver } = hub
  const { tokenParam, idOf, expectedVersion, spectatorAllowed } = ctx
  const { maxSockets, maxSpectators, maxSpectatorsPerTable, maxSocketsPerSeat, wsMessagesPerSecond, wsMessagesPerSecondPerIp, pingIntervalMs } = settings
  /** Open WebSockets (seats and spectators) and spectator sockets, in all. */
  let socketCount = 0
  let spectatorCount = 0
  // Heartbeat: a peer that went away without closing is noticed within two intervals.
  const alive = new WeakMap<WebSocket, boolean>()
  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const { socket } of set) {
        if (alive.get(socket) === false) socket.terminate()
        else {
          alive.set(socket, false)
          socket.ping()
        }
      }
    }
  }, pingIntervalMs).unref()
  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
  })

  const wsSeat = new WeakMap<FastifyRequest, Seat | null>()
  const wsSocketBuckets = tokenBuckets(wsMessagesPerSecond, 2 * (wsMessagesPerSecond === Infinity ? 1 : wsMessagesPerSecond))
  const wsAddressBuckets = tokenBuckets(wsMessagesPerSecondPerIp, 2 * (wsMessagesPerSecondPerIp === Infinity ? 1 : wsMessagesPerSecondPerIp))
  let socketSerial = 0
  const rejectUpgrade = (reply: FastifyReply, e: unknown): FastifyReply => {
    const r = e instanceof Rejection ? e : new Rejection(500, 'server/internal', 'Internal error')
    return reply.code(r.status).send({ code: r.code, message: r.message })
  }

  app.get(
    '/tables/:id/ws',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        try {
          const id = idOf(req)
          await load(id)
          const token = tokenParam(req)
          if (socketCount >= maxSockets) return reject(503, 'server/too-many-sockets', `At most ${maxSockets} sockets`)
          if (token === undefined) {
            spectatorAllowed(await load(id))
            const here = [...(sockets.get(id) ?? [])].filter((c) => c.seat === null).length
            if (here >= maxSpectatorsPerTable) return reject(503, 'server/too-many-spectators', `At most ${maxSpectatorsPerTable} spectators per table`)
            if (spectatorCount >= maxSpectators) return reject(503, 'server/too-many-spectators', `At most ${maxSpectators} spectators`)
          }
          wsSeat.set(req, token === undefined ? null : (await claim(id, token)).seat)
        } catch (e) {
          return rejectUpgrade(reply, e)
        }
      }
    },
    (socket, req) => {
      const id = idOf(req)
      const seat = wsSeat.get(req) ?? null
      const conn = { socket, seat }
      const send = (m: unknown): void => deliver(socket, JSON.stringify(m))
      // The caps again, now that the socket is open (upgrades that passed the check at once may exceed it).
      const spectatorsHere = [...(sockets.get(id) ?? [])].filter((c) => c.seat === null).length
      if (socketCount >= maxSockets || (seat === null && (spectatorCount >= maxSpectators || spectatorsHere >= maxSpectatorsPerTable))) {
        socket.close(1013, 'too many sockets')
        return
      }
      socketCount++
      if (seat === null) spectatorCount++
      const key = addressKey(req.socket.remoteAddress)
      const socketKey = `socket:${++socketSerial}`
      socket.on('close', () => {
        socketCount--
        if (seat === null) spectatorCount--
        const set = sockets.get(id)
        set?.delete(conn)
        if (set?.size === 0) sockets.delete(id)
        // Idle from now on (when nothing else holds it): the idle time counts from the last goodbye.
        if (tables.has(id)) touch(id)
      })
      socket.on('error', () => socket.terminate())
      socket.on('pong', () => alive.set(socket, true))
      // Joined inside the table's queue, so that no view of a later version can overtake the first one.
      void queued(id, async () => {
        const s = await loadUnqueued(id)
        if (socket.readyState !== socket.OPEN) return
        const set = sockets.get(id) ?? new Set()
        // A seat is always reachable by its token: beyond maxSocketsPerSeat the oldest of its sockets gives way.
        if (seat !== null) {
          const mine = [...set].filter((c) => c.seat === seat)
          for (const old of mine.slice(0, Math.max(0, mine.length - maxSocketsPerSeat + 1))) {
            set.delete(old)
            old.socket.close(4000, 'replaced by a newer connection of this seat')
          }
        }
        sockets.set(id, set.add(conn))
        deliver(socket, viewMessageText(s, seat))
      }).catch(() => socket.close(1011, 'internal error'))

      socket.on('message', (data, isBinary) => {
        // Rate limits: per socket and per client address; a flood closes the socket (1008).
        const at = performance.now()
        if (wsSocketBuckets.take(socketKey, at) > 0 || wsAddressBuckets.take(key, at) > 0) {
          if (socket.readyState === socket.OPEN) socket.close(1008, 'too many messages')
          return
        }
        let msg: { type?: unknown; action?: unknown; id?: unknown; version?: unknown }
        try {
          if (isBinary) throw new Error('binary')
          msg = JSON.parse(data.toString()) as typeof msg
        } catch {
          send({ type: 'error', code: 'server/malformed-json', message: 'Send JSON text messages' })
          return
        }
        const ref = typeof msg?.id === 'string' || typeof msg?.id === 'number' ? msg.id : null
        if (typeof msg !== 'object' || msg === null || msg.type !== 'action') {
          send({ type: 'error', id: ref, code: 'server/bad-request', message: 'Expected { type: "action", action, id? }' })
          return
        }
        if (seat === null) {
          send({ type: 'error', id: ref, code: 'server/unauthorized', message: 'Spectators cannot act' })
          return
        }
        const decoded = decodeAction(msg.action)
        if (E.isLeft(decoded)) {
          send({ type: 'error', id: ref, code: decoded.left.code, message: decoded.left.message })
          return
        }
        let expected: number | undefined
        try {
          expected = expectedVersion(msg.version)
        } catch (e) {
          send({ type: 'error', id: ref, code: 'server/bad-request', message: (e as Error).message })
          return
        }
        submit(id, seat, decoded.right, false, expected).then(
          (s) => send({ type: 'accepted', id: ref, version: s.version }),
          (e: unknown) => {
            const r = e instanceof Rejection ? e : new Rejection(500, 'server/internal', 'Internal error')
            send({ type: 'error', id: ref, code: r.code, message: r.message })
          }
        )
      })
    }
  )
  return () => socketCount
}
