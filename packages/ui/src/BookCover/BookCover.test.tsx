import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCover } from './BookCover';

describe('BookCover', () => {
  it('shows the cover image lazily with a descriptive text alternative', () => {
    render(<BookCover src="https://cdn.example/things-fall-apart.jpg" title="Things Fall Apart" />);
    const image = screen.getByRole('img', { name: 'Cover of Things Fall Apart' });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('falls back to the written title when there is no cover', () => {
    render(<BookCover src={null} title="The Famished Road" />);
    const fallback = screen.getByRole('img', { name: 'Cover of The Famished Road' });
    expect(fallback.tagName).toBe('DIV');
    expect(fallback).toHaveTextContent('The Famished Road');
  });

  it('falls back when the image fails to load', () => {
    render(<BookCover src="https://cdn.example/missing.jpg" title="Stay With Me" loading="eager" />);
    const image = screen.getByRole('img', { name: 'Cover of Stay With Me' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    fireEvent.error(image);
    expect(screen.getByRole('img', { name: 'Cover of Stay With Me' }).tagName).toBe('DIV');
  });

  it('is hidden from assistive technology when the alt text is empty', () => {
    render(<BookCover src={null} title="Freshwater" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
