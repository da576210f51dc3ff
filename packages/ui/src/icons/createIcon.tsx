import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Width and height in px. */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right whenever
   * the surrounding control already has a label.
   */
  title?: string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/** Builds a 24x24 stroke icon; strokes use `currentColor`, so icons take the text colour. */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ size = 20, title, ...rest }: IconProps) {
    const labelled = title !== undefined && title !== '';
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...(labelled ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
        {...rest}
      >
        {labelled ? <title>{title}</title> : null}
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
