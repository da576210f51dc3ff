import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { offsetOf, pageOf } from '../../lib/pagination.ts';
import { listArtists, publicArtist, publicOffer, vocalCharacteristics } from './voiceover-directory.ts';

const pub = contract.public;

export async function getVocalCharacteristics(deps: AppDeps) {
  return { data: await vocalCharacteristics(deps), message: 'Vocal characteristics retrieved.' };
}

export async function listVoas(deps: AppDeps, { query }: HandlerInput<typeof pub.listVoas>) {
  const offset = offsetOf(query.page, query.per_page);
  const { artists, total } = await listArtists(deps, query, query.per_page, offset);
  return {
    data: pageOf(artists, query.page, query.per_page, total),
    message: 'Voiceover artists retrieved.',
  };
}

export async function getVoaOffer(deps: AppDeps, { params }: HandlerInput<typeof pub.getVoaOffer>) {
  return { data: await publicOffer(deps, params.offer_uid), message: 'Offer retrieved.' };
}

export async function getVoa(deps: AppDeps, { params }: HandlerInput<typeof pub.getVoa>) {
  return { data: await publicArtist(deps, params.uid), message: 'Voiceover artist retrieved.' };
}

export const voiceoverDirectoryRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.getVocalCharacteristics, deps, getVocalCharacteristics),
  route(pub.listVoas, deps, listVoas),
  route(pub.getVoaOffer, deps, getVoaOffer),
  route(pub.getVoa, deps, getVoa),
];
