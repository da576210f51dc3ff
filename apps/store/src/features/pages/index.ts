export { AboutScreen } from './AboutScreen';
export { PrivacyPolicyScreen } from './PrivacyPolicyScreen';
export { TermsOfUseScreen } from './TermsOfUseScreen';
