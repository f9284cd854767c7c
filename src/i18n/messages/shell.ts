import { defineMessages } from '../i18n.ts'

/** The few words the first page needs: loading, the save banner, the deal code notice. */
export const shellMessages = defineMessages({
  en: {
    loading: 'Loading…',
    openHistory: 'Finished games and stats',
    dealCodeCopied: 'Deal code {code} copied.',
    dealCodeShown: 'Deal code: {code} (copy it from here).',
    saveFull: 'Gavel cannot save: this browser’s storage is full. The game goes on, but it will be lost if this page is closed.',
    saveUnavailable: 'Gavel cannot save: this browser does not let it store data. The game goes on, but it will be lost if this page is closed.',
  },
  fr: {
    loading: 'Chargement…',
    openHistory: 'Parties terminées et statistiques',
    dealCodeCopied: 'Code de donne {code} copié.',
    dealCodeShown: 'Code de donne : {code} (copiez-le ici).',
    saveFull: 'Gavel ne peut pas enregistrer : le stockage de ce navigateur est plein. La partie continue, mais elle sera perdue si cette page est fermée.',
    saveUnavailable: 'Gavel ne peut pas enregistrer : ce navigateur ne lui permet pas de stocker des données. La partie continue, mais elle sera perdue si cette page est fermée.',
  },
  es: {
    loading: 'Cargando…',
    openHistory: 'Partidas terminadas y estadísticas',
    dealCodeCopied: 'Código de reparto {code} copiado.',
    dealCodeShown: 'Código de reparto: {code} (cópialo desde aquí).',
    saveFull: 'Gavel no puede guardar: el almacenamiento de este navegador está lleno. La partida sigue, pero se perderá si se cierra esta página.',
    saveUnavailable: 'Gavel no puede guardar: este navegador no le deja almacenar datos. La partida sigue, pero se perderá si se cierra esta página.',
  },
})
