// The author's books and the book editor (one chunk, apart from the dashboard's).
export { MyBooksScreen } from './MyBooksScreen';
export { NewBookScreen } from './NewBookScreen';
export { MyBookScreen } from './MyBookScreen';
export { EditBookScreen } from './EditBookScreen';
