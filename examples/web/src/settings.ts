/**
 * The rule choice of the page and where it is kept.
 *
 * The reference text of the browser game (its description of the pagat base rules) has a rules button
 * that switches between its "Standardregeln", the pagat.com base rules (`rules.pagat`), and the
 * "Varianten": the same base rules with its three switchable variants turned on — the second
 * ♥10 beats the first except in the last trick, the soloist leads, and the Karlchen counts only
 * for winning the last trick.
 *
 * @module
 */
import { pipe } from 'fp-ts/lib/function.js'
import { type RuleSet, rules } from 'doppelkopf'
import { karlchenOnlyWinning, named, withSecondDulleBeats, withSoloLeader } from 'doppelkopf/rules'
import { type MatchConfig, matchConfigs } from 'doppelkopf/match'
import { type BotLevel, isBotLevel } from 'doppelkopf/bots'

/** Which rules the page plays: the pagat base rules, or the base rules with the three variants. */
export type RuleChoice = 'standard' | 'variants'

/** The localStorage key of the rule choice. */
export const STORAGE_KEY = 'doppelkopf-web/rules'

/** The pagat base rules with the reference text's three variants. */
const variants: RuleSet = pipe(
  rules.pagat,
  withSecondDulleBeats('exceptLastTrick'),
  withSoloLeader('soloist'),
  karlchenOnlyWinning,
  named('pagat-varianten')
)

/** The rule set of a choice. */
export const ruleSetOf = (choice: RuleChoice): RuleSet => (choice === 'standard' ? rules.pagat : variants)

/** The match (Partie) of a choice: the pagat table of 8 games with the chosen rule set. */
export const matchConfigOf = (choice: RuleChoice): MatchConfig => ({ ...matchConfigs.pagat, rules: ruleSetOf(choice) })

/** The button label of a choice. */
export const choiceLabel = (choice: RuleChoice): string => (choice === 'standard' ? 'Standardregeln' : 'Varianten')

/** The other choice (what the rules button switches to). */
export const otherChoice = (choice: RuleChoice): RuleChoice => (choice === 'standard' ? 'variants' : 'standard')

/** Reads the stored choice; the standard rules when nothing (or something unknown) is stored. */
export const loadChoice = (storage: Pick<Storage, 'getItem'> | null): RuleChoice => {
  try {
    return storage?.getItem(STORAGE_KEY) === 'variants' ? 'variants' : 'standard'
  } catch {
    return 'standard' // storage blocked (privacy mode): play the standard rules
  }
}

/** Stores the choice on this device; a blocked storage only loses the memory, not the switch. */
export const saveChoice = (storage: Pick<Storage, 'setItem'> | null, choice: RuleChoice): void => {
  try {
    storage?.setItem(STORAGE_KEY, choice)
  } catch {
    // storage blocked: the choice holds until the page is reloaded
  }
}

/** The rows of the rules panel: what differs between the two choices, as the page plays it. */
export const ruleSummary = (r: RuleSet): readonly { readonly label: string; readonly value: string; readonly key: string }[] => [
  {
    key: 'secondDulleBeats',
    label: 'Zweite 10♥ sticht die erste',
    value: r.secondDulleBeats === 'never' ? 'nein' : r.secondDulleBeats === 'always' ? 'ja' : 'ja, außer im letzten Stich'
  },
  {
    key: 'soloLeader',
    label: 'Im Solo spielt aus',
    value: r.soloLeader === 'soloist' ? 'der Solist' : r.soloLeader === 'dealersLeft' ? 'links vom Geber' : 'der Solist im Pflichtsolo'
  },
  {
    key: 'karlchenCaught',
    label: 'Karlchen gefangen zählt',
    value: r.extraPoints.karlchenCaught ? 'ja' : 'nein'
  }
]

/** The localStorage key of the opponents' level. */
export const LEVEL_KEY = 'doppelkopf-web/level'

/**
 * The level of the three computer opponents when none is chosen: `casual`, the heuristic bot
 * (`botLevels.casual`), which the page played before it offered a choice.
 */
export const DEFAULT_LEVEL: BotLevel = 'casual'

/** Reads the stored level; the default when nothing (or something unknown) is stored. */
export const loadLevel = (storage: Pick<Storage, 'getItem'> | null): BotLevel => {
  try {
    const stored = storage?.getItem(LEVEL_KEY)
    return isBotLevel(stored) ? stored : DEFAULT_LEVEL
  } catch {
    return DEFAULT_LEVEL // storage blocked (privacy mode)
  }
}

/** Stores the level on this device; a blocked storage only loses the memory, not the choice. */
export const saveLevel = (storage: Pick<Storage, 'setItem'> | null, level: BotLevel): void => {
  try {
    storage?.setItem(LEVEL_KEY, level)
  } catch {
    // storage blocked: the level holds until the page is reloaded
  }
}
