import { AppLink } from '../../app/AppLink';
import { Screen, sharedClasses } from '../shared';
import classes from './settings.module.css';

/** /mobile_pages/settings */
export function MobileSettingsScreen() {
  return (
    <div className={classes.App}>
      <Screen title="Settings" description="Settings of the bookstore app.">
        <ul className={sharedClasses.Links}>
          <li>
            <AppLink href="/mobile_pages/settings/general" className={sharedClasses.Card}>
              <span className={sharedClasses.CardTitle}>General</span>
              <span className={sharedClasses.Muted}>Theme, book format and country</span>
            </AppLink>
          </li>
          <li>
            <AppLink href="/private-policy" className={sharedClasses.Card}>
              <span className={sharedClasses.CardTitle}>Privacy policy</span>
            </AppLink>
          </li>
          <li>
            <AppLink href="/term-of-use" className={sharedClasses.Card}>
              <span className={sharedClasses.CardTitle}>Terms of use</span>
            </AppLink>
          </li>
        </ul>
      </Screen>
    </div>
  );
}
