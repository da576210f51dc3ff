import type { VoiceoverDelivery } from '@bookstore/api-client/contract';
import { formatFileSize } from '@bookstore/ui';
import { formatDate, sharedClasses } from '../shared';
import own from './voiceoverOrders.module.css';

/** A delivered recording: a player and a download link naming the file and its size. */
export function DeliveryPlayer({ delivery, label }: { delivery: VoiceoverDelivery; label: string }) {
  return (
    <figure className={own.Delivery}>
      <figcaption>
        {label} · <span className={sharedClasses.Muted}>{formatDate(delivery.created_at)}</span>
      </figcaption>
      {/* A recording of the buyer's own script: its text is on this page. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio controls preload="metadata" src={delivery.url} aria-label={`${label}: ${delivery.file_name}`} />
      <a href={delivery.url} download={delivery.file_name} className={own.Download}>
        Download {delivery.file_name} ({formatFileSize(delivery.size_bytes)})
      </a>
      {delivery.note ? <p className={own.Note}>Artist&rsquo;s note: {delivery.note}</p> : null}
    </figure>
  );
}
