import { useState, type ReactNode } from 'react'

/**
 * A button that shows its secret only while it is held down (pointer, touch or Space/Enter),
 * and unmounts it the moment it is let go: nothing stays in the DOM.
 */
export function HoldToReveal(props: { readonly label: string; readonly children: () => ReactNode }) {
  const [held, setHeld] = useState(false)
  const show = () => setHeld(true)
  const hide = () => setHeld(false)
  return (
    <div className="flex flex-col items-start gap-2">
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
        className="min-h-12 touch-none select-none rounded-lg border-2 border-slate-800 bg-white px-4 py-2 text-base font-semibold text-slate-900 focus:outline-none focus-visible:ring-4 focus-visible:ring-sky-600 aria-pressed:bg-slate-800 aria-pressed:text-white"
      >
        {props.label}
      </button>
      {held && (
        <p role="status" className="rounded-lg bg-slate-900 px-4 py-2 text-2xl font-black text-white">
          {props.children()}
        </p>
      )}
    </div>
  )
}
