import { defineMessages } from '../i18n.ts'

/**
 * The words on Home that open teacher mode. Kept apart from `teacher.ts` so that the first page
 * carries only these; the presenter's own words load with it.
 */
export const teacherEntryMessages = defineMessages({
  en: {
    present: 'Present',
    presentLabel: 'Present {game} with {names} in teacher mode',
    presentRecord: 'Present a game record',
  },
  fr: {
    present: 'Présenter',
    presentLabel: 'Présenter {game} avec {names} en mode enseignant',
    presentRecord: 'Présenter un enregistrement de partie',
  },
  es: {
    present: 'Presentar',
    presentLabel: 'Presentar {game} con {names} en modo profesor',
    presentRecord: 'Presentar un registro de partida',
  },
})
