import { Checkbox, type CheckboxProps } from '@bookstore/ui';
import { AppLink } from '../links/AppLink';

/** The seller terms every selling account (author, voiceover artist) accepts when it opens. */
export function SellerTermsField(props: Omit<CheckboxProps, 'label'>) {
  return (
    <Checkbox
      {...props}
      label={
        <>
          I accept the <AppLink href="/term-of-use">seller terms of use</AppLink>
        </>
      }
    />
  );
}
