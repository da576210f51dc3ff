// The player's screen (one chunk).
export { PlayerScreen } from './PlayerScreen';
