/**
 * Wrapping text at the terminal's width: lines break between words, never inside one, and a
 * word wider than the width stays whole on a line of its own.
 *
 * Not part of the library's entry point.
 *
 * @module
 */
import { stripVTControlCharacters } from 'node:util'

/** The width used when the output is not a terminal (a pipe, a file). */
export const DEFAULT_WIDTH = 80

/** The columns a text takes on the screen: its characters, without colour codes. */
export const visibleWidth = (text: string): number => [...stripVTControlCharacters(text)].length

/** The width to wrap at: the terminal's columns when `stream` is a terminal, else {@link DEFAULT_WIDTH}. */
export const widthOf = (stream: unknown): number => {
  const s = stream as { readonly isTTY?: boolean; readonly columns?: number } | null
  return s?.isTTY === true && typeof s.columns === 'number' && s.columns > 0 ? s.columns : DEFAULT_WIDTH
}

/**
 * Words laid out in lines of at most `width` columns: `first` before the first word, `indent`
 * before the words of each further line, one space between words on a line. A line breaks only
 * between two words; a word too wide for any line stays whole.
 *
 * @example
 * ```ts
 * wrapWords(['a', 'bb', 'cc'], 5, '', '  ') // ['a bb', '  cc']
 * ```
 */
export const wrapWords = (words: readonly string[], width: number, first = '', indent = ''): string[] => {
  const lines: string[] = []
  let line = first
  let empty = true
  for (const word of words) {
    if (word === '') continue
    if (empty) {
      line += word
      empty = false
    } else if (visibleWidth(line) + 1 + visibleWidth(word) <= width) {
      line += ` ${word}`
    } else {
      lines.push(line)
      line = indent + word
    }
  }
  lines.push(line)
  return lines
}

/**
 * A text wrapped at `width` columns, each of its lines on its own: a line that fits is kept as
 * it is; a longer one breaks at spaces, its further lines indented like its first (by
 * `indent` when given). The lines are joined with newlines.
 *
 * @example
 * ```ts
 * wrap('Du musst Herz bedienen', 13) // 'Du musst Herz\nbedienen'
 * wrap('  one two three', 9) // '  one two\n  three'
 * ```
 */
export const wrap = (text: string, width: number, indent?: string): string =>
  text
    .split('\n')
    .map((line) => {
      if (visibleWidth(line) <= width) return line
      const lead = /^\s*/.exec(line)?.[0] ?? ''
      return wrapWords(line.slice(lead.length).split(/ +/), width, lead, indent ?? lead).join('\n')
    })
    .join('\n')
