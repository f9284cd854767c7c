import { encode } from 'uqr'

/**
 * A QR code as one SVG path (no image, no canvas: the content security policy allows neither data
 * URLs nor inline styles), dark modules on a white quiet zone, sized by its container.
 */
export function QrCode(props: { readonly text: string; readonly label: string }) {
  const { data } = encode(props.text, { ecc: 'M', border: 2 })
  const size = data.length
  let path = ''
  data.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) path += `M${x} ${y}h1v1h-1z`
  }))
  return (
    <svg role="img" aria-label={props.label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="block h-auto w-full rounded-lg bg-white">
      <path d={path} fill="#000" />
    </svg>
  )
}
