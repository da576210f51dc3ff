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

  it('offers the narrower copies with the sizes the cover is drawn at', () => {
    const srcSet = 'https://cdn.example/a-160w.webp 160w, https://cdn.example/a-320w.webp 320w';
    render(
      <BookCover
        src="https://cdn.example/a.jpg"
        srcSet={srcSet}
        sizes="(max-width: 420px) 40vw, 180px"
        title="Purple Hibiscus"
      />,
    );
    const image = screen.getByRole('img', { name: 'Cover of Purple Hibiscus' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/a.jpg');
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image).toHaveAttribute('sizes', '(max-width: 420px) 40vw, 180px');
  });

  it('has no srcset or sizes when the cover has no copies', () => {
    render(<BookCover src="https://cdn.example/a.svg" srcSet={null} sizes="180px" title="Americanah" />);
    const image = screen.getByRole('img', { name: 'Cover of Americanah' });
    expect(image).not.toHaveAttribute('srcset');
    expect(image).not.toHaveAttribute('sizes');
  });

  it('is hidden from assistive technology when the alt text is empty', () => {
    render(<BookCover src={null} title="Freshwater" alt="" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
