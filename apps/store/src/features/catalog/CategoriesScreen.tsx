import { PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { bookFormat } from '../../state/bookType';
import { bookCount, Card, CardList, Loadable, Screen, sharedClasses } from '../shared';
import classes from './catalog.module.css';

/** /categories: every category with its sub-categories, linking to the preferred format's listing. */
export function CategoriesScreen() {
  useSignals();
  const categories = hooks.public.useListCategories({});
  const format = bookFormat.value;
  return (
    <Screen title={PAGE_TEXTS.categories.title} declaredHead>
      <Loadable response={categories}>
        {({ data }) => (
          <CardList items={data} getKey={(category) => category.uid}>
            {(category) => (
              <Card title={<AppLink href={`/${format}/${category.uid}`}>{category.category_name}</AppLink>}>
                <span className={sharedClasses.Muted}>{bookCount(category.books_count)}</span>
                <ul className={classes.SubCategories}>
                  {category.sub_categories.map((sub) => (
                    <li key={sub.uid}>
                      <AppLink href={`/${format}/${category.uid}/${sub.uid}`}>
                        {sub.sub_category_name}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </Card>
            )}
          </CardList>
        )}
      </Loadable>
    </Screen>
  );
}
