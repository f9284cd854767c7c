import { useId, useState } from 'react'
import { useT } from '../i18n/i18n.ts'
import { soundsMessages } from '../i18n/messages/sounds.ts'
import { setSounds, useSoundSetting } from '../store/sound-setting.ts'

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
