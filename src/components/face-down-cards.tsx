import { useT } from '../i18n/i18n.ts'
import { tableInfoMessages } from '../i18n/messages/table-info.ts'

/**
 * Cards a player keeps face down (a table played "as the box"): their backs and how many, never
 * their faces; the faces are not in the page at all.
 */
export function FaceDownCards(props: { readonly count: number }) {
  const t = useT(tableInfoMessages)
  if (props.count === 0) return <span className="text-base text-slate-300">{t('noneYet')}</span>
  return (
    <span className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="inline-flex -space-x-4">
        {Array.from({ length: Math.min(props.count, 6) }, (_, i) => (
          <span
            key={i}
            className="inline-block h-10 w-7 rounded-md border-2 border-slate-300 bg-[repeating-linear-gradient(45deg,#1e3a8a_0_4px,#334155_4px_8px)]"
          />
        ))}
      </span>
      <span className="text-base font-semibold">{t('faceDown', { count: props.count })}</span>
    </span>
  )
}
