/** Transport icons drawn in SVG: projector machines often lack a font with ⏮ ⏸ ⏭. */
export type IconName = 'start' | 'back' | 'play' | 'pause' | 'forward' | 'end'

const PATHS: { readonly [N in IconName]: string } = {
  start: 'M3 3h2.5v14H3zM17 3v14L6.5 10z',
  back: 'M15 3v14L4 10z',
  play: 'M5 3v14l11-7z',
  pause: 'M4 3h4.5v14H4zM11.5 3H16v14h-4.5z',
  forward: 'M5 3v14l11-7z',
  end: 'M14.5 3H17v14h-2.5zM3 3v14l10.5-7z',
}

export function Icon(props: { readonly name: IconName }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 fill-current">
      <path d={PATHS[props.name]} />
    </svg>
  )
}
