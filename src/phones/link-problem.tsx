import { useT } from '../i18n/i18n.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import type { LinkStatus } from './table-link.ts'

/** What the link to the table server is doing, when it is not simply open; `quiet`: nothing while it is. */
export function LinkProblem(props: { readonly status: LinkStatus; readonly quiet?: boolean }) {
  const t = useT(phoneMessages)
  const text =
    props.status === 'gone'
      ? t('tableGone')
      : props.status === 'lost'
        ? t('reconnecting')
        : props.status === 'limited'
          ? t('tooManyJoins')
          : props.status === 'connecting'
            ? t('connecting')
            : null
  if (text === null || (props.quiet === true && props.status === 'connecting')) return null
  return (
    <p role="status" className={props.quiet === true ? 'fixed inset-x-0 top-0 z-50 bg-amber-200 px-3 py-1 text-center font-semibold text-amber-950' : 'p-8 text-xl text-slate-200'}>
      {text}
    </p>
  )
}
