import { ApiError, NetworkError } from '@bookstore/api-client';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: toast }));

const { errorMessage, GENERIC_ERROR_MESSAGE, showError, showInfo, showSuccess, toasterWanted } =
  await import('./toast');

beforeEach(() => {
  toast.mockReset();
  toast.success.mockReset();
  toast.error.mockReset();
});

describe('errorMessage', () => {
  it("uses the server's message", () => {
    expect(errorMessage(new ApiError(422, 'The book is not sold in this country.'))).toBe(
      'The book is not sold in this country.',
    );
  });

  it('falls back to the generic message', () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Oops... Something went wrong');
    expect(errorMessage(new ApiError(500, 'Request failed with status 500'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new NetworkError('GET /x failed'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });

  it("never shows a server error's body (spec §8)", () => {
    expect(errorMessage(new ApiError(500, 'Server Error'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new ApiError(503, 'The database is not answering.'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});

describe('toasts', () => {
  it('show success for 4 s, info for 2 s and errors with the message, mounting the toaster', async () => {
    await showSuccess('Book added to cart');
    expect(toast.success).toHaveBeenCalledWith('Book added to cart', {
      duration: 4000,
      id: 'Book added to cart',
    });
    await showInfo('The book type is set to Audiobook');
    expect(toast).toHaveBeenCalledWith('The book type is set to Audiobook', {
      duration: 2000,
      id: 'The book type is set to Audiobook',
    });
    await showError(new ApiError(400, 'Out of stock'));
    expect(toast.error).toHaveBeenCalledWith('Out of stock', { duration: 4000, id: 'Out of stock' });
    expect(toasterWanted.value).toBe(true);
  });

  it("puts a server error's request id under the generic message, so a report can find its logs", async () => {
    const body = { message: 'Server Error', request_id: '7d3f0c1e-2b1a-4c55-9f00-0a1b2c3d4e5f' };
    await showError(new ApiError(500, 'Server Error', {}, body));
    const [content, options] = toast.error.mock.calls[0] as [unknown, { duration: number; id: string }];
    const { container } = render(content as ReactElement);
    expect(container.textContent).toBe(`${GENERIC_ERROR_MESSAGE}Reference: ${body.request_id}`);
    expect(options).toEqual({ duration: 4000, id: `${GENERIC_ERROR_MESSAGE} ${body.request_id}` });
  });

  it("takes the id from the X-Request-Id header when the body has none, and shows none for a 4xx's", async () => {
    expect(new ApiError(502, 'Bad gateway', {}, '<html>', null, 'abc-123').requestId).toBe('abc-123');
    await showError(new ApiError(422, 'Out of stock', {}, { request_id: 'x' }));
    expect(toast.error).toHaveBeenCalledWith('Out of stock', { duration: 4000, id: 'Out of stock' });
  });
});
