import { defineMessages } from '../i18n.ts'

/** The language switcher's own words, beside its label (home.ts `language`). */
export const languageMessages = defineMessages({
  en: { unavailable: 'This language could not be loaded. Check the connection, then try again.' },
  fr: { unavailable: 'Cette langue n’a pas pu être chargée. Vérifiez la connexion, puis réessayez.' },
  es: { unavailable: 'No se ha podido cargar este idioma. Comprueba la conexión y vuelve a intentarlo.' },
})
