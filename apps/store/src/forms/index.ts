export { useApiForm } from './useApiForm';
export { useAction } from './useAction';
export { useSaveForm } from './useSaveForm';
export type { Saved } from './useSaveForm';
export { ApiFormFrame, PriceField, WholeNumberField } from './ApiFormFrame';
export type { ApiFormFrameProps } from './ApiFormFrame';
export type { Action, UseActionOptions } from './useAction';
export type { ApiForm, FormSchema, UseApiFormOptions } from './useApiForm';
export { emptyAsNull, emptyAsUndefined, interpretSubmitError, GENERIC_FAILURE_MESSAGE } from './serverErrors';
export type { SubmitFailure } from './serverErrors';
export { FormAlert } from './FormAlert';
export { default as formClasses } from './forms.module.css';
export { useCooldown } from './useCooldown';
export {
  CountryField,
  CountrySelect,
  CurrencyField,
  CurrencySelect,
  StateField,
  StateSelect,
  useCurrencies,
} from './CountrySelect';
export { numberInput, numberOrNull, numberOrUndefined } from './numbers';
export { SellerTermsField } from './SellerTermsField';
export { AddDeliveryAddress, DeliveryAddressForm } from './DeliveryAddressForm';
export type { DeliveryAddressFormProps } from './DeliveryAddressForm';
export { useResendCode } from './useResendCode';
export type { ResendCode } from './useResendCode';
export { PersonNameFields } from './PersonNameFields';
export { CodeField } from './CodeField';
export { CodeEntryForm, useCodeForm } from './CodeEntryForm';
export type { CodeEntryFormProps } from './CodeEntryForm';
