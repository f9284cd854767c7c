import { useId } from 'react'
import { ANTIQUE_CATEGORIES, MAX_FACE, MIN_FACE, MONEY_STEP, SPECIAL_CARDS, type AntiqueCategory, type SpecialCard } from '../../engine/antiques.ts'
import { isFaceValue } from '../../engine/antiques-request.ts'
import { categoryText, formatDollars } from '../../i18n/antiques-text.ts'
import { useLocale, useT } from '../../i18n/i18n.ts'
import { antiquesMessages } from '../../i18n/messages/antiques.ts'

/** An item being described: the face value is kept as typed, so a half-typed number is not lost. */
export interface ItemDraft {
  readonly category: AntiqueCategory
  readonly faceText: string
  readonly special: SpecialCard | null
  readonly damaged: boolean
}

export const EMPTY_DRAFT: ItemDraft = { category: 'games', faceText: '', special: null, damaged: false }

/** The face value typed, when it is one a card can carry. */
export function draftFace(draft: ItemDraft): number | null {
  const n = Number(draft.faceText)
  return draft.faceText.trim() !== '' && isFaceValue(n) ? n : null
}

/** Values printed on the cards, from $50 to $10,000, for one-tap entry; others are typed or stepped by $50. */
export const FACE_KEYPAD = [50, 100, 200, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 7500, 10_000] as const

const chip = (on: boolean) =>
  `flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border-2 px-3 text-base ${on ? 'border-sky-800 bg-sky-50 font-semibold' : 'border-slate-300'}`

/** Category, face value (keypad, $50 steps), Special Value card and Damaged: one item. */
export function AntiqueItemFields(props: { draft: ItemDraft; onChange: (draft: ItemDraft) => void; idPrefix: string }) {
  const t = useT(antiquesMessages)
  const locale = useLocale((s) => s.locale)
  const ids = { face: useId(), faceError: useId() }
  const { draft } = props
  const set = (change: Partial<ItemDraft>) => props.onChange({ ...draft, ...change })
  const face = draftFace(draft)
  const typedBad = draft.faceText.trim() !== '' && face === null
  const step = (by: number) => {
    const from = face ?? (by > 0 ? 0 : MAX_FACE + MONEY_STEP)
    set({ faceText: String(Math.min(MAX_FACE, Math.max(MIN_FACE, from + by))) })
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="min-w-0">
        <legend className="mb-2 text-lg font-semibold">{t('category')}</legend>
        <div className="flex flex-wrap gap-2">
          {ANTIQUE_CATEGORIES.map((c) => (
            <label key={c} className={chip(c === draft.category)}>
              <input
                type="radio"
                name={`${props.idPrefix}-category`}
                checked={c === draft.category}
                onChange={() => set({ category: c })}
                className="size-5 accent-sky-800"
              />
              {categoryText(locale, c)}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={ids.face} className="block text-lg font-semibold">
          {t('faceInput')}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <button type="button" className="btn btn-secondary min-w-12 px-3" aria-label={t('faceLess')} disabled={face !== null && face <= MIN_FACE} onClick={() => step(-MONEY_STEP)}>
            −
          </button>
          <input
            id={ids.face}
            type="number"
            inputMode="numeric"
            min={MIN_FACE}
            max={MAX_FACE}
            step={MONEY_STEP}
            value={draft.faceText}
            aria-invalid={typedBad}
            aria-describedby={typedBad ? ids.faceError : undefined}
            onChange={(e) => set({ faceText: e.currentTarget.value })}
            className={`min-h-12 w-32 rounded-lg border-2 px-3 text-xl ${typedBad ? 'border-red-700 bg-red-50' : 'border-slate-400'}`}
          />
          <button type="button" className="btn btn-secondary min-w-12 px-3" aria-label={t('faceMore')} disabled={face !== null && face >= MAX_FACE} onClick={() => step(MONEY_STEP)}>
            +
          </button>
        </div>
        {typedBad && (
          <p id={ids.faceError} className="mt-1 text-base font-semibold text-red-800">
            {t('faceBad')}
          </p>
        )}
        <div role="group" aria-label={t('faceKeypad')} className="mt-2 grid grid-cols-3 gap-2 min-[380px]:grid-cols-4 sm:grid-cols-7">
          {FACE_KEYPAD.map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={face === v}
              onClick={() => set({ faceText: String(v) })}
              className={`min-h-11 rounded-lg border-2 px-1 text-sm font-semibold whitespace-nowrap sm:text-base ${face === v ? 'border-sky-800 bg-sky-800 text-white' : 'border-slate-700 bg-white'}`}
            >
              {formatDollars(locale, v)}
            </button>
          ))}
        </div>
      </div>

      <fieldset className="min-w-0">
        <legend className="mb-2 text-lg font-semibold">{t('special')}</legend>
        <div className="flex flex-wrap gap-2">
          {[null, ...SPECIAL_CARDS].map((s) => (
            <label key={s ?? 'none'} className={chip(s === draft.special)}>
              <input
                type="radio"
                name={`${props.idPrefix}-special`}
                checked={s === draft.special}
                onChange={() => set({ special: s })}
                className="size-5 accent-sky-800"
              />
              {t(`special.${s ?? 'none'}`)}
            </label>
          ))}
          <label className={chip(draft.damaged)}>
            <input type="checkbox" checked={draft.damaged} onChange={(e) => set({ damaged: e.currentTarget.checked })} className="size-5 accent-sky-800" />
            {t('damaged')}
          </label>
        </div>
      </fieldset>
    </div>
  )
}
