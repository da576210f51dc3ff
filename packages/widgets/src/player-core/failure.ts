// Why a track's file did not load, said for the listener. A media element reports only a code, and the
// same one (MEDIA_ERR_SRC_NOT_SUPPORTED) for an expired link's 403 as for a format it cannot play: one
// small request for the file's first byte tells a refusal (and its status) from a failed connection.

export const CONNECTION_FAILED = 'The audio could not be downloaded. Check your connection and try again.';

// MediaError's codes (named here: not every environment that imports the player defines MediaError).
const MEDIA_ERR_NETWORK = 2;
const MEDIA_ERR_DECODE = 3;

/** How long the probe of a failing file may take before the connection counts as failed. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * What to tell the listener about `url`, which the audio element failed to load with `code`; a refusal
 * is said by `describeRefusal` (the host knows what its links' statuses mean), else by its status.
 */
export async function describeLoadFailure(
  url: string,
  code: number | undefined,
  describeRefusal: (status: number) => string = (status) => `the server answered ${status}`,
): Promise<string> {
  if (code === MEDIA_ERR_DECODE) return 'The audio file is damaged and cannot be played.';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return CONNECTION_FAILED;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Range: 'bytes=0-0' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    void response.body?.cancel().catch(() => undefined);
  } catch {
    // No answer (or one a cross-origin file's missing CORS headers hide): the connection is the suspect.
    return CONNECTION_FAILED;
  }
  if (!response.ok) return `The audio file could not be opened: ${describeRefusal(response.status)}.`;
  return code === MEDIA_ERR_NETWORK
    ? CONNECTION_FAILED
    : 'The audio file could not be played: this browser cannot play its format.';
}
