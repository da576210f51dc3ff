import { createElement } from 'react';
import toast from 'react-hot-toast';

/**
 * Puts a toast up with react-hot-toast: loaded with it on the first toast (see toast.ts), so neither is
 * in the page's first chunk. `reference` (a server error's request id) goes on a second line, so a user
 * who reports the error can quote what finds it in the API's logs.
 */
export function showToast(
  kind: 'success' | 'error' | 'info',
  message: string,
  duration: number,
  reference?: string | null,
): void {
  // The id makes a repeated message replace the one showing instead of stacking copies.
  const options = { duration, id: reference ? `${message} ${reference}` : message };
  if (kind === 'success') toast.success(message, options);
  else if (kind === 'info') toast(message, options);
  else if (!reference) toast.error(message, options);
  else
    toast.error(
      createElement(
        'span',
        null,
        message,
        createElement(
          'small',
          { style: { display: 'block', marginTop: 4, opacity: 0.8, wordBreak: 'break-all' } },
          `Reference: ${reference}`,
        ),
      ),
      options,
    );
}
