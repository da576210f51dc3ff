import { bookTypeLabel } from '@bookstore/ui';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { hooks } from '../../api';
import { addToCartOnce } from '../../cart/actions';
import { Loadable, Screen, useCountry } from '../shared';
import classes from './checkout.module.css';

/** /books/{uid}/buy: puts that book in the cart (once) and continues to checkout. */
export function BuyBookScreen() {
  const { slug = '' } = useParams();
  const country = useCountry();
  const navigate = useNavigate();
  const book = hooks.public.useGetBook({ params: { uid: slug }, query: { country } });
  const detail = book.data?.data;
  useEffect(() => {
    if (!detail) return;
    let current = true;
    void addToCartOnce(detail).then((added) => {
      if (current && added) navigate('/checkout', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [detail, navigate]);
  return (
    <Screen title={detail ? `Buy ${detail.title}` : 'Buy'} description="Buy one book.">
      <Loadable response={book}>
        {({ data }) => (
          <p className={classes.Muted}>
            Adding {data.title} ({bookTypeLabel(data.type)}) to your cart…
          </p>
        )}
      </Loadable>
    </Screen>
  );
}
