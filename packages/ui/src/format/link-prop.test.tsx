import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Button,
  ErrorPage,
  Footer,
  Link,
  Pagination,
  RatingSummary,
  ReviewEligibility,
  ReviewList,
  ReviewModerationTable,
  Stepper,
  type BookCardProps,
  type BookGridProps,
  type BookListItemProps,
  type BrowseMenuProps,
  type CartDrawerProps,
  type CategoryMenuProps,
  type ErrorPageProps,
  type FooterProps,
  type HeaderProps,
  type LinkComponent,
  type MenuLinkItem,
  type OfferCardProps,
  type PaginationProps,
  type SearchOverlayProps,
  type StepperProps,
  type UserMenuProps,
  type VoiceoverArtistCardProps,
} from '../index';
import { RouterLink } from '../fixtures/router-link';
import { editedReview, moderationItems, ratingSummary } from '../fixtures/review-fixtures';

/**
 * One name for the router-link prop across the kit: `linkAs`, typed `LinkComponent` (exported from the
 * package). The old names (`as` on Button, Link and menu items; `linkComponent` elsewhere) are gone:
 * each `@ts-expect-error` below fails the type check (`tsc -b`) if an old name compiles again.
 */

const routerLink: LinkComponent = RouterLink;

// Button, Link and menu items: `as` is rejected, `linkAs` accepted.
// @ts-expect-error `as` is no longer a Button prop; use `linkAs`
export const buttonAs = <Button href="/cart" as={RouterLink} />;
// @ts-expect-error `as` is no longer a Link prop; use `linkAs`
export const linkAs = <Link href="/cart" as={RouterLink} />;
// @ts-expect-error `linkComponent` is not a Button prop either
export const buttonLinkComponent = <Button href="/cart" linkComponent={RouterLink} />;
export const menuItem: MenuLinkItem = {
  label: 'Orders',
  href: '/orders',
  // @ts-expect-error `as` is no longer a menu item field; use `linkAs`
  as: RouterLink,
};
export const menuItemOk: MenuLinkItem = { label: 'Orders', href: '/orders', linkAs: routerLink };

// Every component that took `linkComponent` takes `linkAs` instead.
export const header: Partial<HeaderProps> = {
  linkAs: routerLink,
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const footer: Partial<FooterProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const bookCard: Partial<BookCardProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const bookListItem: Partial<BookListItemProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const bookGrid: Partial<BookGridProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const cartDrawer: Partial<CartDrawerProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const errorPage: Partial<ErrorPageProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const userMenu: Partial<UserMenuProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const browseMenu: Partial<BrowseMenuProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const categoryMenu: Partial<CategoryMenuProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const searchOverlay: Partial<SearchOverlayProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const offerCard: Partial<OfferCardProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const artistCard: Partial<VoiceoverArtistCardProps> = {
  // @ts-expect-error `linkComponent` is gone; use `linkAs`
  linkComponent: routerLink,
};
export const pagination: Partial<PaginationProps> = {
  // @ts-expect-error `linkComponent` was never Pagination's name and is not now
  linkComponent: routerLink,
};
export const stepper: Partial<StepperProps> = {
  // @ts-expect-error `as` is not the name either
  as: routerLink,
};

describe('linkAs', () => {
  it('renders the router link given as linkAs, on every kind of component', () => {
    render(
      <>
        <Button href="/cart" linkAs={RouterLink}>
          Cart
        </Button>
        <Link href="/help" linkAs={RouterLink}>
          Help
        </Link>
        <Pagination page={2} totalPages={3} getHref={(page) => `/books?page=${page}`} linkAs={RouterLink} />
        <Stepper
          label="Onboarding steps"
          steps={[
            { label: 'Profile', state: 'complete', href: '/onboard/profile' },
            { label: 'Bank', state: 'current' },
          ]}
          linkAs={RouterLink}
        />
        <ErrorPage secondary status={404} linkAs={RouterLink} />
        <Footer linkAs={RouterLink} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('data-router');
    const pages = screen.getByRole('navigation', { name: /pagination|pages/i });
    for (const page of within(pages).getAllByRole('link')) expect(page).toHaveAttribute('data-router');
    expect(screen.getByRole('link', { name: /Profile/ })).toHaveAttribute('data-router', '');
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(8);
    // Only external links (opening elsewhere) may stay plain anchors.
    for (const link of links)
      if (!link.hasAttribute('data-router')) expect(link.getAttribute('href')).toMatch(/^(https?:|mailto:)/);
  });

  it("renders the review components' links through it too", () => {
    render(
      <>
        <RatingSummary
          summary={ratingSummary}
          starsHref={(stars) => `/books/b1?stars=${stars}`}
          linkAs={RouterLink}
        />
        <ReviewList
          reviews={[editedReview]}
          total={30}
          page={1}
          totalPages={3}
          pageHref={(page) => `/books/b1?page=${page}`}
          sort="helpful"
          onSortChange={() => undefined}
          stars={4}
          clearStarsHref="/books/b1"
          linkAs={RouterLink}
        />
        <ReviewEligibility reason="signed_out" linkAs={RouterLink} />
        <ReviewModerationTable
          items={moderationItems}
          onHide={() => undefined}
          onKeep={() => undefined}
          bookHref={(item) => `/books/${item.review.book.uid}`}
          linkAs={RouterLink}
        />
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links.length).toBeGreaterThan(12);
    for (const link of links) expect(link).toHaveAttribute('data-router');
  });
});
