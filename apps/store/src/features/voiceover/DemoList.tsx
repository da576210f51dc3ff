import type { VoiceoverArtist } from '@bookstore/api-client/contract';
import classes from './public.module.css';

/** An artist's demos, each with its own player (the public profile and the operators' review). */
export function DemoList({ demos }: { demos: VoiceoverArtist['demos'] }) {
  return (
    <ul className={classes.DemoList}>
      {demos.map((demo) => (
        <li key={demo.id} className={classes.DemoItem}>
          <span className={classes.DemoName}>{demo.title}</span>
          <audio controls preload="none" src={demo.url} aria-label={`Demo: ${demo.title}`}>
            <track kind="captions" />
          </audio>
        </li>
      ))}
    </ul>
  );
}
