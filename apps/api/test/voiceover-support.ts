import type { User } from '../src/db/schema.ts';
import { createUser, type TestClient, type TestServer } from './helpers.ts';
import { approveArtist, sellerClient } from './selling-support.ts';

/** A voiceover offer the tests create (50 words, 3 days, one revision) and a script that fits it. */
export const offerBody = {
  title: 'Audiobook narration',
  description: 'Narration of up to 50 words, mastered to ACX standards and delivered as WAV.',
  price: 25000,
  currency_code: 'NGN',
  word_limit: 50,
  delivery_days: 3,
  revisions: 1,
};
export const script =
  'The river rose slowly that morning and the ferry keepers watched the water climb the steps.';

/** An artist's personal details, as the profile's first step takes them. */
export const personalDetails = {
  display_name: 'Amaka Reads',
  headline: 'Bright, warm narration',
  bio: 'Audiobook narrator for ten years, with a focus on literary fiction and memoir from West Africa.',
  gender: 'female',
  country_code: 'ng',
  city: 'Lagos',
  phone: '+2348031234567',
};

/** A voiceover artist past the seller's security check. */
export async function newArtist(server: TestServer): Promise<{ user: User; client: TestClient }> {
  const user = await createUser(server.db, { voiceover: true, country: 'ng' });
  return { user, client: await sellerClient(server, user) };
}

/** An artist the operator approved: only their offers can be created and ordered. */
export async function newApprovedArtist(server: TestServer): Promise<{ user: User; client: TestClient }> {
  const made = await newArtist(server);
  await approveArtist(server.db, made.user.id);
  return made;
}

/** The answers of the delivery loop (orders, jobs, deliveries, activities), as the tests read them. */
export interface Activity {
  kind: string;
  actor: string;
  note: string | null;
}

export interface Delivery {
  id: number;
  file_name: string;
  size_bytes: number;
  duration_seconds: number;
  note: string | null;
  url: string;
}

export interface JobBody {
  uid: string;
  status: string;
  notes: string | null;
  revisions_allowed: number;
  revisions_used: number;
  deliverable_url: string | null;
  deliveries: Delivery[];
  activities: Activity[];
}

export interface OrderBody {
  uid: string;
  status: string;
  payment: { checkout_url: string | null } | null;
  job: {
    uid: string;
    status: string;
    revisions_allowed: number;
    revisions_used: number;
    deliverable_url: string | null;
    deliveries: Delivery[];
  } | null;
  activities: Activity[];
}
