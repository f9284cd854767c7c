import { defineMessages } from '../i18n.ts'

/** The sounds switch, in Setup and in the game menu. */
export const soundsMessages = defineMessages({
  en: {
    soundsToggle: 'Play sounds',
    soundsHint: 'Short sounds for a bid, a pass, the cards turned up in a sale and the end of the game. Picks make no sound, so nobody hears what was picked.',
    soundsUnsaved: 'This browser would not keep the setting: it lasts until the page is closed.',
  },
  fr: {
    soundsToggle: 'Jouer des sons',
    soundsHint: 'De courts sons pour une enchère, un passe, les cartes retournées d’une vente et la fin de la partie. Les choix ne font aucun son : personne n’entend ce qui a été choisi.',
    soundsUnsaved: 'Ce navigateur n’a pas gardé le réglage : il vaut jusqu’à la fermeture de la page.',
  },
  es: {
    soundsToggle: 'Reproducir sonidos',
    soundsHint: 'Sonidos breves para una puja, un pase, las cartas que se descubren en una venta y el final de la partida. Las elecciones no suenan: nadie oye qué se ha elegido.',
    soundsUnsaved: 'Este navegador no guardó el ajuste: dura hasta que se cierre la página.',
  },
})
