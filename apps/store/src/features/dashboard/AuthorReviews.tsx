import { EmptyState, formatCount, RatingSummary, ReviewCard, StarIcon } from '@bookstore/ui';
import { useId } from 'react';
import { hooks } from '../../api';
import { AppLink } from '../../links/AppLink';
import { toKitReview, toKitSummary } from '../reviews/toKitReview';
import { Loadable, Section, StatGrid } from '../shared';
import classes from './dashboard.module.css';

/**
 * The author's dashboard section of issue 42: their books' ratings together (no star links: the figures
 * span several books, with no one list to filter), the reviews of the last 30 days, and the newest
 * reviews, read-only, each under its book's title.
 */
export function AuthorReviews() {
  const reviews = hooks.reviews.useAuthorReviews({});
  const latestId = useId();
  return (
    <Section title="Reviews of your books">
      <Loadable response={reviews} headingLevel={3}>
        {({ data }) =>
          data.summary.count === 0 && data.reviews.length === 0 ? (
            <EmptyState
              size="small"
              headingLevel={3}
              icon={<StarIcon size={24} />}
              title="No reviews yet"
              description="Readers who buy your books can rate and review them. Their reviews show here and on each book’s page."
            />
          ) : (
            <div className={classes.Reviews}>
              <div className={classes.ReviewFigures}>
                <RatingSummary summary={toKitSummary(data.summary)} title="All your books" headingLevel={3} />
                <StatGrid
                  stats={[{ label: 'New reviews, last 30 days', value: formatCount(data.new_count) }]}
                />
              </div>
              <section className={classes.LatestReviews} aria-labelledby={latestId}>
                <h3 id={latestId} className={classes.ReviewsHeading}>
                  Latest reviews
                </h3>
                <ul className={classes.ReviewList}>
                  {data.reviews.map((review) => (
                    <li key={review.uid}>
                      <p className={classes.ReviewOf}>
                        <AppLink href={`/books/${review.book.uid}`}>{review.book.title}</AppLink>
                      </p>
                      <ReviewCard review={toKitReview(review)} readOnly headingLevel={4} />
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          )
        }
      </Loadable>
    </Section>
  );
}
