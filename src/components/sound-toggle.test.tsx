import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { useLocale } from '../i18n/i18n.ts'
import { SOUNDS_KEY, useSoundSetting } from '../store/sound-setting.ts'
import { SoundToggle } from './sound-toggle.tsx'

beforeEach(() => {
  localStorage.clear()
  useSoundSetting.setState({ on: false })
  act(() => useLocale.getState().setLocale('en'))
})

describe('the sounds switch', () => {
  it('is off by default, and turning it on or off is kept on this device', () => {
    render(<SoundToggle tone="light" />)
    const toggle = screen.getByRole('switch', { name: 'Play sounds' })
    expect(toggle).not.toBeChecked()
    expect(toggle).toHaveAccessibleDescription(/Picks make no sound/)
    fireEvent.click(toggle)
    expect(toggle).toBeChecked()
    expect(localStorage.getItem(SOUNDS_KEY)).toBe('on')
    expect(useSoundSetting.getState().on).toBe(true)
    fireEvent.click(toggle)
    expect(toggle).not.toBeChecked()
    expect(localStorage.getItem(SOUNDS_KEY)).toBe('off')
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
