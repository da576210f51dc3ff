import { categoryListingText, subCategoryName } from '@bookstore/api-client/page-meta';
import { useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { throwIfNotFound, useCountry } from '../shared';
import { Listing } from './Listing';
import { subCategoryReads } from './pageReads';
import { useListingType } from './useListingType';

/** /{book_format}/{category_uid}/{sub_category_uid} */
export function SubCategoryListingScreen() {
  const type = useListingType();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  // The listing's read (made by Listing) is the second of these: the server's prefetch names both.
  const country = useCountry();
  const reads = subCategoryReads(params, id, type, country);
  const subCategory = hooks.public.useGetSubCategory(reads.subCategory);
  throwIfNotFound(subCategory.error);
  const detail = subCategory.data?.data;
  const name = detail
    ? subCategoryName(detail.category.category_name, detail.sub_category_name)
    : 'Sub-category';
  return <Listing key={type} title={categoryListingText(name, type).title} type={type} subCategory={id} />;
}
