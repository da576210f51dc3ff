// The catalogue area's screens (one chunk). The home screen is a chunk of its own (HomeScreen.tsx).
import '../../reviewsRoutes';
export { BooksBakScreen } from './BooksBakScreen';
export { BooksScreen } from './BooksScreen';
export { CategoryListingScreen } from './CategoryListingScreen';
export { MediaListingScreen } from './MediaListingScreen';
export { SubCategoryListingScreen } from './SubCategoryListingScreen';
export { BookDetailScreen } from './BookDetailScreen';
export { AuthorScreen } from './AuthorScreen';
export { AuthorsScreen } from './AuthorsScreen';
export { CategoriesScreen } from './CategoriesScreen';
export { ListScreen } from './ListScreen';
export { ListsScreen } from './ListsScreen';
// The heads of the area's public pages (routes/pages/ names them: `catalog.heads('book')`).
export * as heads from './heads';
// The reads of the pages the area's screens show (routes/pages/ names them: `catalog.reads(...)`).
export {
  prefetchAuthor,
  prefetchAuthors,
  prefetchBooks,
  prefetchCategories,
  prefetchCategoryPage,
  prefetchList,
  prefetchLists,
  prefetchSubCategory,
} from './pageReads';
