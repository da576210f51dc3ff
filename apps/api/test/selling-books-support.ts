/** A seller's book as the selling tests read it, an author past the security check, a new draft. */
import { expect } from 'vitest';
import type { User } from '../src/db/schema.ts';
import { createUser, type TestClient, type TestServer } from './helpers.ts';
import { sellerClient, type Envelope, type Money } from './selling-support.ts';

export interface SellerBookBody {
  uid: string;
  slug: string;
  title: string;
  type: string;
  status: string;
  price: Money | null;
  cover_path: string | null;
  description: string;
  category: { uid: string } | null;
  sub_category: { uid: string } | null;
  contributors: { id: number; name: string; role: string }[];
  steps: Record<string, boolean>;
  audio_files: { id: number; title: string; url: string; duration_seconds: number; size_bytes: number }[];
  duration_seconds: number | null;
  print: { binding: string; stock: number } | null;
  tags: string[];
  isbn: string | null;
}

/** An author past the seller's security check. */
export async function newAuthor(server: TestServer): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { author: true, country: 'ng' });
  return { user, client: await sellerClient(server, user) };
}

/** A new draft of the author's. */
export async function draft(client: TestClient, type = 'ebook', title = 'The River Between Us') {
  const res = await client.post<Envelope<SellerBookBody>>('/api/user/selling/books', { title, type });
  expect(res.status).toBe(201);
  return res.body.data;
}

export const longDescription =
  'A family of ferry keepers on the Niger learns what the river remembers when the dam upstream opens.';
