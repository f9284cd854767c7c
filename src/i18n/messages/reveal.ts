import { defineMessages } from '../i18n.ts'

/** Reveals: the end of each auction, the pick step, and the last sale round before the scores. */
export const revealMessages = defineMessages({
  en: {
    auctionResult: 'Auction {number}: who took what',
    wonFor: '{name} won the {property} for {amount}',
    passedFor: '{name} passed: the {property}, paid {amount}',
    passedFree: '{name} passed: the {property}, for free',
    tookNothing: '{name} passed: no property, nothing paid',
    yourPick: 'Your pick: {property}',
    yourPickHint: 'You can still change it. Once hidden, it is final.',
    changePick: 'Change my pick',
    hideAndReveal: 'Hide and turn up the picks',
    seeScores: 'See the scores',
    lastRound: 'The last sale round',
  },
  fr: {
    auctionResult: 'Enchère {number} : qui a pris quoi',
    wonFor: '{name} a remporté le {property} pour {amount}',
    passedFor: '{name} a passé : le {property}, payé {amount}',
    passedFree: '{name} a passé : le {property}, gratuitement',
    tookNothing: '{name} a passé : aucune propriété, rien payé',
    yourPick: 'Votre choix : {property}',
    yourPickHint: 'Vous pouvez encore le changer. Une fois caché, il est définitif.',
    changePick: 'Changer mon choix',
    hideAndReveal: 'Cacher et dévoiler les choix',
    seeScores: 'Voir les scores',
    lastRound: 'La dernière manche de vente',
  },
  es: {
    auctionResult: 'Subasta {number}: quién se llevó qué',
    wonFor: '{name} ganó el {property} por {amount}',
    passedFor: '{name} pasó: el {property}, pagó {amount}',
    passedFree: '{name} pasó: el {property}, gratis',
    tookNothing: '{name} pasó: ninguna propiedad, no pagó nada',
    yourPick: 'Tu elección: {property}',
    yourPickHint: 'Aún puedes cambiarla. Una vez oculta, es definitiva.',
    changePick: 'Cambiar mi elección',
    hideAndReveal: 'Ocultar y descubrir las elecciones',
    seeScores: 'Ver las puntuaciones',
    lastRound: 'La última ronda de venta',
  },
})
