/**
 * How each seat is drawn in the pictures: a colour (readable on the dark screens) and, so that
 * colour is never the only cue, a dash pattern for lines and a marker shape for points.
 */
export const SEAT_COLORS = ['#fcd34d', '#38bdf8', '#f472b6', '#a3e635', '#c4b5fd', '#fb923c'] as const
export const SEAT_DASHES = ['', '10 5', '3 4', '14 4 3 4', '6 3', '1 5'] as const
export type MarkerShape = 'circle' | 'square' | 'diamond' | 'up' | 'down' | 'cross'
export const SEAT_MARKERS: readonly MarkerShape[] = ['circle', 'square', 'diamond', 'up', 'down', 'cross']

export const seatColor = (seat: number): string => SEAT_COLORS[seat % SEAT_COLORS.length] as string
export const seatDash = (seat: number): string => SEAT_DASHES[seat % SEAT_DASHES.length] as string
export const seatMarker = (seat: number): MarkerShape => SEAT_MARKERS[seat % SEAT_MARKERS.length] as MarkerShape

/** An SVG path for a marker of radius `r` centred on (x, y). */
export function markerPath(shape: MarkerShape, x: number, y: number, r: number): string {
  switch (shape) {
    case 'circle':
      return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0`
    case 'square':
      return `M${x - r},${y - r}h${2 * r}v${2 * r}h${-2 * r}z`
    case 'diamond':
      return `M${x},${y - r * 1.3}l${r * 1.3},${r * 1.3}l${-r * 1.3},${r * 1.3}l${-r * 1.3},${-r * 1.3}z`
    case 'up':
      return `M${x},${y - r * 1.3}l${r * 1.3},${r * 2.2}h${-r * 2.6}z`
    case 'down':
      return `M${x},${y + r * 1.3}l${r * 1.3},${-r * 2.2}h${-r * 2.6}z`
    case 'cross':
      return `M${x - r},${y - r * 0.4}h${r * 0.6}v${-r * 0.6}h${r * 0.8}v${r * 0.6}h${r * 0.6}v${r * 0.8}h${-r * 0.6}v${r * 0.6}h${-r * 0.8}v${-r * 0.6}h${-r * 0.6}z`
  }
}

/** Spread label positions (sorted ascending) so that no two are closer than `gap`, keeping their order. */
export function spreadLabels(ys: readonly number[], gap: number, min: number, max: number): number[] {
  const out = ys.slice()
  for (let i = 1; i < out.length; i++) out[i] = Math.max(out[i] as number, (out[i - 1] as number) + gap)
  const overflow = (out[out.length - 1] ?? min) - max
  if (overflow > 0) for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) - overflow
  for (let i = out.length - 2; i >= 0; i--) out[i] = Math.min(out[i] as number, (out[i + 1] as number) - gap)
  return out.map((y) => Math.max(min - gap, y))
}
