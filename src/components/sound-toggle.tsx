import { useId, useState } from 'react'
import { useT } from '../i18n/i18n.ts'
import { soundsMessages } from '../i18n/messages/sounds.ts'
import { feltMessages } from '../i18n/messages/felt.ts'
import { setSounds, useSoundSetting } from '../store/sound-setting.ts'
import { useEditionT } from '../i18n/edition-t.ts'

/**
 * The sounds switch, for this device: in Setup and in the game menu (both loaded only when opened,
 * so that nothing of it is fetched on a first visit). Off by default.
 */
export function SoundToggle(props: { readonly tone: 'light' | 'dark' }) {
  const t = useT(soundsMessages)
  const on = useSoundSetting((s) => s.on)
  const [unsaved, setUnsaved] = useState(false)
  const hintId = useId()
  const hint = props.tone === 'light' ? 'text-slate-700' : 'text-slate-200'
  return (
    <div className="flex flex-col gap-1">
      <label className="inline-flex min-h-12 cursor-pointer items-center gap-3 self-start text-lg font-semibold">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          className="size-6 accent-sky-600"
          onChange={(e) => {
            const wanted = e.currentTarget.checked
            setUnsaved(!setSounds(wanted).ok)
            // A first sound, in the tap that turned them on (browsers start audio only from a gesture).
            if (wanted) void import('../device/sounds.ts').then((m) => m.playCues(['bid'])).catch(() => undefined)
          }}
        />
        {t('soundsToggle')}
      </label>
      <p id={hintId} className={`text-base ${hint}`}>
        {t('soundsHint')}
      </p>
      {unsaved && (
        <p role="status" className={`text-base font-semibold ${hint}`}>
          {t('soundsUnsaved')}
        </p>
      )}
    </div>
  )
}

/**
 * The sounds switch for the table's top bar: one tap mutes or unmutes this device, a speaker that
 * says which (crossed out when muted), and a pressed state for assistive technology.
 */
export function SoundMute() {
  const t = useEditionT(feltMessages)
  const on = useSoundSetting((s) => s.on)
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('sounds')}
      onClick={() => {
        setSounds(!on)
        if (!on) void import('../device/sounds.ts').then((m) => m.playCues(['bid'])).catch(() => undefined)
      }}
      className="min-h-11 min-w-11 shrink-0 rounded-lg border-2 border-white px-2 text-xl focus-ring aria-[pressed=false]:border-slate-500 aria-[pressed=false]:text-slate-400"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-6 fill-none stroke-current" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
        <path d="M4 9h4l5-4v14l-5-4H4z" className="fill-current" />
        {on ? <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" /> : <path d="M16 9l6 6M22 9l-6 6" />}
      </svg>
    </button>
  )
}
