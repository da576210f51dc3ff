import { contract } from '@bookstore/api-client/contract';
import { shortUid } from '../auth/crypto.ts';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import type { Updateable } from 'kysely';
import type { User, VoiceoverArtistsTable } from '../db/schema.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { invalid, notFound, validationFailed, type FieldErrors } from '../http/errors.ts';
import { offsetOf, pageOf } from '../http/pagination.ts';
import { toMinor } from '../money.ts';
import { requireCountry } from '../presenters/books.ts';
import { apiOrigin } from '../presenters/orders.ts';
import { artistProfile, offersByIds } from '../presenters/voiceover.ts';
import { audioSeconds, demoRule } from '../services/selling-media.ts';
import { artistJobs, presentJob, presentVoOrders } from '../services/voiceover.ts';

const MAX_OFFERS = 10;
const MAX_DEMOS = 10;

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** The voiceover artist's profile, offers, demos and jobs, and buyers' voiceover orders. */
export function voiceoverRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const voa = contract.voiceover;

  /**
   * The artist row of a voiceover account. An account flagged as an artist without a profile row yet
   * (made by an administrator, say) gets an empty one, so every profile step works for it.
   */
  async function ensureArtist(user: User): Promise<void> {
    await db
      .insertInto('voiceover_artists')
      .values({ user_id: user.id, uid: shortUid(12), status: 'incomplete', country_code: user.country_code })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  }

  async function profileAnswer(user: User, message: string) {
    await ensureArtist(user);
    const profile = await artistProfile(deps, user.id, 'owner');
    if (!profile) throw notFound('The voiceover profile was not found.');
    return { data: profile, message };
  }

  async function touchArtist(userId: number, values: Updateable<VoiceoverArtistsTable> = {}) {
    await db
      .updateTable('voiceover_artists')
      .set({ ...values, updated_at: deps.clock() })
      .where('user_id', '=', userId)
      .execute();
  }

  async function ownOffer(userId: number, uid: string) {
    const offer = await db
      .selectFrom('voiceover_offers')
      .select(['id', 'uid'])
      .where('uid', '=', uid)
      .where('voiceover_artist_id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!offer) throw notFound('The offer was not found.');
    return offer;
  }

  async function currencyOf(code: string) {
    const currency = await db
      .selectFrom('countries')
      .select(['currency_code', 'currency_symbol'])
      .where('currency_code', '=', code)
      .executeTakeFirst();
    if (!currency) throw invalid('currency_code', 'The selected currency is not supported.');
    return currency;
  }

  async function offerAnswer(id: number, message: string) {
    const [offer] = await offersByIds(deps, [id]);
    if (!offer) throw notFound('The offer was not found.');
    return { data: offer, message };
  }

  /** A voiceover order the user may see: as its buyer or as its artist; anyone else gets a 404. */
  async function visibleOrder(userId: number, uid: string) {
    const order = await db
      .selectFrom('vo_orders')
      .selectAll()
      .where('uid', '=', uid)
      .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('voiceover_artist_id', '=', userId)]))
      .executeTakeFirst();
    if (!order) throw notFound('The voiceover order was not found.');
    return order;
  }

  async function orderAnswer(id: number, origin: string, message: string) {
    const [order] = await presentVoOrders(deps, [id], origin);
    if (!order) throw notFound('The voiceover order was not found.');
    return { data: order, message };
  }

  return [
    implement(voa.getProfile, async ({ user }) => profileAnswer(user, 'Voiceover profile retrieved.')),

    implement(voa.updatePersonal, async ({ user, body }) => {
      const country = await requireCountry(db, body.country_code, 'country_code');
      await ensureArtist(user);
      await touchArtist(user.id, {
        display_name: body.display_name,
        headline: body.headline,
        bio: body.bio,
        gender: body.gender,
        country_code: country.code,
        city: body.city,
        phone: body.phone,
      });
      return profileAnswer(user, 'Your personal details have been saved.');
    }),

    implement(voa.updateStudio, async ({ user, body }) => {
      await ensureArtist(user);
      await touchArtist(user.id, {
        microphone: body.microphone,
        audio_interface: body.audio_interface,
        software: body.software,
        has_treated_booth: body.has_treated_booth,
        delivery_formats: [...new Set(body.delivery_formats)],
        turnaround_days: body.turnaround_days,
        studio_completed_at: deps.clock(),
      });
      return profileAnswer(user, 'Your studio details have been saved.');
    }),

    implement(voa.updateVocalCharacteristics, async ({ user, body }) => {
      const ageIds = [...new Set(body.age_ids)];
      const accentIds = [...new Set(body.accent_ids)];
      const languageIds = [...new Set(body.language_ids)];
      const [ages, accents, languages] = await Promise.all([
        db.selectFrom('vocal_ages').select('id').where('id', 'in', ageIds).execute(),
        db.selectFrom('vocal_accents').select('id').where('id', 'in', accentIds).execute(),
        db.selectFrom('vocal_languages').select('id').where('id', 'in', languageIds).execute(),
      ]);
      const errors: FieldErrors = {};
      if (ages.length !== ageIds.length) errors.age_ids = ['A selected vocal age is invalid.'];
      if (accents.length !== accentIds.length) errors.accent_ids = ['A selected accent is invalid.'];
      if (languages.length !== languageIds.length) errors.language_ids = ['A selected language is invalid.'];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await ensureArtist(user);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('voiceover_artist_ages').where('voiceover_artist_id', '=', user.id).execute();
        await trx.deleteFrom('voiceover_artist_accents').where('voiceover_artist_id', '=', user.id).execute();
        await trx
          .deleteFrom('voiceover_artist_languages')
          .where('voiceover_artist_id', '=', user.id)
          .execute();
        await trx
          .insertInto('voiceover_artist_ages')
          .values(ageIds.map((id) => ({ voiceover_artist_id: user.id, vocal_age_id: id })))
          .execute();
        await trx
          .insertInto('voiceover_artist_accents')
          .values(accentIds.map((id) => ({ voiceover_artist_id: user.id, vocal_accent_id: id })))
          .execute();
        await trx
          .insertInto('voiceover_artist_languages')
          .values(languageIds.map((id) => ({ voiceover_artist_id: user.id, vocal_language_id: id })))
          .execute();
        await trx
          .updateTable('voiceover_artists')
          .set({ updated_at: deps.clock() })
          .where('user_id', '=', user.id)
          .execute();
      });
      return profileAnswer(user, 'Your vocal characteristics have been saved.');
    }),

    implement(voa.submitForReview, async ({ user }) => {
      const { data: profile } = await profileAnswer(user, '');
      if (profile.status === 'in_review' || profile.status === 'approved') {
        throw invalid(
          'profile',
          profile.status === 'approved'
            ? 'Your profile is already approved.'
            : 'Your profile is already in review.',
        );
      }
      const errors: FieldErrors = {};
      if (!profile.steps.personal) errors.personal = ['Complete your personal details.'];
      if (!profile.steps.studio) errors.studio = ['Describe your studio.'];
      if (!profile.steps.vocal) errors.vocal = ['Choose your vocal ages, accents and languages.'];
      if (!profile.steps.demo) errors.demo = ['Upload at least one demo.'];
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      await touchArtist(user.id, { status: 'in_review', submitted_at: deps.clock() });
      return profileAnswer(user, 'Your profile has been submitted for review.');
    }),

    implement(voa.listJobs, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      let base = artistJobs(deps, user.id);
      if (query.status) base = base.where('j.status', '=', query.status);
      const [counted, rows] = await Promise.all([
        base
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow(),
        base
          .orderBy('j.created_at', 'desc')
          .orderBy('j.id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      return {
        data: pageOf(
          rows.map((row) => presentJob(deps, row)),
          query.page,
          query.per_page,
          Number(counted.total),
        ),
        message: 'Jobs retrieved.',
      };
    }),

    implement(voa.getJob, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      const row = await artistJobs(deps, user.id).where('j.uid', '=', params.id).executeTakeFirst();
      if (!row) throw notFound('The job was not found.');
      return { data: presentJob(deps, row), message: 'Job retrieved.' };
    }),

    implement(voa.listOffers, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const rows = await db
        .selectFrom('voiceover_offers')
        .select('id')
        .where('voiceover_artist_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return {
        data: await offersByIds(
          deps,
          rows.map((r) => r.id),
        ),
        message: 'Offers retrieved.',
      };
    }),

    implement(voa.createOffer, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const currency = await currencyOf(body.currency_code);
      await ensureArtist(user);
      const existing = await db
        .selectFrom('voiceover_offers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('voiceover_artist_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(existing.n) >= MAX_OFFERS)
        throw invalid('title', `You can have at most ${MAX_OFFERS} offers.`);
      const now = deps.clock();
      const row = await db
        .insertInto('voiceover_offers')
        .values({
          uid: shortUid(12),
          voiceover_artist_id: user.id,
          title: body.title,
          description: body.description,
          amount: toMinor(body.price),
          currency_code: currency.currency_code,
          currency_symbol: currency.currency_symbol,
          word_limit: body.word_limit,
          delivery_days: body.delivery_days,
          revisions: body.revisions,
          status: body.status,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return offerAnswer(row.id, 'Your offer has been created.');
    }),

    implement(voa.updateOffer, async ({ user, params, body, c }) => {
      requireSellerVerified(c, deps);
      const offer = await ownOffer(user.id, params.uid);
      const currency = await currencyOf(body.currency_code);
      await db
        .updateTable('voiceover_offers')
        .set({
          title: body.title,
          description: body.description,
          amount: toMinor(body.price),
          currency_code: currency.currency_code,
          currency_symbol: currency.currency_symbol,
          word_limit: body.word_limit,
          delivery_days: body.delivery_days,
          revisions: body.revisions,
          status: body.status,
          updated_at: deps.clock(),
        })
        .where('id', '=', offer.id)
        .execute();
      return offerAnswer(offer.id, 'Your offer has been updated.');
    }),

    implement(voa.deleteOffer, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      const offer = await ownOffer(user.id, params.id);
      // Kept as deleted rather than removed: orders placed on it still show what was bought.
      await db
        .updateTable('voiceover_offers')
        .set({ deleted_at: deps.clock(), updated_at: deps.clock() })
        .where('id', '=', offer.id)
        .execute();
      return { data: null, message: 'The offer has been deleted.' };
    }),

    implement(voa.addDemo, async ({ user, body }) => {
      await ensureArtist(user);
      const existing = await db
        .selectFrom('voiceover_demos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('voiceover_artist_id', '=', user.id)
        .executeTakeFirstOrThrow();
      if (Number(existing.n) >= MAX_DEMOS) throw invalid('demo', `You can keep at most ${MAX_DEMOS} demos.`);
      const saved = await deps.media.saveUpload('demo', body.demo, demoRule, 'demos');
      await db
        .insertInto('voiceover_demos')
        .values({
          uid: shortUid(12),
          voiceover_artist_id: user.id,
          title: body.title,
          file_path: saved,
          duration_seconds: audioSeconds(new Uint8Array(await body.demo.arrayBuffer())),
          created_at: deps.clock(),
        })
        .execute();
      await touchArtist(user.id);
      return profileAnswer(user, 'Your demo has been added.');
    }),

    implement(voa.deleteDemo, async ({ user, params }) => {
      const demo = await db
        .deleteFrom('voiceover_demos')
        .where('id', '=', params.id)
        .where('voiceover_artist_id', '=', user.id)
        .returning('file_path')
        .executeTakeFirst();
      if (!demo) throw notFound('The demo was not found.');
      await deps.media.remove(demo.file_path);
      return profileAnswer(user, 'The demo has been removed.');
    }),

    implement(voa.createOrder, async ({ user, body, c }) => {
      await requireCountry(db, body.country);
      const offer = await db
        .selectFrom('voiceover_offers')
        .selectAll()
        .where('uid', '=', body.offer_uid)
        .where('deleted_at', 'is', null)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (!offer) throw invalid('offer_uid', 'The selected offer is not available.');
      if (offer.voiceover_artist_id === user.id)
        throw invalid('offer_uid', 'You cannot order your own offer.');
      const words = wordCount(body.script);
      if (words > offer.word_limit) {
        throw invalid(
          'script',
          `The script has ${words} words; this offer covers up to ${offer.word_limit}.`,
        );
      }
      const now = deps.clock();
      const id = await db.transaction().execute(async (trx) => {
        const order = await trx
          .insertInto('vo_orders')
          .values({
            uid: `VO-${shortUid(10)}`,
            buyer_id: user.id,
            voiceover_artist_id: offer.voiceover_artist_id,
            offer_id: offer.id,
            title: offer.title,
            script: body.script,
            word_count: words,
            notes: body.notes || null,
            amount: offer.amount,
            currency_code: offer.currency_code,
            currency_symbol: offer.currency_symbol,
            status: 'pending_payment',
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('payments')
          .values({
            uid: shortUid(16),
            user_id: user.id,
            vo_order_id: order.id,
            reference: `PAY-${shortUid(12)}`,
            provider: 'test',
            amount: offer.amount,
            currency_code: offer.currency_code,
            currency_symbol: offer.currency_symbol,
            status: 'pending',
            created_at: now,
            updated_at: now,
          })
          .execute();
        return order.id;
      });
      return orderAnswer(
        id,
        apiOrigin(deps, c),
        'Your voiceover order has been placed. Complete the payment to send it to the artist.',
      );
    }),

    implement(voa.listOrders, async ({ user, query, c }) => {
      let base = db.selectFrom('vo_orders').where('buyer_id', '=', user.id);
      if (query.status) base = base.where('status', '=', query.status);
      const [counted, rows] = await Promise.all([
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
        base
          .select('id')
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.per_page)
          .offset(offsetOf(query.page, query.per_page))
          .execute(),
      ]);
      const items = await presentVoOrders(
        deps,
        rows.map((r) => r.id),
        apiOrigin(deps, c),
      );
      return {
        data: pageOf(items, query.page, query.per_page, Number(counted.total)),
        message: 'Voiceover orders retrieved.',
      };
    }),

    implement(voa.startJob, async ({ user, body, c }) => {
      const order = await visibleOrder(user.id, body.vo_order_uid);
      const now = deps.clock();
      await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('vo_orders as o')
          .leftJoin('voiceover_offers as off', 'off.id', 'o.offer_id')
          .select(['o.id', 'o.status', 'o.voiceover_artist_id', 'off.delivery_days'])
          .where('o.id', '=', order.id)
          .forUpdate('o')
          .executeTakeFirstOrThrow();
        if (locked.status !== 'paid') {
          throw invalid(
            'vo_order_uid',
            locked.status === 'pending_payment'
              ? 'The order must be paid before its job can start.'
              : 'The job of this order has already started.',
          );
        }
        const due = new Date(now.getTime() + (locked.delivery_days ?? 7) * 86_400_000);
        await trx
          .insertInto('voiceover_jobs')
          .values({
            uid: shortUid(12),
            vo_order_id: locked.id,
            voiceover_artist_id: locked.voiceover_artist_id,
            status: 'in_progress',
            started_at: now,
            due_at: due,
            created_at: now,
            updated_at: now,
          })
          .onConflict((oc) =>
            oc
              .column('vo_order_id')
              .doUpdateSet({ status: 'in_progress', started_at: now, due_at: due, updated_at: now }),
          )
          .execute();
        await trx
          .updateTable('vo_orders')
          .set({ status: 'in_progress', updated_at: now })
          .where('id', '=', locked.id)
          .execute();
      });
      return orderAnswer(order.id, apiOrigin(deps, c), 'The job has started.');
    }),

    implement(voa.getOrder, async ({ user, params, c }) => {
      const order = await visibleOrder(user.id, params.id);
      return orderAnswer(order.id, apiOrigin(deps, c), 'Voiceover order retrieved.');
    }),
  ];
}
