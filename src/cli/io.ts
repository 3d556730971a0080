/**
 * The streams of a command-line run, colour decisions, and the line prompt every question goes
 * through: `@inquirer/prompts`' `input` with validation on a terminal, plain lines read with
 * `node:readline` when the input is a pipe or a file (so a game can be scripted).
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { createInterface } from 'node:readline'
import { type Readable, Writable } from 'node:stream'
import { input } from '@inquirer/prompts'
import * as E from 'fp-ts/lib/Either.js'
import pc from 'picocolors'
import type { Colors } from 'picocolors/types.js'
import { widthOf, wrap } from './wrap.js'

/** The streams and environment of one run of the program. */
export interface CliIo {
  /** Where answers are read from (the terminal, or a test's stream). */
  readonly input: Readable
  /** Where normal output goes. */
  readonly output: Writable
  /** Where errors and progress go. */
  readonly error: Writable
  /** The environment (for `NO_COLOR`, `FORCE_COLOR`); default: none. */
  readonly env?: Readonly<Record<string, string | undefined>>
  /**
   * Whether answers are typed at a terminal (prompts with line editing) or read line by line
   * from a pipe or a file; default: whether `input` is a TTY.
   */
  readonly interactive?: boolean
}

/** Exit codes of the program. */
export const EXIT = {
  /** Success. */
  ok: 0,
  /** A bad file, a failed replay, or the end of input in the middle of a game. */
  failure: 1,
  /** Bad command-line arguments. */
  usage: 2,
  /** Interrupted with Ctrl-C. */
  interrupted: 130
} as const

/**
 * Whether to colour the output: `--color` forces it, `--no-color` turns it off; otherwise it is on
 * when the stream is a TTY with colour support and `NO_COLOR` is unset (`FORCE_COLOR` forces).
 */
export const colorEnabled = (
  option: boolean | undefined,
  stream: Writable,
  env: Readonly<Record<string, string | undefined>>
): boolean => {
  if (option !== undefined) return option
  if (env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '') return false
  if (env['FORCE_COLOR'] !== undefined && env['FORCE_COLOR'] !== '0') return true
  const tty = stream as Writable & { isTTY?: boolean; hasColors?: () => boolean }
  return tty.isTTY === true && (typeof tty.hasColors !== 'function' || tty.hasColors()) && env['TERM'] !== 'dumb'
}

/** The picocolors formatters for a run: plain text when `enabled` is false. */
export const colorsFor = (enabled: boolean): Colors => pc.createColors(enabled)

/**
 * Writes lines (each followed by a newline) to a stream; with a `width`, each line longer than
 * that is wrapped at spaces (see {@link wrap}), else the lines are written as they are.
 */
export const writeLines = (stream: Writable, lines: readonly string[], width?: number): void => {
  if (lines.length > 0) stream.write(`${(width === undefined ? lines : lines.map((l) => wrap(l, width))).join('\n')}\n`)
}

/** A refused answer's reason as shown under the prompt: `✘ reason`, wrapped at `width` with its further lines indented. */
export const refusal = (reason: string, width: number): string => wrap(`✘ ${reason}`, width, '  ')

/**
 * Why a prompt ended without an answer: the user pressed Ctrl-C (`interrupted`) or the input
 * ended (`eof`).
 */
export class PromptEnded extends Error {
  /** What ended the prompt. */
  readonly reason: 'interrupted' | 'eof'
  constructor(reason: 'interrupted' | 'eof') {
    super(reason === 'eof' ? 'end of input' : 'interrupted')
    this.reason = reason
  }
}

/** Asks one question at a time on the run's streams. */
export interface Prompter {
  /**
   * Asks until `parse` accepts the answer; a rejection's text is shown under the prompt and the
   * question is asked again. Rejects with {@link PromptEnded} on Ctrl-C or end of input.
   */
  readonly ask: <A>(message: string, parse: (answer: string) => E.Either<string, A>) => Promise<A>
  /** Stops listening to the input. */
  readonly close: () => void
}

/**
 * A writable that forwards to `target` and ignores `end()`: inquirer pipes its output into the
 * given stream and ends it after each prompt, which must not end the run's output.
 */
