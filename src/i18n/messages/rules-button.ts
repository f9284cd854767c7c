import { defineMessages } from '../i18n.ts'

/** The "Rules" button on every screen: kept tiny, since it loads with Home. */
export const rulesButtonMessages = defineMessages({
  en: { open: 'Rules' },
  fr: { open: 'Règles' },
  es: { open: 'Reglas' },
})
