/**
 * The unchecked fast path for simulations and bots: {@link FastGame} keeps a game in bit sets,
 * plays cards without validation and shares the rule functions with the validating engine.
 *
 * @example
 * ```ts
 * import { FastGame } from 'doppelkopf/fast'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/fast
 */
export { FastGame } from './fastGame.js'
