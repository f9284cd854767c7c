import { defineMessages } from '../i18n.ts'

/** The game menu's and the scores' ways into teacher mode. */
export const teacherMenuMessages = defineMessages({
  en: {
    presentThisGame: 'Present this game (teacher mode)',
    presentFromStart: 'Replay in teacher mode',
  },
  fr: {
    presentThisGame: 'Présenter cette partie (mode enseignant)',
    presentFromStart: 'Rejouer en mode enseignant',
  },
  es: {
    presentThisGame: 'Presentar esta partida (modo profesor)',
    presentFromStart: 'Repetir en modo profesor',
  },
})
