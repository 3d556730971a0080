// Smoke test: import the BUILT package by its name (self-reference via the exports map).
import assert from 'node:assert/strict';
import * as dk from 'doppelkopf';

assert.ok(dk.rules !== null && typeof dk.rules === 'object', 'rules should be an object');
assert.ok(dk.rules.tsr !== undefined && dk.rules.tsr !== null, 'rules.tsr should exist');
for (const name of ['newGame', 'legalActions', 'applyAction', 'currentPlayer', 'isFinished', 'result', 'settle']) {
  const t = typeof dk[name];
  assert.ok(t === 'function' || (t === 'object' && dk[name] !== null), `${name} should be a function or object, got ${t}`);
}
console.log('esm smoke ok');
