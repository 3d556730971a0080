/**
 * Drives the `doppelkopf` program in-process: a PassThrough for its input, collecting streams
 * for its output, and helpers that wait for a prompt before answering it.
 */
import { PassThrough, Writable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import { runCli } from '../../src/cli/main.js'

/** A stream that keeps everything written to it. */
export class Collector extends Writable {
  private chunks: string[] = []
  private writeListeners: (() => void)[] = []
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(chunk.toString())
    for (const l of this.writeListeners) l()
    callback()
  }
  /** Everything written, as written. */
  raw(): string {
    return this.chunks.join('')
  }
  /** Everything written, without ANSI escape codes. */
  text(): string {
    return stripVTControlCharacters(this.chunks.join(''))
  }
  /** Calls `listener` after every write; returns the unsubscribe function. */
  onWrite(listener: () => void): () => void {
    this.writeListeners.push(listener)
    return () => {
      this.writeListeners = this.writeListeners.filter((l) => l !== listener)
    }
  }
}

/** A running program. */
export interface CliRun {
  /** The exit code, once the program ends. */
  readonly done: Promise<number>
  /** The output so far, without ANSI codes. */
  readonly output: () => string
  /** The error output so far, without ANSI codes. */
  readonly errors: () => string
  /** The output since the last answered prompt. */
  readonly recent: () => string
  /** Waits until `pattern` appears after the last answered prompt; returns the match. */
  readonly waitFor: (pattern: string | RegExp, timeoutMs?: number) => Promise<RegExpExecArray>
  /**
   * Waits for the prompt `pattern`, types `line` and Enter, and waits until the prompt either
   * took the answer (✔) or refused it (✘ and the reason).
   */
  readonly answer: (pattern: string | RegExp, line: string) => Promise<'accepted' | 'refused'>
  /** Ends the input (EOF). */
  readonly end: () => void
  /** Sends Ctrl-C. */
  readonly interrupt: () => void
}

const toRegExp = (p: string | RegExp): RegExp => (typeof p === 'string' ? new RegExp(p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : p)

/**
 * A text as written before wrapping at the width: each line break before a word (not before an
 * indented line, such as an error's detail) was a space.
 */
export const unwrapped = (text: string): string => text.replace(/\n(?=\S)/g, ' ')

/**
 * Starts `doppelkopf ARGV` on in-memory streams, as at a terminal (no colour: NO_COLOR is set);
 * `env` adds to the environment (`LANG`, ...).
 */
export const startCli = (argv: readonly string[], env: Readonly<Record<string, string>> = {}): CliRun => {
  const input = new PassThrough()
  const output = new Collector()
  const error = new Collector()
  let cursor = 0
  const done = runCli(argv, { input, output, error, env: { NO_COLOR: '1', ...env }, interactive: true })
  let finished = false
  void done.finally(() => {
    finished = true
  })
  // The default timeout only catches a program that hangs at a prompt (each test has 60 s).
  const waitFor = (pattern: string | RegExp, timeoutMs = 30_000): Promise<RegExpExecArray> =>
    new Promise((resolve, reject) => {
      const re = toRegExp(pattern)
      const check = (): boolean => {
        const found = re.exec(output.text().slice(cursor))
        if (found === null) return false
        const at = cursor + found.index + found[0].length
        cleanup()
        resolve(Object.assign(found, { index: at }))
        return true
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`timed out waiting for ${String(re)}; output since the last answer:\n${output.text().slice(cursor).slice(-3000)}`))
      }, timeoutMs)
      const poll = setInterval(() => {
        if (finished && !check()) {
          cleanup()
          reject(new Error(`the program ended while waiting for ${String(re)}; output:\n${output.text().slice(cursor).slice(-3000)}`))
        }
      }, 20)
      const off = output.onWrite(() => void check())
      const cleanup = (): void => {
        clearTimeout(timer)
        clearInterval(poll)
        off()
      }
      check()
    })
  let lastWrite = performance.now()
  output.onWrite(() => {
    lastWrite = performance.now()
  })
  /** Resolves once nothing has been written for `ms`: the program waits for input. */
  const quiet = (ms = 15): Promise<void> =>
    new Promise((resolve) => {
      const poll = setInterval(() => {
        if (performance.now() - lastWrite >= ms || finished) {
          clearInterval(poll)
          resolve()
        }
      }, 5)
    })
  const answer = async (pattern: string | RegExp, line: string): Promise<'accepted' | 'refused'> => {
    const prompt = await waitFor(pattern)
    await quiet()
    // Only a mark written after the answer counts: a refused prompt re-renders its old reason.
    cursor = output.text().length
    input.write(`${line}\r`)
    const verdict = await waitFor(/✔[^\n]*\n|✘/)
    if (verdict[0].startsWith('✔')) {
      // Past the whole answered line, which repeats the prompt's text.
      cursor = verdict.index
      return 'accepted'
    }
    await quiet()
    // The prompt stays open: its last rendering (with the reason) is where the next answer starts.
    const text = output.text()
    cursor = Math.max(cursor, text.lastIndexOf(prompt[0]))
    return 'refused'
  }
  return {
    done,
    output: () => output.text(),
    errors: () => error.text(),
    recent: () => output.text().slice(cursor),
    waitFor,
    answer,
    end: () => input.end(),
    interrupt: () => input.write('\x03')
  }
}

/**
 * Runs a command with an empty input; resolves to its exit code and outputs (without ANSI
 * codes unless `strip` is false). `env` adds to the environment (`LANG`, ...).
 */
export const runQuiet = async (
  argv: readonly string[],
  strip = true,
  env: Readonly<Record<string, string>> = {}
): Promise<{ readonly code: number; readonly output: string; readonly errors: string }> => {
  const input = new PassThrough()
  const output = new Collector()
  const error = new Collector()
  input.end()
  const code = await runCli(argv, { input, output, error, env: { NO_COLOR: '1', ...env } })
  return { code, output: strip ? output.text() : output.raw(), errors: error.text() }
}
