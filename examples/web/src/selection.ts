/**
 * Card selection for the Armut exchange, driven only by the listed legal actions
 * (docs/frontend.md, "Armut: selecting cards"): cards in every choice must go and are locked,
 * cards in some choice are selectable, and the confirm button sends the choice that equals the
 * selection.
 *
 * @module
 */
import type { Card } from 'doppelkopf'
import type { ArmutPassAction, ArmutReturnAction } from 'doppelkopf/rules'
import type { PlayerView } from 'doppelkopf/views'

/** A legal choice of cards: passing them (poor player) or returning them (acceptor). */
export type CardChoice = ArmutPassAction | ArmutReturnAction

/** The card choices the view lists for its seat (empty outside the Armut exchange). */
export const cardChoices = (view: PlayerView): CardChoice[] =>
  view.legalActions.filter((a): a is CardChoice => a.type === 'armutPass' || a.type === 'armutReturn')

/** Cards in every choice: they must go, so they are preselected and locked. */
export const lockedCards = (choices: readonly CardChoice[]): Card[] =>
  choices[0]?.cards.filter((c) => choices.every((a) => a.cards.includes(c))) ?? []

/** Cards in some choice: the person may select them. */
export const selectableCards = (choices: readonly CardChoice[]): Set<Card> => new Set(choices.flatMap((a) => a.cards))

/** The choice whose cards equal the selection (in any order), or undefined. */
export const matchingChoice = (choices: readonly CardChoice[], selected: ReadonlySet<Card>): CardChoice | undefined =>
  choices.find((a) => a.cards.length === selected.size && a.cards.every((c) => selected.has(c)))

/** How many cards a choice holds (every listed choice holds as many). */
export const choiceSize = (choices: readonly CardChoice[]): number => choices[0]?.cards.length ?? 0
