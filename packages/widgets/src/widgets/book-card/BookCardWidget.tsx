import { BookCard, VisuallyHidden, type BookCardBook } from '@bookstore/ui';
import { useEffect, useRef, useState } from 'react';
import { getPartnerCart } from '../../runtime/cart-store';
import { useWidget } from '../../runtime/context';
import { storeLink } from '../../runtime/config';
import { ADD_TO_CART_EVENT } from '../../runtime/events';
import type { WidgetProps } from '../../runtime/mount';
import type { WidgetBook } from '../../runtime/useBook';
import { WithBook } from '../../runtime/WithBook';
import classes from './BookCardWidget.module.css';

/**
 * `<bookstore-book-card uid="...">`: the kit's BookCard for one book, priced in the configured
 * country's currency, with Add to cart into the partner cart and the title linking to the store.
 */
export function BookCardWidget({ uid }: WidgetProps) {
  return (
    <WithBook uid={uid} loadingLabel="Loading book" classes={classes}>
      {(book) => <LoadedBookCard book={book} />}
    </WithBook>
  );
}

function LoadedBookCard({ book }: { book: WidgetBook }) {
  const { config, emit, host } = useWidget();
  // The card fills the host element, which the partner page sizes (220 px in the README): its cover is
  // that less the card's padding and border. Read once the book has loaded, so the host is laid out.
  const coverWidth = host.clientWidth - 26;
  const [added, setAdded] = useState(false);

  const card = useRef<HTMLDivElement>(null);

  // "Added ✓" stays while the visitor is still on the card (focus inside it, as after pressing the
  // button), else for 4 seconds; leaving the card with the focus puts "Add to cart" back.
  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => {
      const root = card.current?.getRootNode() as Document | ShadowRoot | undefined;
      if (!card.current?.contains(root?.activeElement ?? null)) setAdded(false);
    }, 4000);
    return () => clearTimeout(timer);
  }, [added]);

  const addToCart = (card: BookCardBook) => {
    const cart = getPartnerCart();
    cart.add(
      { uid: book.uid, title: book.title, type: book.type, cover_path: book.cover_path, price: book.price },
      config.country,
    );
    setAdded(true);
    emit(ADD_TO_CART_EVENT, {
      book: { uid: card.uid, title: card.title, type: card.type, price: book.price },
      quantity: 1,
      cart: { count: cart.count(), items: cart.handoffItems() },
    });
  };

  return (
    <div
      ref={card}
      className={classes.BookCardWidget}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setAdded(false);
      }}
    >
      <BookCard
        book={book}
        href={storeLink(config, 'card', `/books/${encodeURIComponent(book.uid)}`)}
        onAddToCart={addToCart}
        addedToCart={added}
        coverLoading="eager"
        coverSizes={coverWidth > 0 ? `${coverWidth}px` : '240px'}
      />
      {/* Announced to screen readers; sighted visitors see the button say "Added ✓". */}
      <VisuallyHidden role="status">{added ? `Added ${book.title} to your cart` : ''}</VisuallyHidden>
    </div>
  );
}
