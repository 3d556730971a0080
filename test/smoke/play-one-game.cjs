// Shared by the ESM and CJS smoke tests: plays one seeded game to the end through the built
// package's public entry points and checks the settlement, so every entry is exercised for real.
// `load(specifier)` imports or requires one entry ('doppelkopf', 'doppelkopf/bots', ...).
'use strict'
const assert = require('node:assert/strict')

const SUBPATHS = {
  'doppelkopf': ['rules', 'newGame', 'legalActions', 'applyAction', 'currentPlayer', 'isFinished', 'result', 'settle'],
  'doppelkopf/rules': ['cardOrder', 'trickWinnerIndex', 'ruleTable', 'withPiglets', 'createRng'],
  'doppelkopf/fast': ['FastGame'],
  'doppelkopf/views': ['playerView', 'spectatorView'],
  'doppelkopf/codecs': ['decodeAction', 'decodeGameRecord', 'decodeGameSummary'],
  'doppelkopf/records': ['gameRecord', 'replay', 'startRecording'],
  'doppelkopf/match': ['newMatch', 'matchConfigs', 'startNextGame', 'recordGame'],
  'doppelkopf/bots': ['botAction', 'heuristicBot', 'randomBot', 'montecarloBot'],
  'doppelkopf/arena': ['runArena', 'playDeal'],
  'doppelkopf/i18n': ['de', 'en', 'formatError', 'formatSettlement'],
}

module.exports = async function playOneGame(load, label) {
  const m = {}
  for (const [spec, names] of Object.entries(SUBPATHS)) {
    m[spec] = await load(spec)
    for (const name of names) assert.ok(m[spec][name] !== undefined, `${label}: ${spec} export ${name} missing`)
  }
  const dk = m.doppelkopf
  const { botAction, heuristicBot } = m['doppelkopf/bots']
  const { playerView } = m['doppelkopf/views']
  const { decodeAction } = m['doppelkopf/codecs']
  const { gameRecord, replay } = m['doppelkopf/records']

  const start = dk.newGame({ rules: dk.rules.tsr, dealer: 0, seed: 'smoke' })
  assert.equal(start._tag, 'Right', `${label}: newGame failed`)
  let game = start.right
  const actions = []
  while (!dk.isFinished(game)) {
    const seat = dk.currentPlayer(game)
    assert.equal(playerView(game, seat).right.seat, seat)
    // Through the wire codec, as a server would receive it.
    const action = decodeAction(JSON.parse(JSON.stringify(botAction(heuristicBot, game, seat, `smoke-${actions.length}`))))
    assert.equal(action._tag, 'Right', `${label}: a bot action did not decode`)
    const next = dk.applyAction(game, action.right)
    assert.equal(next._tag, 'Right', `${label}: a bot's action was rejected`)
    game = next.right
    actions.push(action.right)
  }
  const result = dk.result(game)
  assert.equal(result._tag, 'Right')
  assert.equal(result.right.scores.reduce((a, b) => a + b, 0), 0, `${label}: scores must sum to zero`)
  assert.equal(dk.applyAction(game, { type: 'play', seat: 0, card: 0 }).left.code, 'phase/game-finished')
  assert.deepEqual(game.history, actions, `${label}: the state carries its history`)
  assert.equal(dk.decodeGame(game).right, game, `${label}: the package takes its own state as it is`)
  const replayed = replay(gameRecord(game))
  assert.equal(replayed._tag, 'Right', `${label}: replay failed`)
  assert.deepEqual(dk.result(replayed.right).right.scores, result.right.scores)
  const { de, formatSettlement } = m['doppelkopf/i18n']
  assert.ok(formatSettlement(de, result.right).lines.length > 0, `${label}: i18n formats the settlement`)
  console.log(`${label} smoke ok: ${Object.keys(SUBPATHS).length} entries, ${actions.length} actions, scores ${result.right.scores.join(' ')}`)
}
