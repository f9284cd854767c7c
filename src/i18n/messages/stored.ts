import { defineMessages } from '../i18n.ts'

/**
 * What Gavel says of a value it keeps that could not be read back: one far too large to be a record
 * (a saved game, a history entry, a count), and the settings whose default is used instead (Home).
 */
export const storedMessages = defineMessages({
  en: {
    damagedTooLarge: 'Its data is far larger than anything Gavel writes, so it was not read.',
    settingsTitle: 'Some settings could not be read',
    settingsIntro: 'What this device kept for them is damaged. Gavel uses the default for each; your saved games, history and other settings are kept.',
    settingsForget: 'Forget the damaged settings',
    'setting.gavel:sounds': 'Sounds on or off: sounds are on.',
    'setting.gavel:bot-pace': 'The computer players’ pace: the normal pace.',
    'setting.gavel:storage-persist-asked': 'Whether the browser was asked to keep saved games: it will be asked when a game is next saved.',
    'setting.gavel:learn-game': 'Which game is the guided game: none is, and your saved games are as they were.',
    'setting.gavel:learn': 'The guided game’s progress: its prompts start again.',
    'setting.gavel:editions-seen': 'Which editions’ differences were shown: they are shown again when an edition is first played.',
    'setting.gavel:last-table': 'The last table set up: Setup starts afresh.',
    'setting.gavel:recent-names': 'The names of recent players: none are suggested until the next game.',
    'setting.gavel:coach': 'Which games are learners’ tables: the coach is off at every table.',
    'setting.gavel:locale': 'The language chosen: this device’s language.',
    'setting.gavel:games': 'The list of saved games: it is made again from the saved games themselves.',
  },
  fr: {
    damagedTooLarge: 'Ses données sont bien plus grandes que tout ce qu’écrit Gavel : elles n’ont pas été lues.',
    settingsTitle: 'Certains réglages n’ont pas pu être lus',
    settingsIntro: 'Ce que cet appareil en gardait est abîmé. Gavel utilise la valeur par défaut de chacun ; vos parties enregistrées, votre historique et vos autres réglages sont conservés.',
    settingsForget: 'Oublier les réglages abîmés',
    'setting.gavel:sounds': 'Sons activés ou non : les sons sont activés.',
    'setting.gavel:bot-pace': 'Le rythme des joueurs de l’ordinateur : le rythme normal.',
    'setting.gavel:storage-persist-asked': 'Si le navigateur a été prié de conserver les parties : il le sera à la prochaine partie enregistrée.',
    'setting.gavel:learn-game': 'La partie guidée : aucune partie ne l’est, et vos parties enregistrées sont inchangées.',
    'setting.gavel:learn': 'La progression de la partie guidée : ses conseils reprennent au début.',
    'setting.gavel:editions-seen': 'Les éditions dont les différences ont été montrées : elles le seront de nouveau à leur première partie.',
    'setting.gavel:last-table': 'La dernière table préparée : la préparation repart de zéro.',
    'setting.gavel:recent-names': 'Les noms des joueurs récents : aucun n’est proposé avant la prochaine partie.',
    'setting.gavel:coach': 'Les parties où l’entraîneur aide : il est désactivé partout.',
    'setting.gavel:locale': 'La langue choisie : celle de cet appareil.',
    'setting.gavel:games': 'La liste des parties enregistrées : elle est refaite à partir des parties elles-mêmes.',
  },
  es: {
    damagedTooLarge: 'Sus datos son mucho más grandes que todo lo que escribe Gavel, así que no se han leído.',
    settingsTitle: 'Algunos ajustes no se han podido leer',
    settingsIntro: 'Lo que este dispositivo guardaba de ellos está dañado. Gavel usa el valor predeterminado de cada uno; tus partidas guardadas, tu historial y los demás ajustes se conservan.',
    settingsForget: 'Olvidar los ajustes dañados',
    'setting.gavel:sounds': 'Sonidos activados o no: los sonidos están activados.',
    'setting.gavel:bot-pace': 'El ritmo de los jugadores del ordenador: el ritmo normal.',
    'setting.gavel:storage-persist-asked': 'Si se pidió al navegador conservar las partidas: se pedirá al guardar la próxima partida.',
    'setting.gavel:learn-game': 'Qué partida es la partida guiada: ninguna, y tus partidas guardadas siguen igual.',
    'setting.gavel:learn': 'El progreso de la partida guiada: sus indicaciones empiezan de nuevo.',
    'setting.gavel:editions-seen': 'Las ediciones cuyas diferencias se mostraron: se mostrarán de nuevo en su primera partida.',
    'setting.gavel:last-table': 'La última mesa preparada: la preparación empieza de cero.',
    'setting.gavel:recent-names': 'Los nombres de los jugadores recientes: no se sugiere ninguno hasta la próxima partida.',
    'setting.gavel:coach': 'Las partidas con entrenador: está desactivado en todas.',
    'setting.gavel:locale': 'El idioma elegido: el de este dispositivo.',
    'setting.gavel:games': 'La lista de partidas guardadas: se rehace a partir de las propias partidas.',
  },
})
