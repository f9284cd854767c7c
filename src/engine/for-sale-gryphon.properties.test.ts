import { randomGameProperties } from './random-game-checks.ts'

randomGameProperties('for-sale-gryphon')
