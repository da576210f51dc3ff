import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import classes from './IconButton.module.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** Accessible name; required because the button shows only an icon. */
  label: string;
  /** The icon (decorative: the label names the button). */
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
}

/** A square button showing only an icon, named by a required label. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'medium',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      size={size}
      aria-label={label}
      title={rest.title ?? label}
      data-icon-only=""
      className={clsx(classes.Root, className)}
    >
      {icon}
    </Button>
  );
}
