/** The header content's categories, as the menu and its tree show them. */
export interface CategoryMenuSubCategory {
  uid: string;
  sub_category_name: string;
  is_new?: boolean;
}

/** A category as the header content names it. */
export interface CategoryMenuCategory {
  uid: string;
  category_name: string;
  is_new?: boolean;
  sub_categories?: readonly CategoryMenuSubCategory[];
}
