import { defineMessages } from '../i18n.ts'

/** Why a record, a backup or stored data is refused for its size or its characters (whole sentences). */
export const inputBoundMessages = defineMessages({
  en: {
    nameHiddenChars: 'Player {seat} in the record has a name holding invisible or direction-changing characters.',
    nameMarks: 'Player {seat} in the record has a name with more than 3 accents on one letter.',
    seedTooLong: 'The record’s seed is {length} characters long; a seed is at most {max}.',
    tooManyActions: 'The record holds {count} actions; a game has at most {max}.',
  },
  fr: {
    nameHiddenChars: 'Le joueur {seat} de l’historique a un nom contenant des caractères invisibles ou qui changent le sens du texte.',
    nameMarks: 'Le joueur {seat} de l’historique a un nom avec plus de 3 accents sur une même lettre.',
    seedTooLong: 'La graine de l’historique fait {length} caractères ; une graine en fait au plus {max}.',
    tooManyActions: 'L’historique contient {count} actions ; une partie en compte au plus {max}.',
  },
  es: {
    nameHiddenChars: 'El jugador {seat} del registro tiene un nombre con caracteres invisibles o que cambian la dirección del texto.',
    nameMarks: 'El jugador {seat} del registro tiene un nombre con más de 3 acentos en una misma letra.',
    seedTooLong: 'La semilla del registro tiene {length} caracteres; una semilla tiene como máximo {max}.',
    tooManyActions: 'El registro contiene {count} acciones; una partida tiene como máximo {max}.',
  },
})
