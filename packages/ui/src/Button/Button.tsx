import { clsx } from 'clsx';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import type { LinkComponent } from '../format';
import { Spinner } from '../Spinner';
import classes from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'small' | 'medium' | 'large';

interface ButtonOwnProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets `aria-busy` and ignores clicks while keeping focus. */
  loading?: boolean;
  /** Stretches to the width of its container. */
  fullWidth?: boolean;
  leadingIcon?: ReactNode;
  trailingIcon?: ReactNode;
  children?: ReactNode;
}

export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: never; linkAs?: never };

export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps | 'href'> & {
    /** Renders an anchor styled as a button. */
    href: string;
    /** Link component to render instead of `<a>` (a router link taking `href`). */
    linkAs?: LinkComponent;
    disabled?: never;
    type?: never;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function Content({ loading, leadingIcon, trailingIcon, children }: ButtonOwnProps) {
  return (
    <>
      {loading ? <Spinner className={classes.Spinner} label={null} size="small" /> : null}
      <span className={classes.Content}>
        {leadingIcon ? <span className={classes.Icon}>{leadingIcon}</span> : null}
        {children !== undefined && children !== null ? (
          <span className={classes.Label}>{children}</span>
        ) : null}
        {trailingIcon ? <span className={classes.Icon}>{trailingIcon}</span> : null}
      </span>
    </>
  );
}

/** The kit's button: an action, or with `href` a link that looks like one. */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'medium',
    loading = false,
    fullWidth = false,
    leadingIcon,
    trailingIcon,
    children,
    className,
    ...rest
  } = props;
  const data = {
    'data-variant': variant,
    'data-size': size,
    'data-full-width': fullWidth || undefined,
    'data-loading': loading || undefined,
    'aria-busy': loading || undefined,
    className: clsx(classes.Root, className),
  };
  const content = (
    <Content loading={loading} leadingIcon={leadingIcon} trailingIcon={trailingIcon}>
      {children}
    </Content>
  );

  if (rest.href !== undefined) {
    const {
      linkAs: LinkComponent,
      onClick,
      ...anchorProps
    } = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
    const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    };
    if (LinkComponent)
      return (
        <LinkComponent {...anchorProps} {...data} onClick={handleClick}>
          {content}
        </LinkComponent>
      );
    return (
      <a {...anchorProps} href={anchorProps.href} {...data} onClick={handleClick}>
        {content}
      </a>
    );
  }

  const {
    type = 'button',
    disabled,
    onClick,
    ...buttonProps
  } = rest as Omit<ButtonAsButtonProps, keyof ButtonOwnProps>;
  return (
    <button
      {...buttonProps}
      {...data}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        // A loading button stays focusable (so focus is not lost) but does nothing.
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
