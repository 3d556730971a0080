/**
 * A simple player for the interactive game in tests: it answers every prompt with a legal
 * choice read off the screen (gesund, the first card marked playable, no Armut taken, the
 * first clarification), until the program ends.
 */
import type { CliRun } from './cliHarness.js'

/** Every prompt of `play`, with the kind in group 1. */
export const PROMPT = /(Your reservation|Your card|Cards to pass|Take the Armut|Cards to return|Clarifying tricks)[^\n]*?:/

/** The numbers of the cards marked playable (`*`) in the last hand shown. */
export const playableNumbers = (output: string): readonly string[] => {
  const hands = [...output.matchAll(/Your hand: (.*)/g)]
  const last = hands[hands.length - 1]?.[1] ?? ''
  return [...last.matchAll(/(\d+) \S+\*/g)].map((m) => m[1] as string)
}

/** The answer this player gives to a prompt. */
const answerTo = (kind: string, output: string): string => {
  switch (kind) {
    case 'Your reservation':
      // gesund is offered first unless the player is vorgeführt; then the first solo.
      return /1\) gesund/.test(output.slice(output.lastIndexOf('Reservations you may declare'))) ? 'gesund' : '1'
    case 'Your card':
      return playableNumbers(output)[0] ?? '1'
    case 'Take the Armut':
      return 'n'
    case 'Clarifying tricks':
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
