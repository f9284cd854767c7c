import { defineMessages } from '../i18n.ts'

/** Setup's choice of how long each computer move stays in view (store/bot-pace.ts). */
export const botPaceMessages = defineMessages({
  en: {
    pace: 'Computer players’ pace',
    paceHint: 'How long each computer move stays on screen before the next one.',
    relaxed: 'Relaxed (2.4 s a move)',
    normal: 'Normal (1.4 s a move)',
    quick: 'Quick (0.7 s a move)',
  },
  fr: {
    pace: 'Rythme des joueurs ordinateur',
    paceHint: 'Combien de temps chaque coup de l’ordinateur reste à l’écran avant le suivant.',
    relaxed: 'Posé (2,4 s par coup)',
    normal: 'Normal (1,4 s par coup)',
    quick: 'Rapide (0,7 s par coup)',
  },
  es: {
    pace: 'Ritmo de los jugadores del ordenador',
    paceHint: 'Cuánto tiempo queda en pantalla cada jugada del ordenador antes de la siguiente.',
    relaxed: 'Pausado (2,4 s por jugada)',
    normal: 'Normal (1,4 s por jugada)',
    quick: 'Rápido (0,7 s por jugada)',
  },
})
