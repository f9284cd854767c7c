/*
 * What the game store and the app shell need of the rules engine and of saved games, gathered in one
 * module that loads on demand (game-engine-slot.ts): Home on a first visit, with nothing saved, does
 * not need the engine, and the first page does not carry it (issue 12's first-load budget). Not a
 * barrel for convenience: this is the lazy boundary, and only the store and the shell import it.
 */
import { guardUnsavedGame } from '../device/unsaved-guard.ts'
import { useGameStore } from './game-store.ts'
export { createGame, openingEvents } from '../engine/game.ts'
export { RULESETS, auctionCount } from '../engine/rulesets.ts'
export { claimGame, conflictOf, releaseGame } from './game-session.ts'
// The coach's marks (coach-store.ts: its subscription keeps the coach when a learners' table plays
// again, which needs the engine), abandoning a game and starting the last table again come with it too.
export { setCoachForOpenGame } from './coach-store.ts'
export { abandonGame } from './abandon-game.ts'
export { optionsOfTable } from './last-table-options.ts'
export { sameListing } from './same-listing.ts'
export { botLevels, hasBot, isPersonSeat } from './seat-kinds.ts'
export { gameContinuedFrom, gameOfOptions, gameOfRecordText, optionsToPlayAgain } from './new-games.ts'
// What Home says of each saved game: it lists them once the engine has read them.
export { phaseText } from '../screens/saved-game-phase.ts'
export { damageText } from '../screens/damage-text.ts'
export { relativeTime } from '../i18n/relative-time.ts'
export { replayActions } from '../engine/record.ts'
export { scoreGame } from '../engine/score.ts'
export { deleteGame, listSavedGames, loadGame, newGameId, openRecord, saveGame } from './saved-games.ts'
export { dealCodeInFile, downloadRecord } from './record-file.ts'
export { undoStatus } from './undo.ts'
export { playMove } from './forced-moves.ts'
export { newDealCode, normalizeDealCode } from './deal-code.ts'
export { sourceOfGame } from '../teacher/teach-entry.ts'
export { historyEntryOfFinished } from '../history/same-game.ts'

// Closing the page with an unsaved game open makes the browser ask (device/unsaved-guard.ts): set up
// here, with the engine, since no game can be open before it loads and the first page need not carry it.
guardUnsavedGame(useGameStore)
