// The catalogue area's screens (one chunk). The home screen is a chunk of its own (HomeScreen.tsx).
export {
  BooksBakScreen,
  BooksScreen,
  CategoryListingScreen,
  MediaListingScreen,
  SubCategoryListingScreen,
} from './listings';
export { BookDetailScreen } from './BookDetailScreen';
export { AuthorScreen, AuthorsScreen, CategoriesScreen, ListScreen, ListsScreen } from './browse';
