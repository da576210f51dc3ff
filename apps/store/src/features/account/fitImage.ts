/** How a chosen picture is made to fit its frame. */
export type FitMode = 'cover' | 'contain';

export interface FrameSize {
  width: number;
  height: number;
}

/**
 * The part of the source drawn and where it lands, for a picture of `source` size in a `frame`:
 * `cover` crops the middle to fill the frame, `contain` shows it whole, centred (bands around it).
 */
export function fitRect(source: FrameSize, frame: FrameSize, mode: FitMode) {
  const scale =
    mode === 'cover'
      ? Math.max(frame.width / source.width, frame.height / source.height)
      : Math.min(frame.width / source.width, frame.height / source.height);
  const width = source.width * scale;
  const height = source.height * scale;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

/**
 * Redraws an image file at the frame's size and shape so the server stores what the preview showed
 * (and a phone photo of several MB becomes a small file). `background` fills the bands of `contain`.
 */
export async function fitImage(
  file: File,
  frame: FrameSize,
  mode: FitMode,
  background: string,
): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = frame.width;
    canvas.height = frame.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = background;
    context.fillRect(0, 0, frame.width, frame.height);
    const rect = fitRect(bitmap, frame, mode);
    context.drawImage(bitmap, rect.x, rect.y, rect.width, rect.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.88));
    if (!blob) return file;
    const name = file.name.replace(/\.[^.]+$/, '') || 'image';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
