import { safeRedirect, SELLER_2FA_COOKIE } from '@bookstore/api-client/constants';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { readDocumentCookie } from '../../guards/context';
import { ADMIN_PATH, ADMIN_SECURITY_CHECK_PATH } from '../../guards/guards';
import { ContinueButton, Screen } from '../shared';
import { SecurityCheckForm } from '../shared/SecurityCheckForm';

/** Where to go once verified: the back office page the operator was opening, or the overview. */
function afterCheck(target: string | null): string {
  const next = safeRedirect(target, ADMIN_PATH);
  return next.startsWith(ADMIN_SECURITY_CHECK_PATH) ? ADMIN_PATH : next;
}

const DESCRIPTION = 'Confirm it is you before opening the back office.';

/**
 * /admin/security_check: the sellers' mailed 2-factor step (the same SecurityCheckForm and the same
 * session mark), on every session, then back to the back office page the operator was opening.
 */
export function AdminSecurityCheckScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = afterCheck(params.get('redirect'));
  const [passed] = useState(() => Boolean(readDocumentCookie(SELLER_2FA_COOKIE)));

  if (passed) {
    return (
      <Screen title="Security check" description={DESCRIPTION}>
        <p>You have passed the security check for this session.</p>
        <ContinueButton href={next} />
      </Screen>
    );
  }
  return (
    <Screen
      title="Security check"
      description={DESCRIPTION}
      lead="The back office changes other people's books, money and accounts: enter the 6-digit code we email you each time you open it."
    >
      <SecurityCheckForm onPassed={() => void navigate(next, { replace: true })} />
    </Screen>
  );
}
