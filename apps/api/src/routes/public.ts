import type { AppDeps } from '../context.ts';
import type { RouteDefinition } from '../http/contract-router.ts';
import { authorRoutes } from '../domains/catalogue/authors.routes.ts';
import { bookRoutes } from '../domains/catalogue/books.routes.ts';
import { categoryRoutes } from '../domains/catalogue/categories.routes.ts';
import { countryRoutes } from '../domains/catalogue/countries.routes.ts';
import { homeRoutes } from '../domains/catalogue/home.routes.ts';
import { listRoutes } from '../domains/catalogue/lists.routes.ts';
import { searchRoutes } from '../domains/catalogue/search.routes.ts';
import { voiceoverDirectoryRoutes } from '../domains/voiceover/directory.routes.ts';

/** The public catalogue: books, categories, lists, home and header, search, authors, countries, artists. */
export function publicRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    ...bookRoutes(deps),
    ...categoryRoutes(deps),
    ...homeRoutes(deps),
    ...listRoutes(deps),
    ...searchRoutes(deps),
    ...countryRoutes(deps),
    ...voiceoverDirectoryRoutes(deps),
    ...authorRoutes(deps),
  ];
}
