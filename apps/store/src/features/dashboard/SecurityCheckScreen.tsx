import { safeRedirect, SELLER_2FA_COOKIE } from '@bookstore/api-client/constants';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readDocumentCookie } from '../../guards/context';
import { SECURITY_CHECK_PATH } from '../../guards/guards';
import { ContinueButton, Screen } from '../shared';
import { SecurityCheckForm } from '../shared/SecurityCheckForm';

/** Where to go once verified: the dashboard page the seller was opening, or the dashboard. */
function afterCheck(target: string | null): string {
  const next = safeRedirect(target, '/dashboard');
  return next.startsWith(SECURITY_CHECK_PATH) ? '/dashboard' : next;
}

/**
 * /dashboard/security_check: the seller's 2-factor step (SecurityCheckForm), then back to the page
 * the seller was opening.
 */
export function SecurityCheckScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterCheck(params.get('redirect'));
  const [passed] = useState(() => Boolean(readDocumentCookie(SELLER_2FA_COOKIE)));

  if (passed) {
    return (
      <Screen title="Security check" description="Confirm it is you before opening the selling dashboard.">
        <p>You have passed the security check for this session.</p>
        <ContinueButton href={next} />
      </Screen>
    );
  }

  return (
    <Screen
      title="Security check"
      description="Confirm it is you before opening the selling dashboard."
      lead="To keep your books and revenue safe, enter the 6-digit code we email you each time you open the selling dashboard."
    >
      <SecurityCheckForm onPassed={() => void navigate(next, { replace: true })} />
    </Screen>
  );
}
