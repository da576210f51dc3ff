import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import { formatPersonName, RatingStars } from '@bookstore/ui';
import { Facts, humanize, Section, sharedClasses } from '../shared';

const names = (options: readonly { name: string }[]) => options.map((option) => option.name).join(', ');

/** A country's English name from its code ("ng" → "Nigeria"); the code itself where none is known. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The artist's rating as stars with its count, or plainly none yet. */
function Rating({ rating }: { rating: VoiceoverArtist['rating'] }) {
  if (rating.count === 0) return <>No ratings yet</>;
  return <RatingStars value={rating.average} count={rating.count} showValue size="small" />;
}

/**
 * What buyers need to know of an artist before ordering: who they are (bio, gender, location, rating),
 * how they sound (languages, accents, vocal ages) and how they record (studio, formats, turnaround).
 */
export function VoaProfileFacts({ artist }: { artist: VoiceoverArtist }) {
  const { personal, studio, vocal } = artist;
  return (
    <>
      <Facts
        facts={[
          // The heading already names the artist: the full name only where it says more.
          ['Name', formatPersonName(artist) === artist.display_name ? null : formatPersonName(artist)],
          ['Gender', personal ? humanize(personal.gender) : null],
          ['Location', personal ? `${personal.city}, ${countryName(personal.country_code)}` : null],
          ['Rating', <Rating key="rating" rating={artist.rating} />],
          ['Jobs completed', artist.jobs_completed],
          ['Languages', names(vocal.languages.length > 0 ? vocal.languages : artist.languages)],
          ['Accents', names(vocal.accents.length > 0 ? vocal.accents : artist.accents)],
          ['Vocal ages', names(vocal.ages)],
        ]}
      />
      {personal?.bio ? (
        <Section title="About">
          <p className={sharedClasses.Prose}>{personal.bio}</p>
        </Section>
      ) : null}
      {studio ? (
        <Section title="Studio">
          <Facts
            facts={[
              ['Microphone', studio.microphone],
              ['Audio interface', studio.audio_interface],
              ['Software', studio.software],
              ['Booth', studio.has_treated_booth ? 'Acoustically treated booth' : 'No treated booth'],
              ['Delivery formats', studio.delivery_formats.map((format) => format.toUpperCase()).join(', ')],
              ['Turnaround', `${studio.turnaround_days} ${studio.turnaround_days === 1 ? 'day' : 'days'}`],
            ]}
          />
        </Section>
      ) : null}
    </>
  );
}
