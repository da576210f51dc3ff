import { bookEditSteps } from '@bookstore/api-client/constants';
import { Badge, Button, Stepper } from '@bookstore/ui';
import { useLocation, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import {
  Card,
  CardList,
  Facts,
  humanize,
  Loadable,
  Money,
  PagedList,
  Screen,
  Section,
  stepOf,
  toSteps,
  useListQuery,
} from '../shared';

/** /dashboard/mybooks */
export function MyBooksScreen() {
  const { query } = useListQuery();
  const books = hooks.selling.useListBooks({ query });
  return (
    <Screen
      title="My books"
      description="The books you publish."
      actions={
        <Button href="/dashboard/mybooks/new" linkAs={AppLink}>
          New book
        </Button>
      }
    >
      <PagedList
        response={books}
        empty={{ title: 'No books yet', description: 'Books you create appear here.' }}
      >
        {(items) => (
          <CardList items={items} getKey={(book) => book.uid}>
            {(book) => (
              <Card title={book.title} href={`/dashboard/mybooks/${book.uid}`}>
                <Badge>{humanize(book.status)}</Badge>
                {book.price ? <Money value={book.price} /> : null}
              </Card>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

/** /dashboard/mybooks/new */
export function NewBookScreen() {
  return (
    <Screen
      title="New book"
      description="Start a new book."
      lead="A book starts as a draft: basic info, advance info, contributors, cover, print details, then publish."
    />
  );
}

/** A book's facts and its edit steps (done, being edited, still to do). */
function SellerBookSummary({ uid, step }: { uid: string; step?: string | undefined }) {
  const book = hooks.selling.useGetBook({ params: { uid } });
  return (
    <Loadable response={book}>
      {({ data }) => (
        <>
          <Facts
            facts={[
              ['Title', data.title],
              ['Status', humanize(data.status)],
              ['Price', data.price ? <Money value={data.price} /> : 'Not set'],
            ]}
          />
          <Section title="Steps">
            <Stepper
              label="Edit steps"
              orientation="vertical"
              linkAs={AppLink}
              steps={toSteps(bookEditSteps, {
                current: stepOf(bookEditSteps, step),
                done: (name) => data.steps[name],
                title: humanize,
                href: (name) => `/dashboard/mybooks/${uid}/edit/${name}`,
              })}
            />
          </Section>
        </>
      )}
    </Loadable>
  );
}

/** /dashboard/mybooks/{uid} */
export function MyBookScreen() {
  const { slug = '' } = useParams();
  return (
    <Screen title="Book" description="One of your books.">
      <SellerBookSummary uid={slug} />
    </Screen>
  );
}
