// Smoke test: require the BUILT package by its name (self-reference via the exports map).
'use strict'
require('./play-one-game.cjs')(require('doppelkopf'), 'cjs')
