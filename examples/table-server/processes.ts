/**
 * The table server as a child process (main.ts through tsx), for what needs real processes: the
 * load script (load.ts) and the tests of two servers on one PostgreSQL and of a server killed
 * with SIGKILL.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url))

export interface ServerProcess {
  readonly child: ChildProcess
  /** http://127.0.0.1:PORT */
  readonly base: string
  /** Resolves when the process has exited (with its signal or code). */
  readonly exited: Promise<string>
  /** What it wrote to stderr so far (for failure messages). */
  readonly stderr: () => string
}

/**
 * Starts the server with `env` (PORT=0, HOST=127.0.0.1, no request limits, bots without delay,
 * unless given) and resolves once it prints its port. Rejects when it exits before that or
 * takes longer than `timeoutMs`.
 */
export const spawnServer = (env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        BOT_DELAY_MS: '0',
        REQUESTS_PER_SECOND: 'Infinity',
        WS_MESSAGES_PER_SECOND: 'Infinity',
        WS_MESSAGES_PER_SECOND_PER_IP: 'Infinity',
        MAX_CONNECTIONS_PER_IP: '1000',
        ...env
      },
      stdio: ['ignore', 'pipe', 'pipe']
    })
    let out = ''
    let err = ''
    const exited = new Promise<string>((done) => child.once('exit', (code, signal) => done(signal ?? String(code))))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within ${timeoutMs} ms: ${err.slice(-2000)}`))
    }, timeoutMs)
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString()
    })
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      const m = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)
      if (m?.[1] !== undefined) {
        clearTimeout(timer)
        resolve({ child, base: m[1], exited, stderr: () => err })
      }
    })
    void exited.then((how) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${how}) before listening: ${err.slice(-2000)}`))
    })
  })

/** Kills a child (SIGKILL unless told) and waits for its exit. */
export const kill = async (p: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> => {
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal)
  await p.exited
}

/** A small seeded RNG (mulberry32): the same seed, the same numbers in [0, 1). */
export const rng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
