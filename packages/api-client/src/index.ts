export { createApiClient, endpointRef, toFormData } from './client';
export type {
  ApiClient,
  ApiClientOptions,
  Area,
  CallInput,
  CallMethod,
  CallResult,
  EndpointRef,
  InputOf,
  RequestOptions,
  ResultOf,
  Route,
} from './client';
export type { UploadProgress } from './upload';
export { CookieJar } from './cookies';
export { ApiError, NetworkError } from './errors';
export type { FieldErrors } from './errors';
export { buildPath, buildQuery, keyFor, parseQuery } from './query';
export {
  bookSorts,
  bookTypes,
  CSRF_COOKIE,
  CSRF_HEADER,
  DEFAULT_COUNTRY,
  RESEND_COOLDOWN_SECONDS,
  safeRedirect,
  SELLER_2FA_COOKIE,
  withRedirect,
} from './constants';
export type { BookSort, BookType } from './constants';
export { routes } from './routes';
export type { LazyArea } from './routes';
export { adminRoutes } from './routes-admin';
export { voiceoverRoutes } from './routes-voiceover';
export { reviewsRoutes } from './routes-reviews';
export { partnersRoutes } from './routes-partners';
export { registerRoutes } from './route-registry';
