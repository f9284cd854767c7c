/**
 * Each seat's colour for its Sold! money pack, face up (ink on paper) and face down. The mark
 * (● ▲ ■ ★ ✚ ✿) tells the packs apart as well, so colour is never the only sign.
 */
export const MONEY_FACE: readonly string[] = [
  'border-sky-700 bg-sky-50 text-sky-800',
  'border-violet-700 bg-violet-50 text-violet-800',
  'border-orange-700 bg-orange-50 text-orange-800',
  'border-teal-700 bg-teal-50 text-teal-800',
  'border-fuchsia-700 bg-fuchsia-50 text-fuchsia-800',
  'border-lime-700 bg-lime-50 text-lime-800',
]

export const MONEY_BACK: readonly string[] = [
  'border-white bg-sky-700 text-sky-400',
  'border-white bg-violet-700 text-violet-400',
  'border-white bg-orange-700 text-orange-400',
  'border-white bg-teal-700 text-teal-400',
  'border-white bg-fuchsia-700 text-fuchsia-400',
  'border-white bg-lime-700 text-lime-400',
]
