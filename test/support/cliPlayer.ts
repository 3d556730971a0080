/**
 * A simple player for the interactive game in tests, in either language: it answers every
 * prompt with a legal choice read off the screen (gesund, the first card marked playable, no
 * Armut taken, the first clarification), until the program ends.
 */
import type { CliRun } from './cliHarness.js'

/** Every prompt of `play`, English and German, with the kind in group 1. */
export const PROMPT =
  /(Your reservation|Dein Vorbehalt|Your card|Deine Karte|Cards to pass|Karten zum Abgeben|Take the poverty|Armut übernehmen|Cards to return|Karten zum Zurückgeben|Clarifying tricks|Klärungsstich|Genscher)[^\n]*?:/

/**
 * The last hand shown, after its label ("Your hand:", "Dein Blatt:"), with the lines it wraps
 * onto (indented under its first card) joined to it.
 */
export const lastHand = (output: string): string => {
  const at = Math.max(output.lastIndexOf('Your hand:'), output.lastIndexOf('Dein Blatt:'))
  if (at < 0) return ''
  const [first = '', ...rest] = output.slice(at).split('\n')
  const more: string[] = []
  for (const line of rest) {
    if (!/^ {4,}\d+ \S/.test(line)) break
    more.push(line.trim())
  }
  return [first.slice(first.indexOf(':') + 1).trim(), ...more].join('  ')
}

/** The numbers of the cards marked playable (`*`) in the last hand shown. */
export const playableNumbers = (output: string): readonly string[] => [...lastHand(output).matchAll(/(\d+) \S+\*/g)].map((m) => m[1] as string)

/** The answer this player gives to a prompt. */
export const answerTo = (kind: string, output: string): string => {
  switch (kind) {
    case 'Your reservation':
    case 'Dein Vorbehalt': {
      // gesund is offered first unless the player is vorgeführt; then the first solo.
      const list = output.slice(Math.max(output.lastIndexOf('Reservations you may declare'), output.lastIndexOf('Deine möglichen Vorbehalte')))
      return /1\) (gesund|healthy)/i.test(list) ? 'gesund' : '1'
    }
    case 'Your card':
    case 'Deine Karte':
      return playableNumbers(output)[0] ?? '1'
    case 'Take the poverty':
    case 'Armut übernehmen':
      return 'n'
    case 'Clarifying tricks':
    case 'Klärungsstich':
    case 'Genscher':
      return '1'
    default:
      throw new Error(`the test player does not answer "${kind}"`)
  }
}

/** Answers prompts until the program ends; resolves to its exit code. */
export const playToEnd = async (run: CliRun, maxPrompts = 2000): Promise<number> => {
  for (let i = 0; i < maxPrompts; i++) {
    const next = await Promise.race([run.waitFor(PROMPT, 30_000), run.done.then(() => null)])
    if (next === null) return run.done
    const verdict = await run.answer(PROMPT, answerTo(next[1] as string, run.output()))
    if (verdict === 'refused') throw new Error(`the test player's answer was refused:\n${run.recent()}`)
  }
  throw new Error('too many prompts')
}
