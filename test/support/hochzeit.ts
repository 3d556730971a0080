/**
 * The Hochzeit deal several tests script: dealer 0, so seat 1 (the Hochzeiter: both ♣Q and both
 * ♥10) speaks first and leads. Seat 0 is void in ♥, seat 2 in ♠, seat 3 in ♣: a plain ace led by
 * seat 1 is trumped by exactly one of them while the other two follow suit.
 */
import { dealOf } from './index.js'

export const HZ = dealOf([
  '♣10 ♣K ♣9 ♠10 ♠K ♠9 ♥Q ♦Q ♣J ♠J ♦A ♦9',
  '♣Q ♣Q ♥10 ♥10 ♠Q ♠Q ♣A ♣A ♠A ♠A ♥A ♥A',
  '♣10 ♣K ♣9 ♥K ♥9 ♥Q ♦Q ♣J ♠J ♥J ♦A ♦10',
  '♠10 ♠K ♠9 ♥K ♥9 ♥J ♦J ♦J ♦10 ♦K ♦K ♦9'
])

/** The Hochzeiter of {@link HZ}. */
export const HZ_HOCHZEITER = 1 as const
