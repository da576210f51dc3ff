import { safeRedirect, withRedirect } from '@bookstore/api-client/constants';
import { useSearchParams } from 'react-router-dom';
import { VERIFY_EMAIL_PATH } from '../../navigation';

/** The page a guard sent the visitor from (`?redirect=`), when it is one of ours; else null. */
export function useRedirectParam(): string | null {
  const [params] = useSearchParams();
  const target = params.get('redirect');
  return safeRedirect(target, '') || null;
}

/** The verify-email page, remembering where to go once the email is verified. */
export function verifyEmailPath(redirect: string | null): string {
  return withRedirect(VERIFY_EMAIL_PATH, redirect);
}
