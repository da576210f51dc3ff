import type { AppDeps } from '../../context.ts';
import type { RouteDefinition } from '../../http/contract-router.ts';
import { authorRoutes } from './authors.ts';
import { bookRoutes } from './books.ts';
import { categoryRoutes } from './categories.ts';
import { countryRoutes } from './countries.ts';
import { homeRoutes } from './home.ts';
import { listRoutes } from './lists.ts';
import { searchRoutes } from './search.ts';
import { voiceoverDirectoryRoutes } from './voiceover.ts';

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
