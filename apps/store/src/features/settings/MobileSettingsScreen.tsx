import { Card, CardList, Screen, sharedClasses } from '../shared';
import classes from './settings.module.css';

const SETTINGS_LINKS = [
  { label: 'General', href: '/mobile_pages/settings/general', text: 'Theme, book format and country' },
  { label: 'Privacy policy', href: '/private-policy' },
  { label: 'Terms of use', href: '/term-of-use' },
] as const;

/** /mobile_pages/settings */
export function MobileSettingsScreen() {
  return (
    <div className={classes.App}>
      <Screen title="Settings" description="Settings of the bookstore app.">
        <CardList items={SETTINGS_LINKS} getKey={(link) => link.href}>
          {(link) => (
            <Card title={link.label} href={link.href}>
              {'text' in link ? <span className={sharedClasses.Muted}>{link.text}</span> : null}
            </Card>
          )}
        </CardList>
      </Screen>
    </div>
  );
}
