import { withRedirect } from '@bookstore/api-client/constants';
import { PAGE_TEXTS, voaPageText } from '@bookstore/api-client/page-meta';
import {
  CreateVoiceoverOrderBody,
  genders,
  type Offer,
  type VoiceoverArtistSummary,
} from '@bookstore/api-client/contract';
import {
  artistName,
  Avatar,
  Button,
  EmptyState,
  FileUpload,
  formatPersonName,
  PauseIcon,
  PlayIcon,
  Select,
  Textarea,
  VoiceoverArtistCard,
} from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { showError, showSuccess } from '../../feedback/toast';
import { FormAlert, formClasses, useApiForm } from '../../forms';
import { account } from '../../state/account';
import { sessionActive } from '../../state/session';
import {
  CardList,
  Facts,
  humanize,
  Loadable,
  Money,
  PagedList,
  Screen,
  Section,
  sharedClasses,
  useCountry,
  useListQuery,
} from '../shared';
import { OfferList } from './OfferList';
import classes from './public.module.css';

/** The listing's filters, as the URL names them (`?language=3&gender=female`). */
const VOA_FILTERS = ['language', 'accent', 'age', 'gender'] as const;
type VoaFilter = (typeof VOA_FILTERS)[number];

/** "Prefer not to say" is a privacy choice, not a voice a buyer looks for: not offered as a filter. */
const GENDER_CHOICES = genders.filter((gender) => gender !== 'prefer_not_to_say');
type GenderChoice = (typeof genders)[number];
const isGender = (value: string | undefined): value is GenderChoice =>
  (GENDER_CHOICES as readonly string[]).includes(value ?? '');

/** A filter's id from the URL as the query's one-item list; undefined when absent or not an id. */
function idList(value: string | undefined): number[] | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? [id] : undefined;
}

/** "1:05" from 65 seconds. */
function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * One audio element for the whole listing, so starting a demo stops the one playing. `playing` is the
 * uid of the artist whose demo plays.
 */
function useDemoPlayer() {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<string | null>(null);
  const toggle = useCallback(
    (artistUid: string, url: string) => {
      const element = audio.current;
      if (!element) return;
      if (playing === artistUid) {
        element.pause();
        setPlaying(null);
        return;
      }
      element.pause();
      element.src = url;
      setPlaying(artistUid);
      const started = element.play() as Promise<void> | undefined;
      started?.catch((error: unknown) => {
        // A newer toggle interrupted this one: not a failure to report.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        setPlaying(null);
        void showError(new Error('The demo could not be played.'));
      });
    },
    [playing],
  );
  const element = (
    // Demos are voice samples without speech captions; the title names each one.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <audio ref={audio} preload="none" hidden onEnded={() => setPlaying(null)} />
  );
  return { playing, toggle, element };
}

function DemoButton({
  artist,
  playing,
  onToggle,
}: {
  artist: VoiceoverArtistSummary;
  playing: boolean;
  onToggle: () => void;
}) {
  if (!artist.demo) return <p className={classes.NoDemo}>No demo yet</p>;
  const name = artistName(artist);
  return (
    <div className={classes.Demo}>
      <Button
        variant="secondary"
        size="small"
        onClick={onToggle}
        aria-pressed={playing}
        aria-label={`${playing ? 'Pause' : 'Play'} demo by ${name}`}
        leadingIcon={playing ? <PauseIcon aria-hidden /> : <PlayIcon aria-hidden />}
      >
        {playing ? 'Pause' : 'Play'}
      </Button>
      <span className={classes.DemoTitle}>
        {artist.demo.title} · {formatSeconds(artist.demo.duration_seconds)}
      </span>
    </div>
  );
}

