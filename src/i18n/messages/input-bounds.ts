import { defineMessages } from '../i18n.ts'

/** Why a record, a backup or stored data is refused for its size or its characters (whole sentences). */
export const inputBoundMessages = defineMessages({
  en: {
    nameHiddenChars: 'Player {seat} in the record has a name holding invisible or direction-changing characters.',
    nameMarks: 'Player {seat} in the record has a name with more than 3 accents on one letter.',
    seedTooLong: 'The record’s seed is {length} characters long; a seed is at most {max}.',
    tooManyActions: 'The record holds {count} actions; a game has at most {max}.',
    tooLarge: 'The file is {length} characters long; Gavel reads at most {max}.',
    tooDeep: 'The file nests deeper than {max} levels: it is not a Gavel game record.',
    dealCodeTooLong: 'A deal code is at most {max} letters and digits; this one has {length}.',
    backupTooLarge: 'This file is too large to be a Gavel backup: nothing was restored.',
    backupTooDeep: 'This file nests too deeply to be a Gavel backup: nothing was restored.',
    restoredRenamed: '{count} had the same id as a different game already here, and were added under a new id.',
    seedMismatch: 'The record’s seed deals other cards than the deal it lists: it does not describe one game.',
  },
  fr: {
    nameHiddenChars: 'Le joueur {seat} de l’historique a un nom contenant des caractères invisibles ou qui changent le sens du texte.',
    nameMarks: 'Le joueur {seat} de l’historique a un nom avec plus de 3 accents sur une même lettre.',
    seedTooLong: 'La graine de l’historique fait {length} caractères ; une graine en fait au plus {max}.',
    tooManyActions: 'L’historique contient {count} actions ; une partie en compte au plus {max}.',
    tooLarge: 'Le fichier fait {length} caractères ; Gavel en lit au plus {max}.',
    tooDeep: 'Le fichier s’imbrique sur plus de {max} niveaux : ce n’est pas un historique de partie Gavel.',
    dealCodeTooLong: 'Un code de donne fait au plus {max} lettres et chiffres ; celui-ci en a {length}.',
    backupTooLarge: 'Ce fichier est trop gros pour être une sauvegarde Gavel : rien n’a été restauré.',
    backupTooDeep: 'Ce fichier s’imbrique trop profondément pour être une sauvegarde Gavel : rien n’a été restauré.',
    restoredRenamed: '{count} avaient le même identifiant qu’une autre partie déjà présente, et ont été ajoutées sous un nouvel identifiant.',
    seedMismatch: 'La graine de l’historique distribue d’autres cartes que la donne qu’il indique : il ne décrit pas une seule partie.',
  },
  es: {
    nameHiddenChars: 'El jugador {seat} del registro tiene un nombre con caracteres invisibles o que cambian la dirección del texto.',
    nameMarks: 'El jugador {seat} del registro tiene un nombre con más de 3 acentos en una misma letra.',
    seedTooLong: 'La semilla del registro tiene {length} caracteres; una semilla tiene como máximo {max}.',
    tooManyActions: 'El registro contiene {count} acciones; una partida tiene como máximo {max}.',
    tooLarge: 'El archivo tiene {length} caracteres; Gavel lee como máximo {max}.',
    tooDeep: 'El archivo se anida en más de {max} niveles: no es un registro de partida de Gavel.',
    dealCodeTooLong: 'Un código de reparto tiene como máximo {max} letras y cifras; este tiene {length}.',
    backupTooLarge: 'Este archivo es demasiado grande para ser una copia de seguridad de Gavel: no se ha restaurado nada.',
    backupTooDeep: 'Este archivo se anida demasiado para ser una copia de seguridad de Gavel: no se ha restaurado nada.',
    restoredRenamed: '{count} tenían el mismo identificador que otra partida ya presente, y se han añadido con un identificador nuevo.',
    seedMismatch: 'La semilla del registro reparte otras cartas que el reparto que indica: no describe una sola partida.',
  },
})
