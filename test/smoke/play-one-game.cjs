// Shared by the ESM and CJS smoke tests: plays one seeded game to the end through the built
// package's public API and checks the settlement, so both entry points are exercised for real.
'use strict'
const assert = require('node:assert/strict')

module.exports = function playOneGame(dk, label) {
  for (const name of ['rules', 'newGame', 'legalActions', 'applyAction', 'currentPlayer', 'isFinished', 'result', 'settle']) {
    assert.ok(dk[name] !== undefined, `${label}: export ${name} missing`)
  }
  const start = dk.newGame({ rules: dk.rules.tsr, dealer: 0, seed: 'smoke' })
  assert.equal(start._tag, 'Right', `${label}: newGame failed`)
  let game = start.right
  let steps = 0
  while (!dk.isFinished(game)) {
    const next = dk.applyAction(game, dk.legalActions(game)[0])
    assert.equal(next._tag, 'Right', `${label}: a listed action was rejected`)
    game = next.right
    steps++
  }
  const result = dk.result(game)
  assert.equal(result._tag, 'Right')
  assert.equal(result.right.scores.reduce((a, b) => a + b, 0), 0, `${label}: scores must sum to zero`)
  assert.equal(dk.applyAction(game, { type: 'play', seat: 0, card: 0 }).left.code, 'phase/game-finished')
  console.log(`${label} smoke ok: ${steps} actions, scores ${result.right.scores.join(' ')}`)
}
