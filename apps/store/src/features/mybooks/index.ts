// The author's books and the book editor (one chunk, apart from the dashboard's).
export { MyBooksScreen, NewBookScreen, MyBookScreen } from './books';
export { EditBookScreen } from './EditBookScreen';
