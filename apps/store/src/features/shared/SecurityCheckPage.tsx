import { safeRedirect } from '@bookstore/api-client/constants';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { securityCheckPassed } from '../../state/account';
import { ContinueButton } from './ContinueButton';
import { Screen } from './Screen';
import { SecurityCheckForm } from './SecurityCheckForm';

export interface SecurityCheckPageProps {
  /** Where the check leads when the redirect names nothing else: '/dashboard', '/admin'. */
  home: string;
  /** The check's own path, never a place to go back to. */
  checkPath: string;
  description: string;
  /** Why the code is asked for, on the form. */
  lead: string;
}

/**
 * A security check page (the sellers' and the operators' mailed 2-factor step, one session mark): the
 * code form, then back to the page that was being opened (`?redirect=`, kept to this app), or `home`.
 */
export function SecurityCheckPage({ home, checkPath, description, lead }: SecurityCheckPageProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), home);
  const next = target.startsWith(checkPath) ? home : target;
  const [passed] = useState(() => securityCheckPassed());

  if (passed) {
    return (
      <Screen title="Security check" description={description}>
        <p>You have passed the security check for this session.</p>
        <ContinueButton href={next} />
      </Screen>
    );
  }
  return (
    <Screen title="Security check" description={description} lead={lead}>
      <SecurityCheckForm onPassed={() => void navigate(next, { replace: true })} />
    </Screen>
  );
}
