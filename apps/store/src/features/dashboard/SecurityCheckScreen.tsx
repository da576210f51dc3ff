import { Screen } from '../shared';

/** /dashboard/security_check: the seller's 2-factor step. */
export function SecurityCheckScreen() {
  return (
    <Screen
      title="Security check"
      description="Confirm it is you before opening the selling dashboard."
      lead="Enter the verification code we email you to open the selling dashboard."
    />
  );
}
