import { useSignals } from '@preact/signals-react/runtime';
import { countryCode } from '../../state/country';

/** The selected country; a screen using it re-renders (and refetches its country keys) on change. */
export function useCountry(): string {
  useSignals();
  return countryCode.value;
}
