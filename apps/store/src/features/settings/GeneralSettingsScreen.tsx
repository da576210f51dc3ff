import { FormatPreferenceBar, Select, ThemeSwitcher } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { hooks } from '../../api';
import { bookType, changeBookType } from '../../state/bookType';
import { countryCode } from '../../state/country';
import { setTheme, theme } from '../../state/theme';
import { Screen, Section } from '../shared';
// Through the switcher's module, so that changeCountry ships in its chunk (loaded on every page).
import { changeCountry } from './CountryPicker';
import classes from './settings.module.css';

/** The store's country, changed at once (the catalogue, the cart and prices follow it). */
function CountrySelect() {
  useSignals();
  const countries = hooks.public.useListSupportedCountries({}).data?.data ?? [];
  const options = countries.map((country) => ({
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
      onChange={(event) => void changeCountry(event.target.value, countries)}
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
