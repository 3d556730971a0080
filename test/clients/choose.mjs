/**
 * How the clients' games choose their moves, in plain JavaScript so that a worker thread (which
 * loads the engine without vitest, see game-worker.mjs) and the tests choose alike: a move is a
 * function of the legal actions, the game's pick and the number of actions so far, nothing else.
 *
 * With no pick (null), the first legal action. With a pick (a seed string), a seeded random
 * choice: in the reservation round mostly healthy (now and then any legal declaration, so solos
 * and weddings come up), in play a random card, or now and then a random listed announcement of
 * any seat (so Re, Kontra and their lower announcements are made and answered).
 */

/**
 * The action a client takes.
 *
 * @param {(seed: string) => { readonly nextInt: (n: number) => number }} createRng the engine's seeded random source
 * @param {readonly object[]} legal the legal actions (`legalActions` of the state)
 * @param {string | null} pick null for the first legal action, else the seed of the random choices
 * @param {number} step the number of actions so far (the state's history's length)
 */
export const chooseAction = (createRng, legal, pick, step) => {
  if (legal.length === 0) throw new Error('no legal action to choose from')
  if (pick === null) return legal[0]
  const rng = createRng(`${pick}:${step}`)
  const from = (xs) => xs[rng.nextInt(xs.length)]
  const healthy = legal.find((a) => a.type === 'declare' && a.declaration.kind === 'healthy')
  if (healthy !== undefined) return rng.nextInt(10) === 0 ? from(legal) : healthy
  const announcements = legal.filter((a) => a.type === 'announce')
  const others = legal.filter((a) => a.type !== 'announce')
  if (others.length === 0 || (announcements.length > 0 && rng.nextInt(6) === 0)) return from(announcements)
  return from(others)
}
