import { SECURITY_CHECK_PATH } from '../../guards/guards';
import { SecurityCheckPage } from '../shared/SecurityCheckPage';

/**
 * /dashboard/security_check: the seller's 2-factor step (SecurityCheckForm), then back to the page
 * the seller was opening.
 */
export function SecurityCheckScreen() {
  return (
    <SecurityCheckPage
      home="/dashboard"
      checkPath={SECURITY_CHECK_PATH}
      description="Confirm it is you before opening the selling dashboard."
      lead="To keep your books and revenue safe, enter the 6-digit code we email you each time you open the selling dashboard."
    />
  );
}
