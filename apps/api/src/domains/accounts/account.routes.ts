import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { isSellerVerified } from '../../http/session.ts';
import { PROFILE_IMAGES } from '../../media/upload-rules.ts';
import {
  addDeliveryAddress as addAddress,
  loadAccount,
  loadDeliveryAddresses,
  replaceImage,
  updateProfile,
} from './account.ts';

const account = contract.account;

/** The account, with where this session's seller security check stands (its cookie is HttpOnly). */
export async function getAccount(deps: AppDeps, { user, session, c }: HandlerInput<typeof account.get>) {
  const until = isSellerVerified(c, deps) ? (session.sellerVerifiedUntil?.toISOString() ?? null) : null;
  return {
    data: { ...(await loadAccount(deps, user.id)), security_check_until: until },
    message: 'Account retrieved.',
  };
}

export async function listDeliveryAddresses(
  deps: AppDeps,
  { user }: HandlerInput<typeof account.listDeliveryAddresses>,
) {
  return { data: await loadDeliveryAddresses(deps.db, user.id), message: 'Delivery addresses retrieved.' };
}

export async function addDeliveryAddress(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof account.addDeliveryAddress>,
) {
  await addAddress(deps, user.id, body);
  return { data: await loadDeliveryAddresses(deps.db, user.id), message: 'Delivery address added.' };
}

export async function changeAvatar(deps: AppDeps, { user, body }: HandlerInput<typeof account.changeAvatar>) {
  await replaceImage(deps, user.id, PROFILE_IMAGES.avatar, body.avatar);
  return { data: await loadAccount(deps, user.id), message: 'Your avatar has been updated.' };
}

export async function changeProfileBanner(
  deps: AppDeps,
  { user, body }: HandlerInput<typeof account.changeProfileBanner>,
) {
  await replaceImage(deps, user.id, PROFILE_IMAGES.profile_banner, body.profile_banner);
  return { data: await loadAccount(deps, user.id), message: 'Your profile banner has been updated.' };
}

export async function updateAccount(deps: AppDeps, { user, body }: HandlerInput<typeof account.update>) {
  await updateProfile(deps, user, body);
  return { data: await loadAccount(deps, user.id), message: 'Your account has been updated.' };
}

export function accountRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(account.get, deps, getAccount),
    route(account.listDeliveryAddresses, deps, listDeliveryAddresses),
    route(account.addDeliveryAddress, deps, addDeliveryAddress),
    route(account.changeAvatar, deps, changeAvatar),
    route(account.changeProfileBanner, deps, changeProfileBanner),
    route(account.update, deps, updateAccount),
  ];
}
