import { AvatarBody, ProfileBannerBody, type Account } from '@bookstore/api-client/contract';
import { Avatar, Button, FileUpload, RadioGroup } from '@bookstore/ui';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../api';
import { errorMessage } from '../../feedback/toast';
import { useAction } from '../../forms';
import { setAccount } from '../../state/account';
import classes from './account.module.css';
import { fitImage, type FitMode } from './fitImage';

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp';

const KINDS = {
  avatar: {
    label: 'Avatar',
    frame: { width: 512, height: 512 },
    maxSize: 2 * 1024 * 1024,
    hint: 'A square picture; shown round next to your username.',
  },
  banner: {
    label: 'Profile banner',
    frame: { width: 1600, height: 400 },
    maxSize: 5 * 1024 * 1024,
    hint: 'A wide picture (4 by 1) across the top of your profile.',
  },
} as const;

type Kind = keyof typeof KINDS;

async function upload(kind: Kind, file: File): Promise<{ data: Account; message: string }> {
  if (kind === 'avatar') {
    const body = AvatarBody.parse({ avatar: file });
    return api.account.changeAvatar({ body });
  }
  const body = ProfileBannerBody.parse({ profile_banner: file });
  return api.account.changeProfileBanner({ body });
}

/** An object URL for a chosen file, revoked when the file changes or the component goes. */
function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/** Choose a picture, see it in its frame (cropped to fill, or whole), then upload it. */
function ImageUploader({ kind, user }: { kind: Kind; user: Account }) {
  const config = KINDS[kind];
  const [file, setFile] = useState<File | null>(null);
  const [fit, setFit] = useState<FitMode>('cover');
  const [error, setError] = useState<string | null>(null);
  // A new key clears the file picker after an upload.
  const [pickerKey, setPickerKey] = useState(0);
  const previewUrl = useObjectUrl(file);
  const current = kind === 'avatar' ? user.avatar : user.profile_banner;

  const saving = useAction(
    async (chosen: File) => {
      // The bands of "whole picture" take the page background so they blend in either theme.
      const background = getComputedStyle(document.body).backgroundColor || '#ffffff';
      return upload(kind, await fitImage(chosen, config.frame, fit, background));
    },
    {
      onSuccess: ({ data }) => {
        setAccount(data);
        setFile(null);
        setPickerKey((key) => key + 1);
      },
      onError: (failure) => setError(errorMessage(failure)),
    },
  );
  const uploading = saving.running;

  const save = async () => {
    if (!file || uploading) return;
    setError(null);
    await saving.run(file);
  };

  const frameClass = kind === 'avatar' ? classes.AvatarFrame : classes.BannerFrame;
  return (
    <section className={classes.Uploader} aria-labelledby={`${kind}-heading`}>
      <h3 id={`${kind}-heading`} className={classes.UploaderTitle}>
        {config.label}
      </h3>
      <div className={frameClass}>
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={`Preview of the new ${config.label.toLowerCase()}`}
            style={{ objectFit: fit }}
          />
        ) : current ? (
          <img src={current} alt={`Your ${config.label.toLowerCase()}`} />
        ) : kind === 'avatar' ? (
          <Avatar name={user.username} size="xlarge" alt="Your initials, shown while you have no avatar" />
        ) : (
          <span className={classes.FrameEmpty}>No banner yet</span>
        )}
      </div>
      <FileUpload
        key={pickerKey}
        label={`Choose a new ${config.label.toLowerCase()}`}
        accept={IMAGE_TYPES}
        maxSize={config.maxSize}
        hint={config.hint}
        preview={false}
        error={error ?? undefined}
        onFilesChange={(files) => {
          setError(null);
          setFile(files[0] ?? null);
        }}
      />
      {file ? (
        <>
          <RadioGroup
            label="Fit"
            name={`${kind}-fit`}
            orientation="horizontal"
            value={fit}
            onChange={(value) => setFit(value === 'contain' ? 'contain' : 'cover')}
            options={[
              { value: 'cover', label: 'Fill the frame (crop the edges)' },
              { value: 'contain', label: 'Show the whole picture' },
            ]}
          />
          <div>
            <Button loading={uploading} onClick={() => void save()}>
              Upload {config.label.toLowerCase()}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}

/** The avatar and the profile banner. */
export function ProfileImages({ user }: { user: Account }) {
  return (
    <div className={classes.Uploaders}>
      <ImageUploader kind="avatar" user={user} />
      <ImageUploader kind="banner" user={user} />
    </div>
  );
}
