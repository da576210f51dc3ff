/**
 * SPEC.md section 2: every account and seller dashboard route, with sample values for their
 * parameters. A signed-out visitor must be sent to /login from each one.
 */
export const ACCOUNT_ROUTES = [
  '/myaccount',
  '/myaccount/library',
  '/myaccount/orders',
  '/myaccount/orders/books',
  '/myaccount/orders/books/1',
  '/myaccount/orders/voiceovers',
  '/myaccount/orders/voiceovers/sample-uid',
  '/myaccount/payments',
  '/myaccount/payments/1',
  '/myaccount/update_account',
  '/myaccount/verify_email',
] as const;

const BOOK_EDIT_STEPS = ['advance_info', 'basic_info', 'contributors', 'cover', 'printbook', 'publish'];
const VOICEOVER_PROFILE_STEPS = ['demo', 'final', 'personal', 'studio', 'vocal'];

export const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/mybooks',
  '/dashboard/mybooks/new',
  '/dashboard/mybooks/sample-book',
  ...BOOK_EDIT_STEPS.map((step) => `/dashboard/mybooks/sample-book/edit/${step}`),
  '/dashboard/revenue',
  '/dashboard/revenue/bank',
  '/dashboard/sales',
  '/dashboard/security_check',
  '/dashboard/voiceover',
  '/dashboard/voiceover/jobs',
  '/dashboard/voiceover/jobs/sample-job',
  '/dashboard/voiceover/offers',
  '/dashboard/voiceover/offers/new',
  '/dashboard/voiceover/profile',
  ...VOICEOVER_PROFILE_STEPS.map((step) => `/dashboard/voiceover/profile/${step}`),
] as const;
