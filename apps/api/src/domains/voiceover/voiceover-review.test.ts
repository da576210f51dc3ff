/** Issue 14: the operators' review of voiceover profiles (approve, reject, resubmit) and its command. */
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inUseMessage, pgliteInUse, runAdmin } from '../../cli/admin.ts';
import { loadConfig, checkConfig } from '../../config.ts';
import { seedCatalogue } from '../../../test/fixtures.ts';
import {
  createUser,
  sentMail,
  signedIn,
  startTestServer,
  TestClient,
  type TestServer,
} from '../../../test/helpers.ts';
import { seedVocalOptions, upload, wavBytes, type Envelope } from '../../../test/selling-support.ts';
import { newArtist, offerBody } from '../../../test/voiceover-support.ts';

let server: TestServer;
let vocal: { ages: number[]; accents: number[]; languages: number[] };

interface ProfileBody {
  uid: string;
  username: string;
  status: string;
  reviewed_at: string | null;
  rejection_reason: string | null;
}

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.db);
  vocal = await seedVocalOptions(server.db);
});
afterAll(() => server.close());

const artist = () => newArtist(server);

function mails(to: string) {
  return sentMail(server, { to });
}

/** An artist with a complete profile, submitted for review. */
async function submittedArtist() {
  const a = await artist();
  await a.client.post('/api/user/selling/voa/update_personal', {
    display_name: 'Amaka Reads',
    headline: 'Bright, warm narration',
    bio: 'Audiobook narrator for ten years, with a focus on literary fiction and memoir from West Africa.',
    gender: 'female',
    country_code: 'ng',
    city: 'Lagos',
    phone: '+2348031234567',
  });
  await a.client.post('/api/user/selling/voa/update_studio', {
    microphone: 'Neumann TLM 103',
    audio_interface: 'Focusrite Scarlett 2i2',
    software: 'Reaper',
    has_treated_booth: true,
    delivery_formats: ['mp3'],
    turnaround_days: 5,
  });
  await a.client.post('/api/user/selling/voa/update_vocal_characteristics', {
    age_ids: [vocal.ages[0]],
    accent_ids: [vocal.accents[0]],
    language_ids: [vocal.languages[0]],
  });
  await a.client.request('POST', '/api/user/selling/voa/add_demo', {
    form: upload('demo', wavBytes(2), 'audio/wav', 'demo.wav', { title: 'Memoir excerpt' }),
  });
  await a.client.post('/api/user/selling/voa/offers', offerBody);
  const submitted = await a.client.post<Envelope<ProfileBody>>('/api/user/selling/voa/submit_for_review');
  expect(submitted.status).toBe(200);
  return { ...a, profile: submitted.body.data };
}

async function publicUsernames(): Promise<string[]> {
  const res = await fetch(`${server.url}/api/public/voas?per_page=100`);
  const body = (await res.json()) as Envelope<{ items: { username: string }[] }>;
  return body.data.items.map((a) => a.username);
}

function cli() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    run: (...argv: string[]) =>
      runAdmin(argv, {
        db: server.db,
        mailer: server.deps.mailer,
        clock: () => new Date(),
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      }),
  };
}

