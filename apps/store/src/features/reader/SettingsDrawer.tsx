import { Drawer, RadioGroup, Select, type DrawerProps } from '@bookstore/ui';
import { FONT_SIZES, LINE_HEIGHTS, type ReaderSettings } from './settings';
import classes from './reader.module.css';

type Choice = 'font' | 'margins' | 'theme' | 'flow';

/**
 * The settings chosen among a few options, in the order shown: each option's value and label, laid
 * out in a row or a column; `layout` ones do not apply to a fixed-layout book.
 */
const CHOICES: {
  key: Choice;
  label: string;
  options: Record<string, string>;
  orientation: 'horizontal' | 'vertical';
  layout: boolean;
}[] = [
  {
    key: 'font',
    label: 'Font',
    options: { publisher: 'Publisher’s', serif: 'Serif', sans: 'Sans serif' },
    orientation: 'horizontal',
    layout: true,
  },
  {
    key: 'margins',
    label: 'Margins',
    options: { narrow: 'Narrow', medium: 'Medium', wide: 'Wide' },
    orientation: 'horizontal',
    layout: true,
  },
  {
    key: 'theme',
    label: 'Theme',
    options: { auto: 'Same as the store', light: 'Light', sepia: 'Sepia', dark: 'Dark' },
    orientation: 'vertical',
    layout: false,
  },
  {
    key: 'flow',
    label: 'Layout',
    options: { paginated: 'Pages', scrolled: 'Scrolling' },
    orientation: 'horizontal',
    layout: true,
  },
];

export interface SettingsDrawerProps extends Pick<DrawerProps, 'open' | 'onClose'> {
  settings: ReaderSettings;
  onChange: (patch: Partial<ReaderSettings>) => void;
  /** A fixed-layout book keeps the publisher's design: only the theme applies. */
  fixed: boolean;
}

/** The reading settings: text size, spacing, font, margins, theme and layout. */
export function SettingsDrawer({ open, onClose, settings, onChange, fixed }: SettingsDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Reading settings">
      <div className={classes.Settings}>
        <Select
          label="Text size"
          value={String(settings.fontSize)}
          onChange={(e) => onChange({ fontSize: Number(e.currentTarget.value) })}
          options={FONT_SIZES.map((s) => ({ value: String(s), label: `${s}%` }))}
          disabled={fixed}
        />
        <Select
          label="Line spacing"
          value={String(settings.lineHeight)}
          onChange={(e) => onChange({ lineHeight: Number(e.currentTarget.value) })}
          options={LINE_HEIGHTS.map((s) => ({ value: String(s), label: String(s) }))}
          disabled={fixed}
        />
        {CHOICES.map(({ key, label, options, orientation, layout }) => (
          <RadioGroup
            key={key}
            label={label}
            name={`reader-${key}`}
            value={settings[key]}
            onChange={(v) => onChange({ [key]: v } as Partial<ReaderSettings>)}
            options={Object.entries(options).map(([value, text]) => ({ value, label: text }))}
            orientation={orientation}
            disabled={layout && fixed}
          />
        ))}
        {fixed ? <p>This book has a fixed layout: its pages keep the publisher’s design.</p> : null}
      </div>
    </Drawer>
  );
}
