import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import type { User } from '../db/schema.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { notFound } from '../http/errors.ts';
import { apiOrigin } from '../http/origin.ts';
import { pageOf } from '../http/pagination.ts';
import { presentJob } from '../presenters/voiceover.ts';
import {
  addDemo,
  buyerVoOrders,
  createOffer,
  deleteOffer,
  jobsPage,
  ownJob,
  ownOffers,
  ownProfile,
  placeVoOrder,
  removeDemo,
  saveProfileStep,
  saveVocalCharacteristics,
  startJob,
  submitForReview,
  updateOffer,
  visibleOrder,
  voOrder,
} from '../services/voiceover.ts';
import { requireCountry } from '../services/countries.ts';
import { offersByIds } from '../services/voiceover-artists.ts';

/** The voiceover artist's profile, offers, demos and jobs, and buyers' voiceover orders. */
export function voiceoverRoutes(deps: AppDeps): RouteDefinition[] {
  const voa = contract.voiceover;

  const profileAnswer = async (user: User, message: string) => ({
    data: await ownProfile(deps, user),
    message,
  });

  async function offerAnswer(id: number, message: string) {
    const [offer] = await offersByIds(deps, [id]);
    if (!offer) throw notFound('The offer was not found.');
    return { data: offer, message };
  }

  return [
    implement(voa.getProfile, async ({ user }) => profileAnswer(user, 'Voiceover profile retrieved.')),

    implement(voa.updatePersonal, async ({ user, body }) => {
      const country = await requireCountry(deps.db, body.country_code, 'country_code');
      await saveProfileStep(deps, user, {
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
      await saveProfileStep(deps, user, {
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
      await saveVocalCharacteristics(deps, user, body);
      return profileAnswer(user, 'Your vocal characteristics have been saved.');
    }),

    implement(voa.submitForReview, async ({ user }) => {
      await submitForReview(deps, user);
      return profileAnswer(user, 'Your profile has been submitted for review.');
    }),

    implement(voa.listJobs, async ({ user, query, c }) => {
      requireSellerVerified(c, deps);
      const { total, rows } = await jobsPage(deps, user.id, query);
      return {
        data: pageOf(
          rows.map((row) => presentJob(deps, row)),
          query.page,
          query.per_page,
          total,
        ),
        message: 'Jobs retrieved.',
      };
    }),

    implement(voa.getJob, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      return { data: presentJob(deps, await ownJob(deps, user.id, params.id)), message: 'Job retrieved.' };
    }),

    implement(voa.listOffers, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      return { data: await ownOffers(deps, user.id), message: 'Offers retrieved.' };
    }),

    implement(voa.createOffer, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      return offerAnswer(await createOffer(deps, user, body), 'Your offer has been created.');
    }),

    implement(voa.updateOffer, async ({ user, params, body, c }) => {
      requireSellerVerified(c, deps);
      return offerAnswer(await updateOffer(deps, user.id, params.uid, body), 'Your offer has been updated.');
    }),

    implement(voa.deleteOffer, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      await deleteOffer(deps, user.id, params.id);
      return { data: null, message: 'The offer has been deleted.' };
    }),

    implement(voa.addDemo, async ({ user, body }) => {
      await addDemo(deps, user, { title: body.title, file: body.demo });
      return profileAnswer(user, 'Your demo has been added.');
    }),

    implement(voa.deleteDemo, async ({ user, params }) => {
      await removeDemo(deps, user.id, params.id);
      return profileAnswer(user, 'The demo has been removed.');
    }),

    implement(voa.createOrder, async ({ user, body, c }) => {
      const id = await placeVoOrder(deps, user.id, body);
      return {
        data: await voOrder(deps, id, apiOrigin(deps, c)),
        message: 'Your voiceover order has been placed. Complete the payment to send it to the artist.',
      };
    }),

    implement(voa.listOrders, async ({ user, query, c }) => {
      const { total, orders } = await buyerVoOrders(deps, user.id, query, apiOrigin(deps, c));
      return {
        data: pageOf(orders, query.page, query.per_page, total),
        message: 'Voiceover orders retrieved.',
      };
    }),

    implement(voa.startJob, async ({ user, body, c }) => {
      const id = await startJob(deps, user.id, body.vo_order_uid);
      return { data: await voOrder(deps, id, apiOrigin(deps, c)), message: 'The job has started.' };
    }),

    implement(voa.getOrder, async ({ user, params, c }) => {
      const order = await visibleOrder(deps, user.id, params.id);
      return {
        data: await voOrder(deps, order.id, apiOrigin(deps, c)),
        message: 'Voiceover order retrieved.',
      };
    }),
  ];
}
