import { defineMessages } from '../i18n.ts'

/** What a For Sale cheque says in words (check-card.tsx). */
export const chequeMessages = defineMessages({
  en: {
    /** The numbers 0 to 15 in words, separated by "|": the cheques are worth 0 and 2–15 thousand. */
    numbers: 'zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen',
    amountInWords: '{number} thousand dollars',
    zeroInWords: 'zero dollars',
    bank: 'Bank of Gavel',
  },
  fr: {
    numbers: 'zéro|un|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze',
    amountInWords: '{number} mille dollars',
    zeroInWords: 'zéro dollar',
    bank: 'Banque Gavel',
  },
  es: {
    numbers: 'cero|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince',
    amountInWords: '{number} mil dólares',
    zeroInWords: 'cero dólares',
    bank: 'Banco Gavel',
  },
})
