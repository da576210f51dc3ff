export { useApiForm } from './useApiForm';
export { useAction } from './useAction';
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
export { numberOrNull, numberOrUndefined } from './numbers';
export { SellerTermsField } from './SellerTermsField';
export { AddDeliveryAddress, DeliveryAddressForm } from './DeliveryAddressForm';
export type { DeliveryAddressFormProps } from './DeliveryAddressForm';
export { useResendCode } from './useResendCode';
export type { ResendCode } from './useResendCode';
export { PersonNameFields } from './PersonNameFields';
export { CodeField } from './CodeField';
