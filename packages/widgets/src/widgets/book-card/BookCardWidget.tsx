import { BookCard, Spinner, VisuallyHidden, type BookCardBook } from '@bookstore/ui';
import { useEffect, useState } from 'react';
import { getPartnerCart } from '../../runtime/cart-store';
import { useWidget } from '../../runtime/context';
import { ADD_TO_CART_EVENT } from '../../runtime/events';
import type { WidgetProps } from '../../runtime/mount';
import { useBook } from '../../runtime/useBook';
import classes from './BookCardWidget.module.css';

/**
 * `<bookstore-book-card uid="...">`: the kit's BookCard for one book, priced in the configured
 * country's currency, with Add to cart into the partner cart and the title linking to the store.
 */
export function BookCardWidget({ uid }: WidgetProps) {
  const { config, emit } = useWidget();
  const state = useBook(uid);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    if (!added) return;
    const timer = setTimeout(() => setAdded(false), 4000);
    return () => clearTimeout(timer);
  }, [added]);

  if (state.status === 'loading') {
    return (
      <div className={classes.Loading}>
        <Spinner label="Loading book" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <p className={classes.Status} role="alert">
        {state.message}
      </p>
    );
  }

  const { book } = state;
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
    <div className={classes.BookCardWidget}>
      <BookCard
        book={book}
        href={`${config.storeUrl}/books/${encodeURIComponent(book.uid)}`}
        onAddToCart={addToCart}
        coverLoading="eager"
      />
      {/* Announced to screen readers; sighted visitors see the cart's count change. */}
      <VisuallyHidden role="status">{added ? `Added ${book.title} to your cart` : ''}</VisuallyHidden>
    </div>
  );
}
