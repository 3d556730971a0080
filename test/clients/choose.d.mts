import type { Action } from '../../src/index.js'

/** The action a client takes: the first legal one (no pick), or a seeded random one (see choose.mjs). */
export declare const chooseAction: (
  createRng: (seed: string) => { readonly nextInt: (n: number) => number },
  legal: readonly Action[],
  pick: string | null,
  step: number
) => Action
