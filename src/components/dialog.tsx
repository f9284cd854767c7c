import { useEffect, useId, useRef, type ReactNode } from 'react'

/**
 * A modal dialog: focus moves into it and stays there, Escape closes it, and focus goes back
 * to where it was when it closes. Everything behind it is covered.
 */
export function Dialog(props: { title: string; onClose: () => void; children: ReactNode; describedBy?: string }) {
  const { title, onClose, children, describedBy } = props
  const titleId = useId()
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null
    const node = box.current
    const first = node?.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0]
    // A dialog taller than the screen opens at its title, even when its focus starts on a button at its foot.
    first?.focus({ preventScroll: true })
    return () => before?.focus?.()
  }, [])

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      onClose()
      return
    }
    keepTabInside(e, box.current)
  }

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/70 p-4">
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        onKeyDown={onKeyDown}
        className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-4 text-slate-950 shadow-2xl sm:p-6"
      >
        <h2 id={titleId} className="mb-3 text-xl font-bold sm:mb-4 sm:text-2xl">
          {title}
        </h2>
        {children}
      </div>
    </div>
  )
}

/** On Tab, keeps focus inside `root`: from its last focusable element to its first, and back. */
export function keepTabInside(e: React.KeyboardEvent, root: HTMLElement | null): void {
  if (e.key !== 'Tab') return
  const items = focusables(root)
  const first = items[0]
  const last = items[items.length - 1]
  if (first === undefined || last === undefined) return
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault()
    first.focus()
  }
}

function focusables(root: HTMLElement | null): HTMLElement[] {
  if (root === null) return []
  return Array.from(
    root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])'),
  )
}
