export { GeneralSettingsScreen } from './GeneralSettingsScreen';
export { MobileSettingsScreen } from './MobileSettingsScreen';
