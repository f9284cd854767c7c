import { randomGameProperties } from './random-game-checks.ts'

randomGameProperties('sold')
