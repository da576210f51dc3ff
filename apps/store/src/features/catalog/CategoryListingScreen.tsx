import { categoryListingText } from '@bookstore/api-client/page-meta';
import { throwIfNotFound } from '../shared';
import { useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { useCountry } from '../shared';
import { CategoryShelves } from './CategoryShelves';
import { Listing } from './Listing';
import { browsingCategory } from './pageReads';
import { categoryCollectionsRead } from './reads';
import { useListingType } from './useListingType';

/** /{book_format}/{category_uid} */
export function CategoryListingScreen() {
  const type = useListingType();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const category = hooks.public.useGetCategory({ params: { uid: slug } });
  // An unknown category is the route's Not Found page (the server answers this path with a 404 too).
  throwIfNotFound(category.error);
  const name = category.data?.data.category_name ?? 'Category';
  const text = categoryListingText(name, type);
  const browsing = browsingCategory(params);
  const country = useCountry();
  const collections = hooks.public.useGetCategoryCollections(
    browsing ? categoryCollectionsRead(slug, type, country) : null,
  );
  return (
    <Listing
      key={type}
      title={text.title}
      lead={category.data?.data.description ?? undefined}
      type={type}
      category={slug}
      before={
        browsing ? (
          <CategoryShelves category={slug} name={name} type={type} collections={collections} />
        ) : null
      }
      // The listing shows once the shelves above it have come, so it is not pushed down under the reader.
      hold={browsing && collections.isLoading}
    />
  );
}