describe('the review of voiceover profiles', () => {
  it('lists submissions and approves one with the admin command: the artist goes public and is mailed', async () => {
    const a = await submittedArtist();
    expect(a.profile.status).toBe('in_review');
    expect(await publicUsernames()).not.toContain(a.user.username);

    const list = cli();
    expect(await list.run('voiceover:review')).toBe(0);
    expect(list.out.join('\n')).toContain(a.user.username);

    const approve = cli();
    expect(await approve.run('voiceover:review', 'approve', a.user.username.toUpperCase())).toBe(0);
    expect(approve.out.join('\n')).toMatch(/Approved/);
    expect(await publicUsernames()).toContain(a.user.username);
    const profile = (await a.client.get<Envelope<ProfileBody>>('/api/user/selling/voa')).body.data;
    expect(profile.status).toBe('approved');
    expect(profile.reviewed_at).not.toBeNull();
    expect(profile.rejection_reason).toBeNull();
    expect((await mails(a.user.email)).map((m) => m.purpose)).toContain('voiceover_approved');

    // Reviewing it again is refused with the reason why.
    const again = cli();
    expect(await again.run('voiceover:review', 'approve', a.user.username)).toBe(1);
    expect(again.err.join('\n')).toMatch(/already approved/);
    const after = cli();
    await after.run('voiceover:review');
    expect(after.out.join('\n')).not.toContain(a.user.username);
  });

  it('rejects with a reason, shown on the profile and mailed; the reason is required', async () => {
    const a = await submittedArtist();
    const noReason = cli();
    expect(await noReason.run('voiceover:review', 'reject', a.user.username)).toBe(1);
    expect(noReason.err.join('\n')).toMatch(/reason/);
    const unknown = cli();
    expect(await unknown.run('voiceover:review', 'approve', 'nobody_here')).toBe(1);
    expect(unknown.err.join('\n')).toMatch(/No voiceover artist/);
    const usage = cli();
    expect(await usage.run('voiceover:review', 'maybe', a.user.username)).toBe(1);
    expect(usage.err.join('\n')).toMatch(/Usage/);

    const reason = 'The demo has background noise; please re-record it in a quiet room.';
    const reject = cli();
    expect(await reject.run('voiceover:review', 'reject', a.user.username, '--reason', reason)).toBe(0);
    const profile = (await a.client.get<Envelope<ProfileBody>>('/api/user/selling/voa')).body.data;
    expect(profile).toMatchObject({ status: 'rejected', rejection_reason: reason });
    expect(profile.reviewed_at).not.toBeNull();
    expect(await publicUsernames()).not.toContain(a.user.username);
    const mail = (await mails(a.user.email)).find((m) => m.purpose === 'voiceover_rejected');
    expect(mail?.text_body).toContain(reason);

    // Resubmitted, it can be reviewed again.
    expect((await a.client.post('/api/user/selling/voa/submit_for_review')).status).toBe(200);
    const approve = cli();
    expect(await approve.run('voiceover:review', 'approve', a.user.username)).toBe(0);
  });

  it('offers the same review through POST /dev/voiceover/review for the demo', async () => {
    const a = await submittedArtist();
    const listed = await fetch(`${server.url}/dev/voiceover/review`);
    const list = (await listed.json()) as Envelope<{ username: string }[]>;
    expect(list.data.map((r) => r.username)).toContain(a.user.username);
    // Issue 41: the audit log names who used the demo tool, so it needs a signed-in user.
    const anonymous = new TestClient(server.url);
    const refused = await anonymous.post('/dev/voiceover/review', {
      username: a.user.username,
      decision: 'approve',
    });
    expect(refused.status).toBe(401);
    const operator = await signedIn(server, await createUser(server.db));
    const post = (body: unknown) => operator.post<Envelope<unknown>>('/dev/voiceover/review', body);
    const bad = await post({ username: a.user.username, decision: 'maybe' });
    expect(bad.status).toBe(422);
    const noReason = await post({ username: a.user.username, decision: 'reject' });
    expect(noReason.status).toBe(422);
    const reject = await post({
      username: a.user.username,
      decision: 'reject',
      reason: 'Please add a longer demo.',
    });
    expect(reject.status).toBe(200);
    const profile = (await a.client.get<Envelope<ProfileBody>>('/api/user/selling/voa')).body.data;
    expect(profile.rejection_reason).toBe('Please add a longer demo.');
    expect((await post({ username: 'nobody_here', decision: 'approve' })).status).toBe(404);
  });

  it('says clearly when the embedded database is held by the server', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-lock-'));
    try {
      expect(pgliteInUse(dir)).toBe(false);
      mkdirSync(path.join(dir, 'pgdata'));
      writeFileSync(path.join(dir, 'pgdata', 'postmaster.pid'), '-42\n');
      expect(pgliteInUse(dir)).toBe(true);
      expect(inUseMessage(dir)).toMatch(/single-process/);
      expect(inUseMessage(dir)).toContain('POST /dev/voiceover/review');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('approves at once in the demo with VOICEOVER_AUTO_APPROVE_SECONDS=0, never in production', async () => {
    expect(loadConfig({ NODE_ENV: 'development' }).voiceoverAutoApproveSeconds).toBeNull();
    expect(
      loadConfig({ NODE_ENV: 'development', VOICEOVER_AUTO_APPROVE_SECONDS: '0' })
        .voiceoverAutoApproveSeconds,
    ).toBe(0);
    expect(
      loadConfig({ NODE_ENV: 'development', VOICEOVER_AUTO_APPROVE_SECONDS: '90' })
        .voiceoverAutoApproveSeconds,
    ).toBe(90);
    expect(
      loadConfig({ NODE_ENV: 'production', VOICEOVER_AUTO_APPROVE_SECONDS: '0' }).voiceoverAutoApproveSeconds,
    ).toBeNull();
    expect(checkConfig({ VOICEOVER_AUTO_APPROVE_SECONDS: 'soon' }).errors.join()).toMatch(
      /VOICEOVER_AUTO_APPROVE_SECONDS/,
    );

    const config = server.deps.config;
    config.voiceoverAutoApproveSeconds = 0;
    try {
      const a = await submittedArtist();
      expect(a.profile.status).toBe('approved');
      expect(a.profile.reviewed_at).not.toBeNull();
      expect(await publicUsernames()).toContain(a.user.username);
      expect((await mails(a.user.email)).map((m) => m.purpose)).toContain('voiceover_approved');

      // With a delay, the profile waits that long.
      config.voiceoverAutoApproveSeconds = 3600;
      const b = await submittedArtist();
      expect(b.profile.status).toBe('in_review');
      server.setNow(new Date(Date.now() + 3601_000));
      expect(await publicUsernames()).toContain(b.user.username);
    } finally {
      server.setNow(null);
      config.voiceoverAutoApproveSeconds = null;
    }
  });
});
