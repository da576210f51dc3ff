// The reader's screen (one chunk).
export { ReaderScreen } from './ReaderScreen';
