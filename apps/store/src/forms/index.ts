export { useApiForm } from './useApiForm';
export type { ApiForm, FormSchema, UseApiFormOptions } from './useApiForm';
export { emptyAsNull, emptyAsUndefined, interpretSubmitError, GENERIC_FAILURE_MESSAGE } from './serverErrors';
export type { SubmitFailure } from './serverErrors';
export { FormAlert } from './FormAlert';
export { default as formClasses } from './forms.module.css';
export { useCooldown } from './useCooldown';
export { CountrySelect, StateSelect } from './CountrySelect';
