import { FormatPreferenceBar, Select, ThemeSwitcher } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { changeBookType } from '../../app/layout/PreferenceBar';
import { bookType } from '../../state/bookType';
import { countryCode, setCountryCode } from '../../state/country';
import { setTheme, theme } from '../../state/theme';
import { Screen, Section, sharedClasses } from '../shared';
import classes from './settings.module.css';

function CountrySelect() {
  useSignals();
  const countries = hooks.public.useListSupportedCountries({});
  const options = (countries.data?.data ?? []).map((country) => ({
    value: country.country_code,
    label: `${country.country_name} (${country.currency.symbol})`,
  }));
  return (
    <Select
      label="Country"
      hint="The catalogue, prices and currency follow it."
      options={
        options.length > 0 ? options : [{ value: countryCode.value, label: countryCode.value.toUpperCase() }]
      }
      value={countryCode.value}
      onChange={(event) => setCountryCode(event.target.value)}
    />
  );
}

/** /mobile_pages/settings/general: theme, book format and country. */
export function GeneralSettingsScreen() {
  useSignals();
  return (
    <div className={classes.App}>
      <Screen title="General settings" description="Theme, book format and country.">
        <Section title="Theme">
          <div>
            <ThemeSwitcher theme={theme.value} onThemeChange={setTheme} />
          </div>
        </Section>
        <Section title="Book format">
          <FormatPreferenceBar value={bookType.value} onChange={changeBookType} />
        </Section>
        <Section title="Country">
          <CountrySelect />
        </Section>
      </Screen>
    </div>
  );
}

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
