import type { GameError } from '../engine/types.ts'
import { errorText } from '../i18n/error-text.ts'
import { useLocale, useT } from '../i18n/i18n.ts'
import { phoneMessages } from '../i18n/messages/phones.ts'
import type { Refusal } from '../game/phone-protocol.ts'

/** Why the server refused what this device sent, in the device's language. */
export function RefusalLine(props: { readonly refusal: Refusal | null }) {
  const t = useT(phoneMessages)
  const locale = useLocale((s) => s.locale)
  const r = props.refusal
  if (r === null) return null
  const text =
    r.code === 'ILLEGAL' && r.engineCode !== undefined
      ? t('refused', { reason: errorText(locale, { code: r.engineCode, message: r.message } as GameError) })
      : r.code === 'NOT_YOUR_SEAT'
        ? t('refusedNotYours')
        : r.code === 'STALE_TURN'
          ? t('refusedStale')
          : r.code === 'SEAT_TAKEN' || r.code === 'ALREADY_SEATED'
            ? t('refusedSeatTaken')
            : r.code === 'NAME_TAKEN'
              ? t('refusedNameTaken')
              : r.code === 'TOO_FAST'
                ? t('refusedTooFast')
                : t('refusedOther')
  return (
    <p role="alert" className="rounded-xl border-2 border-red-400 bg-red-950 p-2 font-semibold text-white">
      {text}
    </p>
  )
}
