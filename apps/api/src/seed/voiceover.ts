import {
  DEMO_TITLES,
  INTERFACES,
  MICROPHONES,
  OFFER_TEMPLATES,
  ORIGIN_VOICE,
  SOFTWARE,
  LOCAL_PRICE_PER_USD,
  VOCAL_AGES,
  voiceBio,
  voiceHeadline,
} from './content/voiceover.ts';
import type { PersonPlan, SeedContext } from './context.ts';
import { DAY_MS, daysBefore, isoDate, uid } from './context.ts';
import { idOf, insertReturningIds, insertRows } from './insert.ts';
import { AudioPool, DEMO_POOL } from './media/audio-pool.ts';
import type { Prng } from './prng.ts';

export interface OfferPlan {
  uid: string;
  artist: PersonPlan;
  title: string;
  description: string;
  amount: number;
  currencyCode: string;
  currencySymbol: string;
  wordLimit: number;
  deliveryDays: number;
  revisions: number;
}

export interface ArtistPlan {
  person: PersonPlan;
  uid: string;
  status: 'approved' | 'in_review';
  offers: OfferPlan[];
}

/** Voiceover artists: profile (personal, studio, vocal), demos from the shared audio pool, offers. */
export class VoiceoverPlanner {
  readonly artists: ArtistPlan[] = [];
  readonly #ctx: SeedContext;
  readonly #demos: AudioPool;

  constructor(ctx: SeedContext) {
    this.#ctx = ctx;
    this.#demos = new AudioPool(ctx.rng.fork('demo-audio'), ctx.media, DEMO_POOL);
  }

  get demoPool(): AudioPool {
    return this.#demos;
  }

  plan(
    rng: Prng,
    person: PersonPlan,
    options: { status?: ArtistPlan['status']; offers?: number } = {},
  ): ArtistPlan {
    const country = this.#ctx.countries.get(person.countryCode);
    if (!country) throw new Error(`Seed: unknown country ${person.countryCode}`);
    const currency = country.seed.currency;
    const rate = LOCAL_PRICE_PER_USD[currency.code] ?? 1;
    const offered = OFFER_TEMPLATES.filter((t) => !t.origins || t.origins.includes(person.name.origin));
    const templates = rng.sample(offered, options.offers ?? rng.int(2, 4));
    const level = rng.float(0.7, 1.5);
    const artist: ArtistPlan = {
      person,
      uid: uid(rng),
      status: options.status ?? (rng.chance(0.9) ? 'approved' : 'in_review'),
      offers: templates.map((t) => {
        const step =
          currency.code === 'NGN' || currency.code === 'KES'
            ? 500_00
            : currency.code === 'GHS'
              ? 10_00
              : 5_00;
        return {
          uid: uid(rng),
          artist: person,
          title: t.title,
          description: t.description,
          amount: Math.max(step, Math.round((t.baseUsdCents * level * rate) / step) * step),
          currencyCode: currency.code,
          currencySymbol: currency.symbol,
          wordLimit: t.wordLimit,
          deliveryDays: rng.int(t.deliveryDays[0], t.deliveryDays[1]),
          revisions: t.revisions,
        };
      }),
    };
    this.artists.push(artist);
    return artist;
  }

