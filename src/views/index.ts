/**
 * Per-seat views: what one seat (or a spectator) may see of a game, with every secret stripped.
 * Servers send {@link playerView} to each seat; bots decide from it.
 *
 * @example
 * ```ts
 * import { playerView } from 'doppelkopf/views'
 * ```
 *
 * @packageDocumentation
 * @module doppelkopf/views
 */
export type {
  PigletHolders,
  PlayerView,
  SpectatorView,
  TableView,
  ContractView,
  TrickView,
  CurrentTrickView,
  ArmutView,
  ArmutContractView,
  RedealView
} from './playerView.js'
export { playerView, spectatorView } from './playerView.js'
