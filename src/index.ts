/**
 * doppelkopf: the rules engine for Doppelkopf.
 *
 * Start with {@link newGame}, list moves with {@link legalActions}, apply them with
 * {@link applyAction}, and read the settlement with {@link result}. {@link settle} scores a game
 * from a summary without card play. Rule sets are the presets of {@link rules}, changed with
 * {@link withRules}. Every error is a {@link DoppelkopfError}.
 *
 * This entry is the engine alone. The rest lives in subpath entries, so an app only loads what
 * it imports: `doppelkopf/rules` (the rules' building blocks: card orders, trick rules,
 * deadlines, every state type), `doppelkopf/views` (per-seat views), `doppelkopf/codecs` (wire
 * formats), `doppelkopf/records` (records and replay), `doppelkopf/match` (a Partie and its score
 * sheet), `doppelkopf/fast` (the unchecked fast path), `doppelkopf/bots` (computer opponents),
 * `doppelkopf/arena` (bot tournaments) and `doppelkopf/i18n` (German and English words).
 *
 * @example
 * ```ts
 * import { newGame, rules } from 'doppelkopf'
 * ```
 *
 * @module doppelkopf
 * @packageDocumentation
 */
export type { Seat, BySeat, Party } from './seat.js'
export type { DoppelkopfError, GameError } from './errors.js'
export { ErrorCode, ERROR_CATEGORIES } from './errors.js'
export type { Card, Suit, Rank } from './cards/card.js'
export { card, suitOf, rankOf, cardPoints } from './cards/card.js'
export { parseCard, makeCard, parseHand, makeHand } from './cards/notation.js'
export type { ParseOptions } from './cards/notation.js'
export type { RuleSet, SoloType } from './rules/ruleSet.js'
export { rules } from './rules/presets.js'
export type { RuleOverrides } from './rules/options.js'
export { withRules } from './rules/options.js'
export { decodeRules } from './rules/codec.js'
export { dailySeed } from './random.js'
export type { Game, Contract, Declaration } from './game/state.js'
export type { Action } from './game/actions.js'
export type { Announcement } from './game/announcements.js'
export type { NewGameOptions, SerializedGame } from './game/api.js'
export { newGame, legalActions, applyAction, currentPlayer, isFinished, result, decodeGame, serializeGame } from './game/api.js'
export type { GameSummary } from './scoring/summary.js'
export type { Settlement, SettlementLine } from './scoring/settle.js'
export { settle } from './scoring/settle.js'
