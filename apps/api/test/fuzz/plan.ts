// How the contract fuzz spreads its requests over the callers, and how it judges an answer.
import type { ContractEntry, EndpointDefinition } from '@bookstore/api-client/contract';
import { UNSTORABLE_VALUE } from '../../src/http/errors.ts';
import { buildRequest, type FuzzCase } from './harness.ts';

/** FUZZ_RUNS=<factor> scales the runs per call. */
const FACTOR = Number(process.env.FUZZ_RUNS ?? 1);

export type Who = 'anonymous' | 'shopper' | 'author' | 'voice';

/**
 * Rules across fields the converter cannot read from a schema: half the time, the generated body is
 * made to follow them, so that such calls get past validation too.
 */
export const FIXUPS: Record<string, (body: Record<string, unknown>) => Record<string, unknown>> = {
  'auth.register': (body) => ({ ...body, password_confirmation: body.password }),
  'auth.updatePassword': (body) => ({ ...body, password_confirmation: body.password }),
};

/** Who sends how many requests to a call: its intended callers get most, the others a few. */
export function plan({ endpoint }: ContractEntry): [Who, number][] {
  const takesInput = Boolean(endpoint.params ?? endpoint.query ?? endpoint.body);
  const runs = (n: number) => Math.max(1, Math.round((takesInput ? n : Math.min(n, 4)) * FACTOR));
  switch (endpoint.auth) {
    case 'public':
      return [
        ['anonymous', runs(12)],
        ['shopper', runs(3)],
      ];
    case 'user':
    case 'verified':
      return [
        ['anonymous', runs(2)],
        ['shopper', runs(16)],
      ];
    case 'seller':
      return [
        ['shopper', runs(2)],
        ['author', runs(8)],
        ['voice', runs(8)],
      ];
    case 'author':
      return [
        ['shopper', runs(2)],
        ['author', runs(16)],
      ];
    case 'voiceover':
      return [
        ['shopper', runs(2)],
        ['voice', runs(16)],
      ];
    // The back office: the sellers and the shopper are refused (403) before any input is read; the
    // operators' own inputs are covered by the admin-*.test.ts files.
    case 'operator':
      return [
        ['shopper', runs(2)],
        ['author', runs(2)],
      ];
  }
}

export function describeCase(endpoint: EndpointDefinition, fuzz: FuzzCase): string {
  const request = buildRequest(endpoint, fuzz);
  const body =
    request.rawBody ??
    (request.form
      ? JSON.stringify([...request.form].map(([k, v]) => [k, typeof v === 'string' ? v : `<file ${v.type}>`]))
      : JSON.stringify(request.json));
  return `${request.method} ${request.url}${body ? ` body ${body.slice(0, 400)}` : ''}`;
}

/** What is wrong with an answer, or undefined. */
export function problemWith(status: number, body: unknown, refuses: boolean | undefined): string | undefined {
  if (status >= 500) return `answered ${status}`;
  if (status >= 400) {
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string' || message.trim() === '') return `answered ${status} without a message`;
    // The error handler's safety net caught a value the contract should have bounded, naming the field.
    if (message === UNSTORABLE_VALUE)
      return `answered the database's refusal (${status}): a bound is missing`;
  } else if (refuses === true) return `accepted input the contract refuses (${status})`;
  return undefined;
}

// The edges the fuzz found on the old code (500s), pinned: amounts past an int4 once converted or in
// minor units are stored (int8 columns, migration 010), and past the contract's maximum are a 422 that
