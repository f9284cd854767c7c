import { defineMessages } from '../i18n.ts'

export const importMessages = defineMessages({
  en: {
    title: 'Import a game record',
    intro: 'Open a gavel/1 record exported from Gavel: the game opens at its last move and is saved with the others.',
    chooseFile: 'Choose a file',
    pasteLabel: 'Or paste the record here',
    open: 'Open the pasted record',
    cancel: 'Cancel',
    failed: 'This record cannot be opened. {reason} Nothing has changed.',
    unreadableFile: 'The file could not be read.',
    empty: 'Paste a record first.',
  },
  fr: {
    title: 'Importer un historique de partie',
    intro: 'Ouvrez un historique gavel/1 exporté depuis Gavel : la partie s’ouvre à son dernier coup et est enregistrée avec les autres.',
    chooseFile: 'Choisir un fichier',
    pasteLabel: 'Ou collez l’historique ici',
    open: 'Ouvrir l’historique collé',
    cancel: 'Annuler',
    failed: 'Cet historique ne peut pas être ouvert. {reason} Rien n’a changé.',
    unreadableFile: 'Le fichier n’a pas pu être lu.',
    empty: 'Collez d’abord un historique.',
  },
  es: {
    title: 'Importar un registro de partida',
    intro: 'Abre un registro gavel/1 exportado desde Gavel: la partida se abre en su última jugada y se guarda con las demás.',
    chooseFile: 'Elegir un archivo',
    pasteLabel: 'O pega el registro aquí',
    open: 'Abrir el registro pegado',
    cancel: 'Cancelar',
    failed: 'No se puede abrir este registro. {reason} No ha cambiado nada.',
    unreadableFile: 'No se pudo leer el archivo.',
    empty: 'Primero pega un registro.',
  },
})
