import { u } from './card-size.ts'

/**
 * The building on a For Sale property, growing with its number: a tent (1–2), a cabin (3–6), a house
 * (7–12), a block of flats (13–18), a high-rise (19–24), towers (25–30). A few shapes parameterised by
 * the number, drawn in a 10×10 box (ground at 9.6) with one decimal, so no coordinate spells a number.
 */

export type BuildingKind = 'tent' | 'cabin' | 'house' | 'flats' | 'high-rise' | 'towers'

export function buildingKind(card: number): BuildingKind {
  if (card <= 2) return 'tent'
  if (card <= 6) return 'cabin'
  if (card <= 12) return 'house'
  if (card <= 18) return 'flats'
  if (card <= 24) return 'high-rise'
  return 'towers'
}

const GROUND = 9.6

/** One body of a building: its outline, roof and lit windows, as path data. */
interface Block {
  readonly body: string
  readonly roof: string
  readonly windows: string
  readonly door: string
  /** The highest point, roof included (smaller is higher). */
  readonly peak: number
}

const rect = (x: number, y: number, w: number, h: number) => `M${u(x)} ${u(y)}h${u(w)}v${u(h)}h${u(-w)}z`

/** A block `floors` high from the ground, `cols` windows a floor, with a roof of its kind. */
function block(x: number, w: number, floors: number, cols: number, roof: 'gable' | 'flat' | 'spire', door: boolean, floor = 0.9): Block {
  const h = floors * floor
  const top = GROUND - h
  let windows = ''
  const pane = Math.min(0.5, (w / cols) * 0.45)
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      // The ground floor's middle window is the door.
      if (door && f === floors - 1 && cols % 2 === 1 && c === (cols - 1) / 2) continue
      const cx = x + ((c + 0.5) * w) / cols
      windows += rect(cx - pane / 2, top + f * floor + floor * 0.25, pane, floor * 0.5)
    }
  }
  const rise = roof === 'gable' ? Math.min(2, w * 0.45) : roof === 'flat' ? 0.3 : 0.9
  let roofPath: string
  if (roof === 'gable') roofPath = `M${u(x - 0.4)} ${u(top)}L${u(x + w / 2)} ${u(top - rise)}L${u(x + w + 0.4)} ${u(top)}z`
  else if (roof === 'flat') roofPath = rect(x - 0.2, top - rise, w + 0.4, rise)
  else roofPath = `M${u(x + w * 0.3)} ${u(top)}L${u(x + w / 2)} ${u(top - rise)}L${u(x + w * 0.7)} ${u(top)}z`
  const doorPath = door ? rect(x + w / 2 - 0.3, GROUND - 0.8, 0.6, 0.8) : ''
  return { body: rect(x, top, w, h), roof: roofPath, windows, door: doorPath, peak: top - rise }
}

/** The blocks of card `card`'s building; towers stand on the right, clear of the number in the top-left corner. */
function blocks(card: number): readonly Block[] {
  switch (buildingKind(card)) {
    case 'tent':
    case 'cabin': {
      const w = 3.4 + (card - 3) * 0.6
      return [block(5 - w / 2, w, 1, 3, 'gable', true, 2 + (card - 3) * 0.1)]
    }
    case 'house': {
      const w = 3.6 + (card - 7) * 0.3
      const main = block(4.8 - w / 2 + (card >= 10 ? 0.8 : 0), w, 2, 3, 'gable', true, 1.4)
      return card >= 10 ? [block(0.8, 2.2, 1, 1, 'flat', false, 1.4), main] : [main]
    }
    case 'flats': {
      const floors = 5 + Math.floor((card - 13) / 3)
      return [block(2.6, 5.2, floors, 3, 'flat', true, 1)]
    }
    case 'high-rise': {
      const floors = 7 + Math.floor((card - 19) / 3)
      return [block(0.8, 3, 3, 2, 'flat', false), block(5.2, 3.8, floors, 3, 'flat', true)]
    }
    case 'towers': {
      const tall = 8 + Math.floor((card - 25) / 3)
      return [
        block(0.6, 2.6, 3, 2, 'flat', false),
        block(3.6, 2.6, 4 + Math.floor((card - 25) / 2), 2, 'flat', false),
        block(6.6, 2.8, tall, 2, 'spire', true),
      ]
    }
  }
}

