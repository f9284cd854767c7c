import { defineMessages } from '../i18n.ts'

/** The "Why?" link on each line of the narrated log, to the rule behind it. */
export const rulesWhyMessages = defineMessages({
  en: { why: 'Why?' },
  fr: { why: 'Pourquoi ?' },
  es: { why: '¿Por qué?' },
})
