/**
 * The index that `u` (from 0 up to the weights' sum) falls on when the weights are laid end to end;
 * the last index if rounding leaves `u` past them all. How the bots draw from a mix.
 */
export function weightedIndex(weights: readonly number[], u: number): number {
  let acc = 0
  for (let i = 0; i < weights.length; i++) {
    acc += weights[i] as number
    if (u < acc) return i
  }
  return weights.length - 1
}
