import { safeRedirect, withRedirect } from '@bookstore/api-client/constants';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isServerPage, loadPage, VERIFY_EMAIL_PATH } from '../../navigation';

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

/**
 * Goes on to where the visitor was going once signed in or verified: a store page through the router, a
 * page the server renders (the test payment page a buyer signed in for) by loading it.
 */
export function useGoOn(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (to, options) => (isServerPage(to) ? loadPage(to, options) : navigate(to, options)),
    [navigate],
  );
}
