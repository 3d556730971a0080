// Smoke test: require the BUILT package by its name (self-reference via the exports map).
'use strict';
const assert = require('node:assert/strict');
const dk = require('doppelkopf');

assert.ok(dk.rules !== null && typeof dk.rules === 'object', 'rules should be an object');
assert.ok(dk.rules.tsr !== undefined && dk.rules.tsr !== null, 'rules.tsr should exist');
for (const name of ['newGame', 'legalActions', 'applyAction', 'currentPlayer', 'isFinished', 'result', 'settle']) {
  const t = typeof dk[name];
  assert.ok(t === 'function' || (t === 'object' && dk[name] !== null), `${name} should be a function or object, got ${t}`);
}
console.log('cjs smoke ok');
