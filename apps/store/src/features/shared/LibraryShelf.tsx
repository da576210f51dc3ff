import { withRedirect } from '@bookstore/api-client/constants';
import { authorLine, Button, EmptyState } from '@bookstore/ui';
import { useLocation } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { sessionActive } from '../../state/session';
import { Card, CardList } from './Cards';
import { Loadable } from './Loadable';
import classes from './shared.module.css';

/** The signed-in user's library of one type, each book opening in the reader or the player. */
export function LibraryShelf({ type }: { type: 'ebook' | 'audiobook' }) {
  useSignals();
  const active = sessionActive.value;
  const library = hooks.library.useList(active ? { query: { type } } : null);
  const app = type === 'audiobook' ? 'player' : 'reader';
  const { pathname, search } = useLocation();
  if (!active) {
    return (
      <EmptyState
        title="Sign in to open your books"
        description={`Your purchased ${type}s open here.`}
        action={
          // Signing in comes back to this shelf.
          <Button href={withRedirect('/login', `${pathname}${search}`)} linkAs={AppLink}>
            Login
          </Button>
        }
      />
    );
  }
  return (
    <Loadable response={library}>
      {({ data }) =>
        data.items.length === 0 ? (
          <EmptyState
            title={`No ${type}s in your library yet`}
            action={<AppLink href={`/${type}s`}>Browse {type}s</AppLink>}
          />
        ) : (
          <CardList items={data.items} getKey={(item) => item.id}>
            {(item) => (
              <Card title={item.book.title} href={`/apps/${app}/${item.book.uid}`}>
                <span className={classes.Muted}>{authorLine(item.book.authors)}</span>
              </Card>
            )}
          </CardList>
        )
      }
    </Loadable>
  );
}
