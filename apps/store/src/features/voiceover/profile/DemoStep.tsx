import { DemoBody, type Demo } from '@bookstore/api-client/contract';
import { Button, Dialog, EmptyState, TextField } from '@bookstore/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { api } from '../../../api';
import { showSuccess } from '../../../feedback/toast';
import { useAction, useApiForm, ApiFormFrame } from '../../../forms';
import { formatDate, Section, sharedClasses } from '../../shared';
import { asFormFailure, PartFileField, PendingUploadNotice, usePartSender } from '../../shared/PartUpload';
import { formatDuration } from '../duration';
import classes from './profile.module.css';
import type { ProfileStepProps } from './sections';

const DEMO_TYPES = '.mp3,.m4a,.wav';
const DEMO_MAX_BYTES = 20 * 1024 * 1024;

/** The contract's body, with words for a recording not chosen yet. */
const DemoForm = DemoBody.extend({ demo: z.file('Choose the demo recording.').pipe(DemoBody.shape.demo) });

/** Profile section demo: the recordings buyers listen to, each playable; add and remove them. */
export function DemoStep({ profile, onSaved, children }: ProfileStepProps & { children?: ReactNode }) {
  // After an upload, focus goes to the list's heading: the new demo is there, and the emptied title
  // box is not left focused (leaving it would flag it as missing).
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [uploads, setUploads] = useState(0);
  useEffect(() => {
    if (uploads > 0) listHeading.current?.focus();
  }, [uploads]);
  return (
    <div className={classes.Stack}>
      <section className={sharedClasses.Section}>
        <header className={sharedClasses.SectionHeader}>
          <h2 className={sharedClasses.SectionTitle} ref={listHeading} tabIndex={-1}>
            Your demos ({profile.demos.length})
          </h2>
        </header>
        {profile.demos.length === 0 ? (
          <EmptyState
            headingLevel={3}
            size="small"
            title="No demos yet"
            description="Add at least one recording so buyers can hear your voice."
          />
        ) : (
          <ul className={classes.Demos}>
            {profile.demos.map((demo) => (
              <DemoItem key={demo.id} demo={demo} onDeleted={onSaved} />
            ))}
          </ul>
        )}
      </section>
      <Section title="Add a demo">
        <AddDemoForm
          onSaved={(saved) => {
            onSaved(saved);
            setUploads((n) => n + 1);
          }}
        />
      </Section>
      {children}
    </div>
  );
}

function DemoItem({ demo, onDeleted }: { demo: Demo; onDeleted: ProfileStepProps['onSaved'] }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = `demo-${demo.id}-title`;
  const remove = useAction(api.voiceover.deleteDemo, {
    onSuccess: ({ data }) => {
      setConfirming(false);
      onDeleted(data);
    },
  });
  const deleting = remove.running;
  return (
    <li className={classes.Demo}>
      <div className={classes.DemoHead}>
        <h3 className={classes.DemoTitle} id={titleId}>
          {demo.title}
        </h3>
        <Button
          variant="secondary"
          size="small"
          onClick={() => setConfirming(true)}
          aria-describedby={titleId}
        >
          Delete
        </Button>
      </div>
      <span className={classes.Hint}>
        {formatDuration(demo.duration_seconds)} · added {formatDate(demo.created_at)}
      </span>
      {/* Playback of the demo as buyers hear it; an uploaded demo comes without captions. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className={classes.Audio} controls preload="none" src={demo.url} aria-labelledby={titleId} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        closeOnBackdrop={!deleting}
        title="Delete this demo?"
        description={`“${demo.title}” is removed from your profile. This cannot be undone.`}
        size="small"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={deleting}
              onClick={() => void remove.run({ params: { id: demo.id } })}
            >
              Delete demo
            </Button>
          </>
        }
      />
    </li>
  );
}

const DEMO_TARGET = { purpose: 'voiceover_demo', title: '' } as const;

function AddDemoForm({ onSaved }: { onSaved: ProfileStepProps['onSaved'] }) {
  const sender = usePartSender(DEMO_TARGET);
  const { interrupted } = sender;
  // A new FileUpload after each upload: it keeps the chosen file in its own state.
  const [round, setRound] = useState(0);
  const form = useApiForm({
    schema: DemoForm,
    defaultValues: { title: '' },
    // Sent in parts straight to storage; a reload mid-upload resumes it when the same file is chosen.
    submit: async ({ title, demo }) => {
      try {
        const { data, message } = await sender.send(demo, { ...DEMO_TARGET, title }, demo.type);
        if (data.purpose !== 'voiceover_demo') throw new Error(`A demo upload answered ${data.purpose}.`);
        return { data: data.profile, message };
      } catch (error) {
        throw asFormFailure(error, 'demo');
      }
    },
    onSuccess: ({ data, message }) => {
      void showSuccess(message);
      interrupted.refresh();
      form.reset({ title: '' });
      setRound((n) => n + 1);
      onSaved(data);
    },
  });

  return (
    <ApiFormFrame form={form} label="Add a demo" submitLabel="Upload demo" wide>
      <PendingUploadNotice upload={interrupted} hidden={form.submitting} />
      <TextField
        label="Demo title"
        required
        hint="What the recording shows, e.g. “Audiobook excerpt, warm narration”."
        {...form.field('title')}
      />
      <PartFileField
        control={form.control}
        name="demo"
        label="Recording"
        accept={DEMO_TYPES}
        maxSize={DEMO_MAX_BYTES}
        disabled={form.submitting}
        sender={sender}
        pickerKey={round}
      />
    </ApiFormFrame>
  );
}
