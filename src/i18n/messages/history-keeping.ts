import { defineMessages } from '../i18n.ts'

/** Said on the scores screen when a finished game could not be added to the history. */
export const historyKeepingMessages = defineMessages({
  en: {
    full: 'This game could not be kept in the history of finished games: this device’s storage is full. Export the game to keep it, then free some space (delete old games).',
    unavailable: 'This game could not be kept in the history of finished games: this browser is not letting Gavel store anything. Export the game to keep it.',
    export: 'Export this game',
  },
  fr: {
    full: 'Cette partie n’a pas pu être gardée dans l’historique des parties terminées : le stockage de cet appareil est plein. Exportez la partie pour la garder, puis libérez de la place (supprimez d’anciennes parties).',
    unavailable: 'Cette partie n’a pas pu être gardée dans l’historique des parties terminées : ce navigateur ne laisse rien enregistrer à Gavel. Exportez la partie pour la garder.',
    export: 'Exporter cette partie',
  },
  es: {
    full: 'Esta partida no se ha podido guardar en el historial de partidas terminadas: el almacenamiento de este dispositivo está lleno. Exporta la partida para conservarla y libera espacio (borra partidas antiguas).',
    unavailable: 'Esta partida no se ha podido guardar en el historial de partidas terminadas: este navegador no deja que Gavel guarde nada. Exporta la partida para conservarla.',
    export: 'Exportar esta partida',
  },
})