/** The tent's half-width: its canvas rises 1.2 times that. */
const tentWidth = (card: number) => (card === 1 ? 2.4 : 2.8)

/** How tall card `card`'s building stands, roof and all, in the building's units (flags and antennas aside). */
export function buildingHeight(card: number): number {
  if (buildingKind(card) === 'tent') return Math.round(tentWidth(card) * 12) / 10
  return Math.round((GROUND - Math.min(...blocks(card).map((b) => b.peak))) * 10) / 10
}

const BODY: { readonly [K in BuildingKind]: string } = {
  tent: 'fill-orange-500',
  cabin: 'fill-amber-700',
  house: 'fill-orange-300',
  flats: 'fill-sky-700',
  'high-rise': 'fill-indigo-700',
  towers: 'fill-slate-700',
}

const ROOF: { readonly [K in BuildingKind]: string } = {
  tent: 'fill-orange-500',
  cabin: 'fill-red-800',
  house: 'fill-red-800',
  flats: 'fill-slate-800',
  'high-rise': 'fill-slate-900',
  towers: 'fill-slate-900',
}

const WINDOWS: { readonly [K in BuildingKind]: string } = {
  tent: 'fill-none',
  cabin: 'fill-sky-200',
  house: 'fill-sky-200',
  flats: 'fill-sky-100',
  'high-rise': 'fill-yellow-200',
  towers: 'fill-yellow-200',
}

/** The building of a For Sale property, to be placed inside a card's SVG (its own 10×10 units). */
export function Building(props: { readonly card: number }) {
  const kind = buildingKind(props.card)
  const parts = blocks(props.card)
  const join = (k: keyof Block) => parts.map((b) => b[k]).join('')
  if (kind === 'tent') {
    // A tent: one triangle of canvas with its opening, and a pennant on the 2.
    const w = tentWidth(props.card)
    return (
      <g data-building={kind}>
        <path d={`M${u(5 - w)} ${u(GROUND)}L5.0 ${u(GROUND - w * 1.2)}L${u(5 + w)} ${u(GROUND)}z`} className="fill-orange-500 stroke-slate-900" strokeWidth="0.2" strokeLinejoin="round" />
        <path d={`M${u(5 - w * 0.3)} ${u(GROUND)}L5.0 ${u(GROUND - w * 0.6)}L${u(5 + w * 0.3)} ${u(GROUND)}z`} className="fill-slate-900" />
        {props.card === 2 && <path d={`M5.0 ${u(GROUND - w * 1.2)}V${u(GROUND - w * 1.2 - 1.2)}l0.9 0.3l-0.9 0.3`} className="fill-red-600 stroke-slate-900" strokeWidth="0.1" />}
        <path d={`M0.2 ${u(GROUND)}h9.6v0.3h-9.6z`} className="fill-emerald-700" />
      </g>
    )
  }
  return (
    <g data-building={kind}>
      <path d={join('body')} className={`${BODY[kind]} stroke-slate-900`} strokeWidth="0.2" strokeLinejoin="round" />
      <path d={join('roof')} className={`${ROOF[kind]} stroke-slate-900`} strokeWidth="0.2" strokeLinejoin="round" />
      <path d={join('windows')} className={WINDOWS[kind]} />
      <path d={join('door')} className="fill-slate-900" />
      <path d={`M0.2 ${u(GROUND)}h9.6v0.3h-9.6z`} className="fill-emerald-700" />
    </g>
  )
}