const forwardTo = (target: Writable): Writable =>
  new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      target.write(chunk)
      callback()
    }
  })

/**
 * The inquirer theme of a run: `?` while asking, `✔` once answered, `✘` before the reason an
 * answer is refused; coloured or plain.
 */
const themeFor = (color: boolean, width: number) => {
  const c = colorsFor(color)
  const plain = (t: string): string => t
  return {
    validationFailureMode: 'clear' as const,
    prefix: { idle: c.blue('?'), done: c.green('✔') },
    style: {
      answer: color ? c.cyan : plain,
      message: color ? c.bold : plain,
      error: (t: string) => c.red(refusal(t, width)),
      defaultAnswer: (t: string) => c.dim(`(${t})`),
      help: color ? c.dim : plain,
      highlight: color ? c.cyan : plain
    }
  }
}

const isInquirerExit = (e: unknown): boolean =>
  e instanceof Error && (e.name === 'ExitPromptError' || e.name === 'AbortPromptError' || e.name === 'CancelPromptError')

/**
 * The prompter of a run: {@link terminalPrompter} when the input is a terminal (or
 * `io.interactive` says so), else {@link linePrompter}.
 */
export const createPrompter = (io: CliIo, color: boolean): Prompter =>
  (io.interactive ?? (io.input as Readable & { isTTY?: boolean }).isTTY === true) ? terminalPrompter(io, color) : linePrompter(io, color)

/**
 * Answers read line by line (a pipe or a file): each question is printed with the answer read
 * for it, a refused answer is followed by `✘ reason` and the next line is read. Every line is
 * one answer, however the input arrives (inquirer, which reads keystrokes, would drop the lines
 * after the first of a chunk).
 */
export const linePrompter = (io: CliIo, color: boolean): Prompter => {
  const c = colorsFor(color)
  const width = widthOf(io.output)
  const lines = createInterface({ input: io.input, crlfDelay: Infinity, terminal: false })
  const next = lines[Symbol.asyncIterator]()
  const ask = async <A>(message: string, parse: (answer: string) => E.Either<string, A>): Promise<A> => {
    for (;;) {
      // The question wrapped like any line (the answer follows on its last line); at a terminal inquirer lays out its own.
      io.output.write(`${wrap(`${c.blue('?')} ${message}`, width, '  ')} `)
      const line = await next.next()
      if (line.done === true) {
        io.output.write('\n')
        throw new PromptEnded('eof')
      }
      const answer = line.value.trim()
      io.output.write(`${answer}\n`)
      const parsed = parse(answer)
      if (E.isRight(parsed)) return parsed.right
      io.output.write(`${c.red(refusal(parsed.left, width))}\n`)
    }
  }
  return { ask, close: () => lines.close() }
}

/**
 * Prompts on a terminal with `@inquirer/prompts`. The end of the input aborts the open prompt
 * (and every later one), so the run ends cleanly instead of waiting forever.
 */
export const terminalPrompter = (io: CliIo, color: boolean): Prompter => {
  const ended = new AbortController()
  const onEnd = (): void => ended.abort()
  io.input.once('end', onEnd)
  io.input.once('close', onEnd)
  const theme = themeFor(color, widthOf(io.output))
  const ask = async <A>(message: string, parse: (answer: string) => E.Either<string, A>): Promise<A> => {
    if (ended.signal.aborted || io.input.readableEnded) throw new PromptEnded('eof')
    let accepted: { readonly value: A } | null = null
    try {
      await input(
        {
          message,
          theme,
          validate: (answer: string) => {
            const parsed = parse(answer.trim())
            if (E.isLeft(parsed)) return parsed.left
            accepted = { value: parsed.right }
            return true
          }
        },
        { input: io.input, output: forwardTo(io.output), signal: ended.signal }
      )
    } catch (e) {
      if (isInquirerExit(e)) throw new PromptEnded(ended.signal.aborted ? 'eof' : 'interrupted')
      throw e
    }
    const result = accepted as { readonly value: A } | null
    if (result === null) throw new PromptEnded('eof')
    return result.value
  }
  return {
    ask,
    close: () => {
      io.input.off('end', onEnd)
      io.input.off('close', onEnd)
    }
  }
}