  async insert(): Promise<Map<string, number>> {
    const ctx = this.#ctx;
    const rng = ctx.rng.fork('voiceover-profiles');
    const userId = (p: PersonPlan) => idOf(ctx.userIds, p.uid);
    const ageIds = ctx.vocal.ages;
    const profiles = this.artists.map((a) => {
      const p = a.person;
      const years = rng.int(2, 18);
      const age = rng.int(22, 62);
      const submitted = new Date(p.createdAt.getTime() + rng.int(1, 20) * DAY_MS);
      return {
        row: {
          user_id: userId(p),
          uid: a.uid,
          status: a.status,
          display_name: `${p.name.firstName} ${p.name.lastName}`,
          headline: voiceHeadline(rng),
          bio: voiceBio(rng, p.name.firstName, p.city, years),
          gender: p.name.gender,
          date_of_birth: isoDate(daysBefore(ctx.now, age * 365 + rng.int(0, 364))),
          country_code: p.countryCode,
          city: p.city,
          phone: p.phone,
          microphone: rng.pick(MICROPHONES),
          audio_interface: rng.pick(INTERFACES),
          software: rng.pick(SOFTWARE),
          has_treated_booth: rng.chance(0.75),
          delivery_formats: rng.sample(['mp3', 'wav', 'm4a', 'flac'], rng.int(2, 4)),
          turnaround_days: rng.int(1, 5),
          studio_completed_at: submitted,
          voice_gender: p.name.gender,
          rating_average: a.status === 'approved' ? rng.float(4, 5).toFixed(2) : 0,
          rating_count: a.status === 'approved' ? rng.int(3, 140) : 0,
          jobs_completed: a.status === 'approved' ? rng.int(5, 300) : 0,
          submitted_at: submitted,
          approved_at: a.status === 'approved' ? new Date(submitted.getTime() + 2 * DAY_MS) : null,
          created_at: p.createdAt,
          updated_at: submitted,
        },
        // Ages the voice can play: the artist's own bracket and a neighbour.
        ages: (() => {
          const own = VOCAL_AGES.findIndex((v) => age >= v.min && (v.max === null || age <= v.max));
          const neighbour = own + (rng.chance(0.5) ? -1 : 1);
          return [...new Set([own, neighbour].filter((i) => i >= 0 && i < ageIds.length))].map(
            (i) => ageIds[i] ?? 0,
          );
        })(),
        accents: rng.sample(ORIGIN_VOICE[p.name.origin]?.accents ?? ['Neutral International'], rng.int(1, 2)),
        languages: ['en', ...rng.sample(ORIGIN_VOICE[p.name.origin]?.languages ?? [], rng.int(0, 2))],
      };
    });
    await insertRows(
      ctx.db,
      'voiceover_artists',
      profiles.map((p) => p.row),
    );
    await insertRows(
      ctx.db,
      'voiceover_artist_ages',
      profiles.flatMap((p) => p.ages.map((id) => ({ voiceover_artist_id: p.row.user_id, vocal_age_id: id }))),
    );
    await insertRows(
      ctx.db,
      'voiceover_artist_accents',
      profiles.flatMap((p) =>
        p.accents.map((name) => ({
          voiceover_artist_id: p.row.user_id,
          vocal_accent_id: idOf(ctx.vocal.accents, name),
        })),
      ),
    );
    await insertRows(
      ctx.db,
      'voiceover_artist_languages',
      profiles.flatMap((p) =>
        p.languages.map((code) => ({
          voiceover_artist_id: p.row.user_id,
          vocal_language_id: idOf(ctx.vocal.languages, code),
        })),
      ),
    );
    let demoIndex = 0;
    await insertRows(
      ctx.db,
      'voiceover_demos',
      profiles.flatMap((p) =>
        rng.sample(DEMO_TITLES, rng.int(1, 3)).map((title) => {
          const clip = this.#demos.at(demoIndex++);
          return {
            uid: uid(rng),
            voiceover_artist_id: p.row.user_id,
            title,
            file_path: clip.path,
            duration_seconds: clip.durationSeconds,
            vocal_language_id: idOf(ctx.vocal.languages, 'en'),
            vocal_accent_id: idOf(ctx.vocal.accents, p.accents[0] ?? 'Neutral International'),
            created_at: p.row.submitted_at,
          };
        }),
      ),
    );
    return insertReturningIds(
      ctx.db,
      'voiceover_offers',
      this.artists.flatMap((a) =>
        a.offers.map((o) => ({
          uid: o.uid,
          voiceover_artist_id: userId(a.person),
          title: o.title,
          description: o.description,
          amount: o.amount,
          currency_code: o.currencyCode,
          currency_symbol: o.currencySymbol,
          word_limit: o.wordLimit,
          delivery_days: o.deliveryDays,
          revisions: o.revisions,
          status: 'active' as const,
          created_at: new Date(a.person.createdAt.getTime() + 3 * DAY_MS),
          updated_at: new Date(a.person.createdAt.getTime() + 3 * DAY_MS),
        })),
      ),
      'uid',
    );
  }
}