/** /voas: the artists, filtered by language, accent, age and gender (all in the URL), each with a demo. */
export function VoasScreen() {
  const country = useCountry();
  const { query: listQuery, setFilter } = useListQuery(VOA_FILTERS);
  const [, setParams] = useSearchParams();
  const query = {
    page: listQuery.page,
    country,
    ...(idList(listQuery.language) ? { language: idList(listQuery.language) } : {}),
    ...(idList(listQuery.accent) ? { accent: idList(listQuery.accent) } : {}),
    ...(idList(listQuery.age) ? { age: idList(listQuery.age) } : {}),
    ...(isGender(listQuery.gender) ? { gender: [listQuery.gender] } : {}),
  };
  const artists = hooks.public.useListVoas({ query });
  const choices = hooks.public.useGetVocalCharacteristics({});
  const options = choices.data?.data;
  const filtered = VOA_FILTERS.some((name) => listQuery[name] !== undefined);
  const total = artists.data?.data.total;
  const player = useDemoPlayer();

  const clearFilters = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const name of [...VOA_FILTERS, 'page']) next.delete(name);
      return next;
    });

  const select = (name: VoaFilter, label: string, any: string, list: { value: string; label: string }[]) => (
    <Select
      label={label}
      size="small"
      value={listQuery[name] ?? ''}
      onChange={(event) => setFilter(name, event.target.value || undefined)}
      options={[{ value: '', label: any }, ...list]}
    />
  );
  const idOptions = (list: readonly { id: number; name: string }[] | undefined) =>
    (list ?? []).map((option) => ({ value: String(option.id), label: option.name }));

  return (
    <Screen {...PAGE_TEXTS.voas}>
      <div role="search" className={classes.Filters} aria-label="Filter voiceover artists">
        {select('language', 'Language', 'Any language', idOptions(options?.languages))}
        {select('accent', 'Accent', 'Any accent', idOptions(options?.accents))}
        {select('age', 'Age', 'Any age', idOptions(options?.ages))}
        {select(
          'gender',
          'Gender',
          'Any gender',
          GENDER_CHOICES.map((gender) => ({ value: gender, label: humanize(gender) })),
        )}
      </div>
      <div className={classes.ResultBar}>
        <p role="status" className={classes.Count}>
          {total === undefined
            ? ''
            : `${total.toLocaleString('en-US')} ${total === 1 ? 'artist' : 'artists'}${filtered ? ' match' : ''}`}
        </p>
        {filtered ? (
          <Button variant="ghost" size="small" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>
      {player.element}
      <PagedList
        response={artists}
        empty={
          filtered
            ? {
                title: 'No artist matches these filters',
                description: 'Try fewer filters, or clear them to see every artist.',
                action: (
                  <Button variant="secondary" onClick={clearFilters}>
                    Clear filters
                  </Button>
                ),
              }
            : { title: 'No voiceover artists yet' }
        }
      >
        {(items) => (
          <CardList items={items} getKey={(artist) => artist.uid}>
            {(artist) => (
              <div className={classes.ArtistItem}>
                <VoiceoverArtistCard
                  artist={artist}
                  linkAs={AppLink}
                  headingLevel={2}
                  className={classes.ArtistCard}
                />
                <DemoButton
                  artist={artist}
                  playing={player.playing === artist.uid}
                  onToggle={() => artist.demo && player.toggle(artist.uid, artist.demo.url)}
                />
              </div>
            )}
          </CardList>
        )}
      </PagedList>
    </Screen>
  );
}

function useArtist() {
  const { username = '' } = useParams();
  const country = useCountry();
  return { username, artist: hooks.public.useGetVoa({ params: { uid: username }, query: { country } }) };
}

/** /voas/{username} */
export function VoaScreen() {
  const { username, artist } = useArtist();
  const profile = artist.data?.data;
  const text = voaPageText(profile?.display_name ?? username, profile?.headline);
  return (
    <Screen title={text.title} description={text.description} lead={profile?.headline}>
      <Loadable response={artist}>
        {({ data }) => (
          <>
            <Avatar src={data.avatar} name={data.display_name} size="xlarge" alt="" />
            <Facts
              facts={[
                ['Name', formatPersonName(data)],
                ['Languages', data.languages.map((language) => language.name).join(', ')],
                ['Accents', data.accents.map((accent) => accent.name).join(', ')],
                ['Jobs completed', data.jobs_completed],
              ]}
            />
            {data.demos.length > 0 ? (
              <Section title="Demos">
                <ul>
                  {data.demos.map((demo) => (
                    <li key={demo.id}>
                      {demo.title}
                      <audio controls preload="none" src={demo.url}>
                        <track kind="captions" />
                      </audio>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title="Offers">
              <OfferList offers={data.offers} />
            </Section>
          </>
        )}
      </Loadable>
    </Screen>
  );
}

/** /voas/{username}/offers */
export function VoaOffersScreen() {
  const { username, artist } = useArtist();
  const name = artist.data?.data.display_name ?? username;
  return (
    <Screen title={`Offers by ${name}`} description={`Voiceover offers by ${name}.`}>
      <Loadable response={artist}>
        {({ data }) => <OfferList offers={data.offers} headingLevel={2} />}
      </Loadable>
    </Screen>
  );
}

/** Words as the API counts them: runs of non-space characters. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

const wordsText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;

/** The order form of one offer; the script must fit the offer's word limit before it is sent. */
function OrderForm({ offer }: { offer: Offer }) {
  const country = useCountry();
  const navigate = useNavigate();
  const limit = offer.word_limit;
  const schema = useMemo(
    () =>
      CreateVoiceoverOrderBody.pick({ script: true, notes: true }).superRefine((values, context) => {
        const words = countWords(values.script);
        if (words > limit) {
          context.addIssue({
            code: 'custom',
            path: ['script'],
            message: `The script has ${wordsText(words)}; this offer covers up to ${wordsText(limit)}.`,
          });
        }
      }),
    [limit],
  );
  const form = useApiForm({
    schema,
    defaultValues: { script: '', notes: '' },
    submit: (values) =>
      api.voiceover.createOrder({
        body: { offer_uid: offer.uid, script: values.script, notes: values.notes || undefined, country },
      }),
    onSuccess: ({ data }) => {
      const pay = data.payment?.status === 'pending' ? data.payment.checkout_url : null;
      if (pay) {
        void showSuccess('Order placed. Complete the payment to send it to the artist.');
        window.location.assign(pay);
      } else {
        navigate(`/myaccount/orders/voiceovers/${data.uid}`);
      }
    },
  });
  const script = form.watch('script') ?? '';
  const words = countWords(script);
  const over = words > limit;
  const [fileError, setFileError] = useState<string | undefined>();

  const loadScript = async (files: File[]) => {
    const [file] = files;
    if (!file) return;
    try {
      const text = await file.text();
      setFileError(undefined);
      form.setValue('script', text, { shouldDirty: true, shouldValidate: true });
      form.setFocus('script');
    } catch {
      setFileError('The file could not be read. Paste the script instead.');
    }
  };

  const scriptField = form.field('script');
  const overMessage = `The script has ${wordsText(words)}; this offer covers up to ${wordsText(limit)}.`;
  return (
    <form className={`${formClasses.Form} ${formClasses.Wide}`} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <FileUpload
        label="Load the script from a text file"
        accept=".txt"
        maxSize={2 * 1024 * 1024}
        hint="A .txt file; its text replaces the script below."
        onFilesChange={(files) => void loadScript(files)}
        error={fileError}
      />
      <Textarea
        label="Script"
        rows={10}
        {...scriptField}
        error={scriptField.error ?? (over ? overMessage : undefined)}
        hint={
          <span data-over={over || undefined} className={classes.WordCount}>
            {wordsText(words)} of {wordsText(limit)}
          </span>
        }
      />
      <Textarea
        label="Notes for the artist (optional)"
        rows={3}
        maxLength={2000}
        showCount
        hint="Pronunciations, tone, pace: anything the artist should know."
        {...form.field('notes')}
      />
      <div className={classes.PriceLine}>
        <span>You pay</span>
        <strong>
          <Money value={offer.price} />
        </strong>
        <span className={sharedClasses.Muted}>
          The artist&rsquo;s price in {offer.price.currency_code}, paid on the next page.
        </span>
      </div>
      <div className={formClasses.Actions}>
        <Button type="submit" loading={form.submitting} disabled={over}>
          Order and pay
        </Button>
        {over ? <span className={sharedClasses.Muted}>Shorten the script to order.</span> : null}
      </div>
    </form>
  );
}

/** Who may order: a signed-in buyer with a verified email, not the artist themself. */
function OrderSection({ offer }: { offer: Offer }) {
  useSignals();
  const { pathname, search } = useLocation();
  const me = account.value;
  let content;
  if (!sessionActive.value) {
    content = (
      <EmptyState
        headingLevel={3}
        title="Sign in to order"
        description="Sign in or create an account to send your script and pay."
        action={
          <Button href={withRedirect('/login', `${pathname}${search}`)} linkAs={AppLink}>
            Sign in to order
          </Button>
        }
      />
    );
  } else if (me && me.username === offer.artist.username) {
    content = <p className={sharedClasses.Muted}>This is your own offer: buyers order it here.</p>;
  } else if (me && !me.email_is_verified) {
    content = (
      <p>
        Verify your email address before ordering.{' '}
        <AppLink href="/myaccount/verify_email">Verify your email</AppLink>
      </p>
    );
  } else {
    content = <OrderForm offer={offer} />;
  }
  return <Section title="Order this voiceover">{content}</Section>;
}

/** /voas/{username}/offers/{offer}: the offer and its order form. */
export function VoaOfferScreen() {
  const { offer: offerUid = '' } = useParams();
  const country = useCountry();
  const offer = hooks.public.useGetVoaOffer({ params: { offer_uid: offerUid }, query: { country } });
  const detail = offer.data?.data;
  return (
    <Screen
      title={detail?.title ?? 'Offer'}
      description={detail?.description.slice(0, 160) ?? 'A voiceover offer.'}
    >
      <Loadable response={offer}>
        {({ data }) => (
          <div className={classes.OfferLayout}>
            <div className={sharedClasses.Screen}>
              <p className={sharedClasses.Prose}>{data.description}</p>
              <Facts
                facts={[
                  [
                    'Artist',
                    <AppLink href={`/voas/${data.artist.username}`}>{data.artist.display_name}</AppLink>,
                  ],
                  ['Price', <Money value={data.price} />],
                  ['Words', `Up to ${data.word_limit.toLocaleString('en-US')}`],
                  ['Delivery', `${data.delivery_days} ${data.delivery_days === 1 ? 'day' : 'days'}`],
                  ['Revisions', data.revisions],
                ]}
              />
            </div>
            <OrderSection offer={data} />
          </div>
        )}
      </Loadable>
    </Screen>
  );
}
