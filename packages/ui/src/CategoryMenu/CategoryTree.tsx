import { Badge } from '../Badge';
import { bookFormatPath, type BookType, type LinkComponent } from '../format';
import type { CategoryMenuCategory } from './types';

/** /ebooks/{category_uid} or /ebooks/{category_uid}/{sub_category_uid}, the header's link form. */
export function categoryHref(bookType: BookType, categoryUid: string, subCategoryUid?: string): string {
  const base = `/${bookFormatPath(bookType)}/${encodeURIComponent(categoryUid)}`;
  return subCategoryUid === undefined ? base : `${base}/${encodeURIComponent(subCategoryUid)}`;
}

export interface CategoryTreeProps {
  categories: readonly CategoryMenuCategory[];
  bookType: BookType;
  linkAs: LinkComponent;
  /** Called when a link is followed (closes the menu or drawer around the tree). */
  onNavigate: () => void;
  /** Shows the "new" badge after new categories and sub-categories. */
  showNew?: boolean;
  classes: {
    List?: string | undefined;
    Item?: string | undefined;
    Link?: string | undefined;
    SubList?: string | undefined;
    SubLink?: string | undefined;
  };
}

/** The categories as a list of links, each with its sub-categories nested: the menu's and the drawer's. */
export function CategoryTree({
  categories,
  bookType,
  linkAs: LinkAs,
  onNavigate,
  showNew = false,
  classes,
}: CategoryTreeProps) {
  const label = (name: string, isNew: boolean | undefined) =>
    showNew ? (
      <>
        {name} {isNew ? <Badge variant="new" size="small" /> : null}
      </>
    ) : (
      name
    );
  return (
    <ul className={classes.List}>
      {categories.map((category) => (
        <li key={category.uid} className={classes.Item}>
          <LinkAs className={classes.Link} href={categoryHref(bookType, category.uid)} onClick={onNavigate}>
            {label(category.category_name, category.is_new)}
          </LinkAs>
          {category.sub_categories && category.sub_categories.length > 0 ? (
            <ul className={classes.SubList}>
              {category.sub_categories.map((sub) => (
                <li key={sub.uid}>
                  <LinkAs
                    className={classes.SubLink}
                    href={categoryHref(bookType, category.uid, sub.uid)}
                    onClick={onNavigate}
                  >
                    {label(sub.sub_category_name, sub.is_new)}
                  </LinkAs>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
