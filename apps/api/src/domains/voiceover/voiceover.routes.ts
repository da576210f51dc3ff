import { idempotencyKeyOf } from '../orders/idempotency.ts';
import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../../http/session.ts';
import type { AppDeps } from '../../context.ts';
import type { User } from '../../db/schema.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { notFound } from '../../http/errors.ts';
import { linkOrigin } from '../../lib/links.ts';
import { pageOf } from '../../lib/pagination.ts';
import {
  addDemo as saveDemo,
  createOffer as insertOffer,
  deleteOffer as removeOffer,
  ownOffers,
  ownProfile,
  removeDemo,
  saveProfileStep,
  saveVocalCharacteristics,
  submitForReview as submitProfile,
  updateOffer as saveOffer,
} from './voiceover.ts';
import {
  buyerVoOrders,
  jobsPage,
  ownJob,
  placeVoOrder,
  startJob as beginJob,
  visibleOrder,
  voOrder,
} from './voiceover-orders.ts';
import { requireCountry } from '../catalogue/countries.ts';
import { offersByIds } from './voiceover-artists.ts';
import {
  acceptDelivery as acceptRecording,
  deliverJob as deliverRecording,
  presentJobs,
  presentOneJob,
  requestRevision as askForRevision,
} from './voiceover-jobs.ts';

const voa = contract.voiceover;

async function profileAnswer(deps: AppDeps, user: User, message: string) {
  return {
    data: await ownProfile(deps, user),
    message,
  };
}

async function offerAnswer(deps: AppDeps, id: number, message: string) {
  const [offer] = await offersByIds(deps, [id]);
  if (!offer) throw notFound('The offer was not found.');
  return { data: offer, message };
}

export async function getProfile(deps: AppDeps, { user }: HandlerInput<typeof voa.getProfile>) {
  return profileAnswer(deps, user, 'Voiceover profile retrieved.');
}

export async function updatePersonal(deps: AppDeps, { user, body }: HandlerInput<typeof voa.updatePersonal>) {
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
  return profileAnswer(deps, user, 'Your personal details have been saved.');
}

export async function updateStudio(deps: AppDeps, { user, body }: HandlerInput<typeof voa.updateStudio>) {
  await saveProfileStep(deps, user, {
    microphone: body.microphone,
    audio_interface: body.audio_interface,
    software: body.software,
    has_treated_booth: body.has_treated_booth,
    delivery_formats: [...new Set(body.delivery_formats)],
    turnaround_days: body.turnaround_days,
    studio_completed_at: deps.clock(),
  });
  return profileAnswer(deps, user, 'Your studio details have been saved.');
}

export async function updateVocalCharacteristics(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof voa.updateVocalCharacteristics>,
) {
  await saveVocalCharacteristics(deps, user, body);
  return profileAnswer(deps, user, 'Your vocal characteristics have been saved.');
}

export async function submitForReview(deps: AppDeps, { user }: HandlerInput<typeof voa.submitForReview>) {
  await submitProfile(deps, user);
  return profileAnswer(deps, user, 'Your profile has been submitted for review.');
}

export async function listJobs(deps: AppDeps, { user, query, c }: HandlerInput<typeof voa.listJobs>) {
  requireSellerVerified(c, deps);
  const { total, rows } = await jobsPage(deps, user.id, query);
  return {
    data: pageOf(await presentJobs(deps, rows, linkOrigin(deps)), query.page, query.per_page, total),
    message: 'Jobs retrieved.',
  };
}

export async function getJob(deps: AppDeps, { user, params, c }: HandlerInput<typeof voa.getJob>) {
  requireSellerVerified(c, deps);
  const job = await presentOneJob(deps, await ownJob(deps, user.id, params.id), linkOrigin(deps));
  return { data: job, message: 'Job retrieved.' };
}

export async function deliverJob(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof voa.deliverJob>,
) {
  requireSellerVerified(c, deps);
  const row = await deliverRecording(deps, user.id, params.id, body);
  return {
    data: await presentOneJob(deps, row, linkOrigin(deps)),
    message: 'Your recording has been delivered. The buyer has been notified.',
  };
}

export async function listOffers(deps: AppDeps, { user, c }: HandlerInput<typeof voa.listOffers>) {
  requireSellerVerified(c, deps);
  return { data: await ownOffers(deps, user.id), message: 'Offers retrieved.' };
}

