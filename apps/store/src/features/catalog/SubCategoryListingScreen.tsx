import { categoryListingText, subCategoryName } from '@bookstore/api-client/page-meta';
import { useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { throwIfNotFound } from '../shared';
import { Listing } from './Listing';
import { useListingType } from './useListingType';

/** /{book_format}/{category_uid}/{sub_category_uid} */
export function SubCategoryListingScreen() {
  const type = useListingType();
  const { id = '' } = useParams();
  const subCategory = hooks.public.useGetSubCategory({ params: { uid: id } });
  throwIfNotFound(subCategory.error);
  const detail = subCategory.data?.data;
  const name = detail
    ? subCategoryName(detail.category.category_name, detail.sub_category_name)
    : 'Sub-category';
  return <Listing key={type} {...categoryListingText(name, type)} type={type} subCategory={id} />;
}
