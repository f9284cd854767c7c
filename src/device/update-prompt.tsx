import { useLayoutEffect, useRef, useState } from 'react'
import { useT } from '../i18n/i18n.ts'
import { deviceMessages } from '../i18n/messages/device.ts'

/**
 * Offers the new version that is waiting. Shown only between games (Home, Scores): applying it
 * reloads the page, which must never happen in the middle of one.
 */
export function UpdatePrompt(props: { onUpdate: () => Promise<void>; onLater: () => void }) {
  const t = useT(deviceMessages)
  const [updating, setUpdating] = useState(false)
  const bar = useRef<HTMLElement>(null)

  // The bar is fixed at the top: push the page down by its height so that it hides nothing.
  useLayoutEffect(() => {
    const element = bar.current
    if (element === null) return
    const fit = () => {
      document.body.style.paddingTop = `${element.offsetHeight}px`
    }
    fit()
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit)
    observer?.observe(element)
    return () => {
      observer?.disconnect()
      document.body.style.paddingTop = ''
    }
  }, [])

  return (
    <section
      ref={bar}
      aria-label={t('updateLabel')}
      className="fixed inset-x-0 top-0 z-30 flex flex-wrap items-center justify-center gap-3 border-b-4 border-sky-400 bg-slate-950 px-4 py-3 text-white shadow-2xl"
    >
      <p className="text-lg font-semibold" role="status">
        {updating ? t('updating') : t('updateReady')}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={updating}
          onClick={() => {
            setUpdating(true)
            props.onUpdate().catch(() => setUpdating(false))
          }}
        >
          {t('updateNow')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={updating} onClick={props.onLater}>
          {t('updateLater')}
        </button>
      </div>
    </section>
  )
}
