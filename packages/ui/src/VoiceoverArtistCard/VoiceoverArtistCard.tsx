import clsx from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Avatar } from '../Avatar';
import {
  Anchor,
  formatCount,
  formatDisplayName,
  formatPrice,
  type LinkComponent,
  type PriceData,
} from '../format';
import { RatingStars } from '../RatingStars';
import { Tag } from '../Tag';
import classes from './VoiceoverArtistCard.module.css';

/** The artist fields the card shows; the contract's artist summary fits. */
export interface VoiceoverArtistCardArtist {
  username: string;
  display_name?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  avatar?: string | null;
  headline?: string | null;
  languages?: readonly { name: string }[];
  accents?: readonly { name: string }[];
  rating?: { average: number; count: number } | null;
  jobs_completed?: number | null;
  starting_price?: PriceData | null;
}

export interface VoiceoverArtistCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  artist: VoiceoverArtistCardArtist;
  /** Where the card links to; defaults to the profile /voas/{username}. */
  href?: string;
  linkAs?: LinkComponent;
  headingLevel?: 2 | 3 | 4;
}

/** The artist's shown name: display name, else first, middle and last name, else the username. */
export function artistName(artist: VoiceoverArtistCardArtist): string {
  return formatDisplayName(artist) || artist.username;
}

/** A voiceover artist in listings: avatar, name, headline, languages and accents, rating, jobs and starting price. */
export function VoiceoverArtistCard({
  artist,
  href,
  linkAs: LinkComponent = Anchor,
  headingLevel = 3,
  className,
  ...rest
}: VoiceoverArtistCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const name = artistName(artist);
  const voices = [...(artist.languages ?? []), ...(artist.accents ?? [])];
  const jobs = artist.jobs_completed ?? 0;

  return (
    <article {...rest} className={clsx(classes.VoiceoverArtistCard, className)} aria-labelledby={nameId}>
      <div className={classes.Top}>
        <Avatar src={artist.avatar} name={name} size="large" alt="" />
        <div className={classes.Identity}>
          <Heading className={classes.Name} id={nameId}>
            <LinkComponent
              className={classes.Link}
              href={href ?? `/voas/${encodeURIComponent(artist.username)}`}
            >
              {name}
            </LinkComponent>
          </Heading>
          <p className={classes.Username}>@{artist.username}</p>
        </div>
      </div>
      {artist.headline ? <p className={classes.Headline}>{artist.headline}</p> : null}
      {voices.length > 0 ? (
        <ul className={classes.Voices} aria-label="Languages and accents">
          {voices.map((voice, index) => (
            <li key={`${voice.name}-${index}`}>
              <Tag size="small">{voice.name}</Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={classes.Footer}>
        <div className={classes.Stats}>
          {artist.rating && artist.rating.count > 0 ? (
            <RatingStars value={artist.rating.average} count={artist.rating.count} size="small" />
          ) : (
            <span>No ratings yet</span>
          )}
          <span>
            {formatCount(jobs)} {jobs === 1 ? 'job' : 'jobs'} completed
          </span>
        </div>
        {artist.starting_price ? (
          <p className={classes.Price}>
            From{' '}
            <strong>
              {formatPrice(artist.starting_price.amount, artist.starting_price.currency_symbol)}
            </strong>
          </p>
        ) : null}
      </div>
    </article>
  );
}
