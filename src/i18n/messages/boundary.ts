import { defineMessages } from '../i18n.ts'

/** What a screen that failed to draw shows instead (src/components/error-boundary.tsx). */
export const boundaryMessages = defineMessages({
  en: {
    title: 'Something went wrong on this screen',
    body: 'Gavel could not show this screen. Your saved games and history are still stored on this device. You can go back to Home, or save a copy of everything stored here first.',
    home: 'Go to Home',
    save: 'Save a copy of everything stored',
  },
  fr: {
    title: 'Un problème est survenu sur cet écran',
    body: 'Gavel n’a pas pu afficher cet écran. Vos parties enregistrées et votre historique sont toujours sur cet appareil. Vous pouvez revenir à l’accueil, ou d’abord enregistrer une copie de tout ce qui y est gardé.',
    home: 'Aller à l’accueil',
    save: 'Enregistrer une copie de tout ce qui est gardé',
  },
  es: {
    title: 'Algo ha fallado en esta pantalla',
    body: 'Gavel no ha podido mostrar esta pantalla. Tus partidas guardadas y tu historial siguen en este dispositivo. Puedes volver al inicio, o guardar antes una copia de todo lo guardado aquí.',
    home: 'Ir al inicio',
    save: 'Guardar una copia de todo lo guardado',
  },
})
