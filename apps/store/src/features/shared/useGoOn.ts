import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isServerPage, loadPage } from './serverPages';

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
