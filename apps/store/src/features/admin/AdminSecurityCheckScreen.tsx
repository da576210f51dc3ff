import { ADMIN_PATH, ADMIN_SECURITY_CHECK_PATH } from '../../guards/guards';
import { SecurityCheckPage } from '../shared/SecurityCheckPage';

/**
 * /admin/security_check: the sellers' mailed 2-factor step (the same form and the same session mark),
 * on every session, then back to the back office page the operator was opening.
 */
export function AdminSecurityCheckScreen() {
  return (
    <SecurityCheckPage
      home={ADMIN_PATH}
      checkPath={ADMIN_SECURITY_CHECK_PATH}
      description="Confirm it is you before opening the back office."
      lead="The back office changes other people's books, money and accounts: enter the 6-digit code we email you each time you open it."
    />
  );
}