export async function createOffer(deps: AppDeps, { user, body, c }: HandlerInput<typeof voa.createOffer>) {
  requireSellerVerified(c, deps);
  return offerAnswer(deps, await insertOffer(deps, user, body), 'Your offer has been created.');
}

export async function updateOffer(
  deps: AppDeps,
  { user, params, body, c }: HandlerInput<typeof voa.updateOffer>,
) {
  requireSellerVerified(c, deps);
  return offerAnswer(deps, await saveOffer(deps, user.id, params.uid, body), 'Your offer has been updated.');
}

export async function deleteOffer(deps: AppDeps, { user, params, c }: HandlerInput<typeof voa.deleteOffer>) {
  requireSellerVerified(c, deps);
  await removeOffer(deps, user.id, params.id);
  return { data: null, message: 'The offer has been deleted.' };
}

export async function addDemo(deps: AppDeps, { user, body }: HandlerInput<typeof voa.addDemo>) {
  await saveDemo(deps, user, { title: body.title, file: body.demo });
  return profileAnswer(deps, user, 'Your demo has been added.');
}

export async function deleteDemo(deps: AppDeps, { user, params }: HandlerInput<typeof voa.deleteDemo>) {
  await removeDemo(deps, user.id, params.id);
  return profileAnswer(deps, user, 'The demo has been removed.');
}

export async function createOrder(deps: AppDeps, { user, body, c }: HandlerInput<typeof voa.createOrder>) {
  const id = await placeVoOrder(deps, user.id, body, idempotencyKeyOf(c, user.id, 'vo_order', body));
  return {
    data: await voOrder(deps, id, linkOrigin(deps)),
    message: 'Your voiceover order has been placed. Complete the payment to send it to the artist.',
  };
}

export async function listOrders(deps: AppDeps, { user, query }: HandlerInput<typeof voa.listOrders>) {
  const { total, orders } = await buyerVoOrders(deps, user.id, query, linkOrigin(deps));
  return {
    data: pageOf(orders, query.page, query.per_page, total),
    message: 'Voiceover orders retrieved.',
  };
}

export async function startJob(deps: AppDeps, { user, body }: HandlerInput<typeof voa.startJob>) {
  const id = await beginJob(deps, user.id, body.vo_order_uid);
  return { data: await voOrder(deps, id, linkOrigin(deps)), message: 'The job has started.' };
}

export async function acceptDelivery(
  deps: AppDeps,
  { user, params }: HandlerInput<typeof voa.acceptDelivery>,
) {
  const id = await acceptRecording(deps, user.id, params.id);
  return {
    data: await voOrder(deps, id, linkOrigin(deps)),
    message: 'You accepted the delivery. The order is complete.',
  };
}

export async function requestRevision(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof voa.requestRevision>,
) {
  const id = await askForRevision(deps, user.id, params.id, body.note);
  return {
    data: await voOrder(deps, id, linkOrigin(deps)),
    message: 'Your revision request has been sent to the artist.',
  };
}

export async function getOrder(deps: AppDeps, { user, params }: HandlerInput<typeof voa.getOrder>) {
  const order = await visibleOrder(deps, user.id, params.id);
  return {
    data: await voOrder(deps, order.id, linkOrigin(deps)),
    message: 'Voiceover order retrieved.',
  };
}

/** The voiceover artist's profile, offers, demos and jobs, and buyers' voiceover orders. */
export function voiceoverRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(voa.getProfile, deps, getProfile),
    route(voa.updatePersonal, deps, updatePersonal),
    route(voa.updateStudio, deps, updateStudio),
    route(voa.updateVocalCharacteristics, deps, updateVocalCharacteristics),
    route(voa.submitForReview, deps, submitForReview),
    route(voa.listJobs, deps, listJobs),
    route(voa.getJob, deps, getJob),
    route(voa.deliverJob, deps, deliverJob),
    route(voa.listOffers, deps, listOffers),
    route(voa.createOffer, deps, createOffer),
    route(voa.updateOffer, deps, updateOffer),
    route(voa.deleteOffer, deps, deleteOffer),
    route(voa.addDemo, deps, addDemo),
    route(voa.deleteDemo, deps, deleteDemo),
    route(voa.createOrder, deps, createOrder),
    route(voa.listOrders, deps, listOrders),
    route(voa.startJob, deps, startJob),
    route(voa.acceptDelivery, deps, acceptDelivery),
    route(voa.requestRevision, deps, requestRevision),
    route(voa.getOrder, deps, getOrder),
  ];
}
