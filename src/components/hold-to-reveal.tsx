import { useState, type ReactNode } from 'react'

/**
 * A button that shows its secret only while it is held down (pointer, touch or Space/Enter),
 * and unmounts it the moment it is let go: nothing stays in the DOM.
 */
export function HoldToReveal(props: {
  readonly label: string
  readonly children: () => ReactNode
  /** Where what is held opens: 'above' lays it over the page above the button (the table's action bar), pushing nothing. */
  readonly open?: 'below' | 'above'
}) {
  const [held, setHeld] = useState(false)
  const show = () => setHeld(true)
  const hide = () => setHeld(false)
  return (
    <div className={props.open === 'above' ? 'relative min-w-0 max-w-[60%] shrink' : 'flex flex-col items-start gap-2'}>
      <button
        type="button"
        aria-pressed={held}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture?.(e.pointerId)
          show()
        }}
        onPointerUp={hide}
        onPointerCancel={hide}
        onLostPointerCapture={hide}
        onContextMenu={(e) => e.preventDefault()}
        onKeyDown={(e) => {
          if (e.key === ' ' || e.key === 'Enter') {
            e.preventDefault()
            show()
          }
        }}
        onKeyUp={(e) => {
          if (e.key === ' ' || e.key === 'Enter') hide()
        }}
        onBlur={hide}
        className={`min-h-11 touch-none select-none rounded-lg border-2 border-slate-800 bg-white font-semibold ${props.open === 'above' ? 'px-2 py-0.5 text-sm leading-tight xl:text-base' : 'px-4 py-2 text-base'} text-slate-900 focus-ring-sky-600 aria-pressed:bg-slate-800 aria-pressed:text-white`}
      >
        {props.label}
      </button>
      {held && (
        <p
          role="status"
          className={`rounded-lg bg-slate-900 px-4 py-2 text-2xl font-black text-white ${props.open === 'above' ? 'absolute right-0 bottom-full z-40 mb-2 w-max max-w-[calc(100vw-1rem)] border-2 border-sky-300 shadow-2xl' : ''}`}
        >
          {props.children()}
        </p>
      )}
    </div>
  )
}
