import clsx from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Anchor, formatCount, type LinkComponent, type PriceData } from '../format';
import { CalendarIcon } from '../icons';
import { Price } from '../Price';
import { artistName, type VoiceoverArtistCardArtist } from '../VoiceoverArtistCard';
import classes from './OfferCard.module.css';

/** The offer fields the card shows; the contract's offer fits. */
export interface OfferCardOffer {
  uid: string;
  title: string;
  description?: string | null;
  price: PriceData;
  word_limit?: number | null;
  delivery_days: number;
  revisions?: number | null;
  status?: 'active' | 'paused' | string;
  artist?: Pick<
    VoiceoverArtistCardArtist,
    'username' | 'display_name' | 'first_name' | 'middle_name' | 'last_name' | 'avatar'
  > | null;
}

export interface OfferCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  offer: OfferCardOffer;
  /** Where the title links to; defaults to /voas/{username}/offers/{uid} when the artist is known. */
  href?: string;
  linkAs?: LinkComponent;
  /** Shows an "Order" button (buyers placing a voiceover order). */
  onOrder?: (offer: OfferCardOffer) => void;
  /** Shows the offer's status badge (the artist's own dashboard). */
  showStatus?: boolean;
  /** Shows who offers it (off when the card sits on the artist's own profile). */
  showArtist?: boolean;
  headingLevel?: 2 | 3 | 4;
}

function plural(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** A voiceover offer: title, artist, description, word limit, delivery time, revisions and price. */
export function OfferCard({
  offer,
  href,
  linkAs: LinkComponent = Anchor,
  onOrder,
  showStatus = false,
  showArtist = true,
  headingLevel = 3,
  className,
  ...rest
}: OfferCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const target =
    href ??
    (offer.artist
      ? `/voas/${encodeURIComponent(offer.artist.username)}/offers/${encodeURIComponent(offer.uid)}`
      : undefined);
  const details = [
    typeof offer.word_limit === 'number' ? `Up to ${plural(offer.word_limit, 'word', 'words')}` : null,
    `${plural(offer.delivery_days, 'day', 'days')} delivery`,
    typeof offer.revisions === 'number' ? plural(offer.revisions, 'revision', 'revisions') : null,
  ].filter((detail): detail is string => detail !== null);

  return (
    <article {...rest} className={clsx(classes.OfferCard, className)} aria-labelledby={titleId}>
      <div className={classes.Head}>
        <Heading className={classes.Title} id={titleId}>
          {target ? (
            <LinkComponent className={classes.Link} href={target}>
              {offer.title}
            </LinkComponent>
          ) : (
            offer.title
          )}
        </Heading>
        {showStatus && offer.status ? (
          <Badge variant={offer.status === 'active' ? 'success' : 'neutral'} size="small">
            {offer.status === 'active' ? 'Active' : offer.status === 'paused' ? 'Paused' : offer.status}
          </Badge>
        ) : null}
      </div>
      {showArtist && offer.artist ? (
        <p className={classes.Artist}>
          <Avatar src={offer.artist.avatar} name={artistName(offer.artist)} size="small" alt="" />
          <span>{artistName(offer.artist)}</span>
        </p>
      ) : null}
      {offer.description ? <p className={classes.Description}>{offer.description}</p> : null}
      <ul className={classes.Details}>
        {details.map((detail, index) => (
          <li key={detail}>
            {index === 1 ? <CalendarIcon size={14} /> : null}
            {detail}
          </li>
        ))}
      </ul>
      <div className={classes.Footer}>
        <Price
          amount={offer.price.amount}
          currencySymbol={offer.price.currency_symbol}
          size="large"
          tone="strong"
        />
        {onOrder ? (
          <Button
            className={classes.Action}
            size="small"
            aria-describedby={titleId}
            onClick={() => onOrder(offer)}
          >
            Order
          </Button>
        ) : null}
      </div>
    </article>
  );
}
