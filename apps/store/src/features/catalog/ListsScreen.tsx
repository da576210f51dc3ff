import { PAGE_TEXTS } from '@bookstore/api-client/page-meta';
import { hooks } from '../../api';
import { bookCount, Card, CardList, Loadable, Screen, sharedClasses } from '../shared';

/** /lists */
export function ListsScreen() {
  const lists = hooks.public.useListLists({});
  return (
    <Screen title={PAGE_TEXTS.lists.title} declaredHead>
      <Loadable response={lists}>
        {({ data }) => (
          <CardList items={data} getKey={(list) => list.uid}>
            {(list) => (
              <Card title={list.list_name} href={`/lists/${list.uid}`}>
                {list.description ? <span className={sharedClasses.Muted}>{list.description}</span> : null}
                <span className={sharedClasses.Muted}>{bookCount(list.books_count)}</span>
              </Card>
            )}
          </CardList>
        )}
      </Loadable>
    </Screen>
  );
}
