/**
 * Small statistics for arena reports: the mean, the sample standard deviation, a normal 95%
 * confidence interval of a mean, and quantiles (median, p95) of timings.
 *
 * Every function takes a plain list of numbers and does not change it. Values that are not
 * defined for the sample (the mean of nothing, the spread of one value) are `NaN`.
 *
 * @module
 */

/**
 * The z value of a two-sided 95% normal interval.
 *
 * @category Arena
 * @since 0.1.0
 */
export const Z_95 = 1.96

/**
 * The arithmetic mean; `NaN` for an empty list.
 *
 * @example
 * ```ts
 * mean([1, 2, 3, 6]) // 3
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const mean = (xs: readonly number[]): number => {
  let sum = 0
  for (const x of xs) sum += x
  return xs.length === 0 ? Number.NaN : sum / xs.length
}

/**
 * The sample standard deviation (divisor `n - 1`); `NaN` for fewer than two values.
 *
 * @example
 * ```ts
 * sampleStdDev([2, 4, 4, 4, 5, 5, 7, 9]) // 2.138... (sqrt(32 / 7))
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const sampleStdDev = (xs: readonly number[]): number => {
  if (xs.length < 2) return Number.NaN
  const m = mean(xs)
  let squares = 0
  for (const x of xs) squares += (x - m) * (x - m)
  return Math.sqrt(squares / (xs.length - 1))
}

/**
 * A 95% confidence interval of a mean: `mean ± 1.96 · sd / √n`.
 *
 * @category Arena
 * @since 0.1.0
 */
export interface ConfidenceInterval {
  /** How many samples. */
  readonly n: number
  /** Their mean (`NaN` without samples). */
  readonly mean: number
  /** Their sample standard deviation (`NaN` for fewer than two samples). */
  readonly sd: number
  /** `1.96 · sd / √n` (`NaN` for fewer than two samples). */
  readonly halfWidth: number
  /** `mean - halfWidth`. */
  readonly low: number
  /** `mean + halfWidth`. */
  readonly high: number
}

/**
 * The normal 95% confidence interval of the mean of independent samples.
 *
 * @example
 * ```ts
 * const ci = confidence95([1, 2, 3, 4])
 * ci.mean // 2.5
 * ci.halfWidth // 1.96 * sqrt(5 / 3) / 2 = 1.265...
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const confidence95 = (xs: readonly number[]): ConfidenceInterval => {
  const m = mean(xs)
  const sd = sampleStdDev(xs)
  const halfWidth = (Z_95 * sd) / Math.sqrt(xs.length)
  return { n: xs.length, mean: m, sd, halfWidth, low: m - halfWidth, high: m + halfWidth }
}

/**
 * The `q`-quantile (`0 <= q <= 1`) with linear interpolation between the order statistics (the
 * usual "type 7" definition: position `q · (n - 1)` in the sorted list), so `quantile(xs, 0.5)`
 * is the median. `NaN` for an empty list.
 *
 * @example
 * ```ts
 * quantile([4, 1, 3, 2], 0.5) // 2.5
 * quantile([1, 2, 3, 4, 5], 0.95) // 4.8
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const quantile = (xs: readonly number[], q: number): number => quantileOfSorted(Float64Array.from(xs).sort(), q)

/**
 * {@link quantile} of values already sorted ascending (a report asking for several quantiles of
 * a million decision times sorts them once). @internal
 */
export const quantileOfSorted = (sorted: Float64Array, q: number): number => {
  if (sorted.length === 0 || !(q >= 0 && q <= 1)) return Number.NaN
  const position = q * (sorted.length - 1)
  const below = Math.floor(position)
  const lower = sorted[below] as number
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] as number
  return lower + (upper - lower) * (position - below)
}

/**
 * The median (`quantile(xs, 0.5)`); `NaN` for an empty list.
 *
 * @example
 * ```ts
 * median([5, 1, 3]) // 3
 * ```
 * @category Arena
 * @since 0.1.0
 */
export const median = (xs: readonly number[]): number => quantile(xs, 0.5)
