import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { useLocale } from '../i18n/locale-store.ts'
import { localeTables } from '../i18n/locale-tables.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

describe('the language switcher', () => {
  afterEach(() => {
    useLocale.setState({ locale: 'en' })
  })

  it('a language that cannot be loaded is not switched to, and the switcher says so', async () => {
    // French loads; Spanish fails, as it would offline before it was ever fetched.
    await localeTables(
      { en: { hello: 'hello c' } },
      {
        fr: async () => ({ default: { hello: 'bonjour c' } }),
        es: async () => {
          throw new Error('offline')
        },
      },
    )
    render(<LanguageSwitcher />)
    await userEvent.click(screen.getByRole('button', { name: 'ES Español' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This language could not be loaded')
    expect(useLocale.getState().locale).toBe('en')
    expect(screen.getByRole('button', { name: '✓ EN English' })).toHaveAttribute('aria-pressed', 'true')
    // French loads: switched, and the message goes.
    await userEvent.click(screen.getByRole('button', { name: 'FR Français' }))
    await act(async () => {})
    expect(useLocale.getState().locale).toBe('fr')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
