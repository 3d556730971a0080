// Smoke test: require the BUILT package by its names (self-reference via the exports map).
'use strict'
require('./play-one-game.cjs')(async (spec) => require(spec), 'cjs').catch((err) => {
  console.error(err)
  process.exitCode = 1
})
