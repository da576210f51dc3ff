import { authorLine, BookCover, Button, EmptyState, ProgressBar } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { Card, CardList, Loadable, Pager, Screen, sharedClasses, usePageParam } from '../shared';
import { TableSkeleton } from './tables';

const LIBRARY_FILTERS = [
  ['All', null],
  ['Ebooks', 'ebook'],
  ['Audiobooks', 'audiobook'],
] as const;

/** /myaccount/library: purchased ebooks and audiobooks, opening the reader or the player. */
export function LibraryScreen() {
  const page = usePageParam();
  const [params] = useSearchParams();
  const typeParam = params.get('type');
  const type = typeParam === 'ebook' || typeParam === 'audiobook' ? typeParam : undefined;
  const library = hooks.library.useList({ query: { page, ...(type ? { type } : {}) } });
  return (
    <Screen title="Library" description="The ebooks and audiobooks you bought.">
      <nav aria-label="Book types" className={sharedClasses.Actions}>
        {LIBRARY_FILTERS.map(([label, value]) => (
          <Button
            key={label}
            href={value ? `?type=${value}` : '?'}
            linkAs={AppLink}
            size="small"
            variant={(value ?? undefined) === type ? 'primary' : 'secondary'}
            aria-current={(value ?? undefined) === type ? 'page' : undefined}
          >
            {label}
          </Button>
        ))}
      </nav>
      <Loadable response={library} skeleton={<TableSkeleton rows={4} />}>
        {({ data }) =>
          data.items.length === 0 ? (
            <EmptyState
              title={type ? `No ${type}s in your library yet` : 'Your library is empty'}
              description="Ebooks and audiobooks you buy appear here, ready to read or listen to."
              action={
                <Button href={type ? `/${type}s` : '/ebooks'} linkAs={AppLink}>
                  Browse {type ? `${type}s` : 'books'}
                </Button>
              }
            />
          ) : (
            <>
              <CardList items={data.items} getKey={(item) => item.id}>
                {(item) => {
                  const audio = item.book.type === 'audiobook';
                  return (
                    <Card
                      title={item.book.title}
                      media={
                        <BookCover
                          src={item.book.cover_path}
                          srcSet={item.book.cover_srcset}
                          sizes="6rem"
                          title={item.book.title}
                          alt=""
                          width="6rem"
                        />
                      }
                    >
                      <span className={sharedClasses.Muted}>
                        {authorLine(item.book.authors)} · {audio ? 'Audiobook' : 'Ebook'}
                      </span>
                      <ProgressBar
                        value={item.progress_percent}
                        label={`${audio ? 'Listened' : 'Read'}: ${Math.round(item.progress_percent)} %`}
                        size="small"
                      />
                      <span>
                        <Button
                          href={`/apps/${audio ? 'player' : 'reader'}/${item.book.uid}`}
                          linkAs={AppLink}
                          size="small"
                          aria-label={`${audio ? 'Listen to' : 'Read'} ${item.book.title}`}
                        >
                          {audio ? 'Listen' : 'Read'}
                        </Button>
                      </span>
                    </Card>
                  );
                }}
              </CardList>
              <Pager page={data.page} lastPage={data.last_page} label="Library pages" />
            </>
          )
        }
      </Loadable>
    </Screen>
  );
}
