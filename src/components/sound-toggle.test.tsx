import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { SOUNDS_KEY, useSoundSetting } from '../store/sound-setting.ts'

/** Whether sounds are on as stored: the record's `on`. */
const storedOn = () => (JSON.parse(localStorage.getItem(SOUNDS_KEY) ?? 'null') as { on?: unknown } | null)?.on
import { SoundMute, SoundToggle } from './sound-toggle.tsx'

beforeEach(() => {
  localStorage.clear()
  useSoundSetting.setState({ on: false })
  act(() => useLocale.getState().setLocale('en'))
})

describe('the sounds switch', () => {
  it('is on by default on a device where nobody has muted it', async () => {
    localStorage.clear()
    vi.resetModules()
    const fresh = await import('../store/sound-setting.ts')
    expect(fresh.useSoundSetting.getState().on).toBe(true)
    localStorage.setItem(SOUNDS_KEY, 'off')
    vi.resetModules()
    expect((await import('../store/sound-setting.ts')).useSoundSetting.getState().on).toBe(false)
  })

  it('mutes and unmutes from the table in one tap', () => {
    useSoundSetting.setState({ on: true })
    render(<SoundMute />)
    const mute = screen.getByRole('button', { name: 'Sounds' })
    expect(mute).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(mute)
    expect(mute).toHaveAttribute('aria-pressed', 'false')
    expect(storedOn()).toBe(false)
  })

  it('is off by default, and turning it on or off is kept on this device', () => {
    render(<SoundToggle tone="light" />)
    const toggle = screen.getByRole('switch', { name: 'Play sounds' })
    expect(toggle).not.toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/Picks make no sound/)
    fireEvent.click(toggle)
    expect(toggle).toBeChecked()
    expect(storedOn()).toBe(true)
    expect(useSoundSetting.getState().on).toBe(true)
    fireEvent.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(storedOn()).toBe(false)
  })

  it('is said in French and Spanish', () => {
    act(() => useLocale.getState().setLocale('fr'))
    const { unmount } = render(<SoundToggle tone="light" />)
    expect(screen.getByRole('switch', { name: 'Jouer des sons' })).toBeInTheDocument()
    unmount()
    act(() => useLocale.getState().setLocale('es'))
    render(<SoundToggle tone="dark" />)
    expect(screen.getByRole('switch', { name: 'Reproducir sonidos' })).toBeInTheDocument()
  })
})
