// The public pages, one module each (path, screen, reads, sitemap, head): the route table's rows, the
// sitemap's pages and the head table are made from them.
import { aboutPage } from './about';
import { authorPage } from './author';
import { authorsPage } from './authors';
import { bookPage } from './book';
import { booksPage } from './books';
import { categoriesPage } from './categories';
import { categoryListingPage } from './categoryListing';
import { homePage } from './home';
import { listPage } from './list';
import { listsPage } from './lists';
import { mediaListingPage } from './mediaListing';
import type { PublicPage } from './page';
import { partnersPage } from './partners';
import { privacyPolicyPage } from './privacyPolicy';
import { subCategoryListingPage } from './subCategoryListing';
import { termsOfUsePage } from './termsOfUse';
import { voaPage } from './voa';
import { voasPage } from './voas';

/** In the order of the sitemap's addresses (`sitemapPages`). */
export const publicPages: readonly PublicPage[] = [
  homePage,
  mediaListingPage,
  categoryListingPage,
  subCategoryListingPage,
  booksPage,
  bookPage,
  categoriesPage,
  authorsPage,
  authorPage,
  listsPage,
  listPage,
  voasPage,
  voaPage,
  aboutPage,
  privacyPolicyPage,
  termsOfUsePage,
  partnersPage,
];

export { headPages, pageRoutes, sitemapPages, type HeadPage, type PageReads, type PublicPage } from './page';
