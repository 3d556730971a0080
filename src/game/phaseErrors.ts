/**
 * The error of an action that belongs to another phase (or comes after the end), shared by the
 * phase modules.
 *
 * @module
 */
import * as E from 'fp-ts/lib/Either.js'
import { ErrorCode, type GameError, gameError } from '../errors.js'
import type { Action } from './actions.js'
import type { Game } from './state.js'

/** `phase/game-finished` after the end, else `phase/wrong-phase`. @internal */
export const wrongPhase = (g: Game, type: Action['type']): E.Either<GameError, never> =>
  E.left(
    g.phase === 'finished' || g.phase === 'redeal'
      ? gameError(ErrorCode.GameFinished, g.phase === 'redeal' ? 'The game ended in a redeal' : 'The game is over', { redeal: g.phase === 'redeal' })
      : gameError(ErrorCode.WrongPhase, `A ${type} action is not possible in the ${g.phase} phase`, { phase: g.phase, action: type })
  )
