import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getAvatarTone, getInitials, type AvatarProps } from './Avatar';

describe('Avatar', () => {
  it('shows the picture with the name as alt text', () => {
    render(<Avatar src="/ada.jpg" name="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/ada.jpg');
  });

  it('generates an initials image when the avatar is null', () => {
    render(<Avatar src={null} name="Ada Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    expect(avatar.tagName).toBe('SPAN');
  });

  it('falls back to initials when the picture fails to load', () => {
    render(<Avatar src="/broken.jpg" name="wole" />);
    const img = screen.getByRole('img', { name: 'wole' });
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'wole' })).toHaveTextContent('WO');
  });

  it('derives initials and a stable colour from the name', () => {
    expect(getInitials('Ngugi wa Thiongo')).toBe('NT');
    expect(getInitials('ada_lovelace')).toBe('AL');
    expect(getInitials('  ')).toBe('?');
    expect(getAvatarTone('Ada')).toBe(getAvatarTone('ada'));
    const tones = new Set(['Ada', 'Ben', 'Chi', 'Dayo', 'Efe', 'Femi', 'Gbenga', 'Hauwa'].map(getAvatarTone));
    expect(tones.size).toBeGreaterThan(2);
  });

  it('needs a name', () => {
    // @ts-expect-error name is required for alt text and initials
    const props: AvatarProps = { src: null };
    expect(props.src).toBeNull();
  });
});
