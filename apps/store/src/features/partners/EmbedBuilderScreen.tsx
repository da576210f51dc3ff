import { partnerWidgets, type PartnerWidget } from '@bookstore/api-client/contract';
import { RadioGroup, Select } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { Loadable, Section, sharedClasses } from '../shared';
import { BookPicker } from './BookPicker';
import { CopyButton } from './CopyButton';
import {
  EMBED_THEMES,
  EMBED_WIDGETS,
  EMBED_WIDTHS,
  embedCode,
  embedReady,
  partnerLink,
  type EmbedChoice,
  type EmbedTarget,
  type EmbedTheme,
  type EmbedWidth,
} from './embed';
import { PartnerScreen } from './PartnerScreen';
import classes from './partners.module.css';
import { useStoreOrigin } from './useStoreOrigin';
import { WidgetPreview } from './WidgetPreview';

const THEME_LABELS: Record<EmbedTheme, string> = {
  light: 'Light',
  dark: 'Dark',
  auto: 'Auto (follows the visitor)',
};
const WIDTH_LABELS: Record<EmbedWidth, string> = {
  '240': '240 px (a sidebar)',
  '320': '320 px',
  '480': '480 px',
  full: 'The full width of your column',
};

function Builder({ code }: { code: string }) {
  useSignals();
  const origin = useStoreOrigin();
  const [widget, setWidget] = useState<PartnerWidget>('card');
  const [target, setTarget] = useState<EmbedTarget | undefined>();
  const [theme, setTheme] = useState<EmbedTheme>('auto');
  const [width, setWidth] = useState<EmbedWidth>('320');
  const choice: EmbedChoice = {
    widget,
    bookUid: target?.kind === 'book' ? target.uid : undefined,
    theme,
    width,
    country: countryCode.value,
  };
  const ready = embedReady(choice);
  const snippet = embedCode(origin, code, choice);
  const link = partnerLink(origin, code, target);
  return (
    <div className={classes.Builder}>
      <div className={classes.Choices}>
        <RadioGroup
          label="Widget"
          name="widget"
          value={widget}
          onChange={(value) => setWidget(value as PartnerWidget)}
          options={partnerWidgets.map((name) => ({
            value: name,
            label: EMBED_WIDGETS[name].label,
            hint: EMBED_WIDGETS[name].hint,
          }))}
        />
        <BookPicker target={target} onPick={setTarget} authors />
        <RadioGroup
          label="Theme"
          name="theme"
          orientation="horizontal"
          value={theme}
          onChange={(value) => setTheme(value as EmbedTheme)}
          options={EMBED_THEMES.map((name) => ({ value: name, label: THEME_LABELS[name] }))}
        />
        <Select
          label="Width"
          value={width}
          onChange={(event) => setWidth(event.target.value as EmbedWidth)}
          options={EMBED_WIDTHS.map((name) => ({ value: name, label: WIDTH_LABELS[name] }))}
        />
      </div>
      <div className={classes.Outputs}>
        <Section title="Preview">
          <WidgetPreview choice={choice} code={code} origin={origin} />
        </Section>
        <Section title="Code to paste">
          {ready ? (
            <>
              <p className={sharedClasses.Muted}>
                Paste the element where the widget goes and the loader once per page (before the closing{' '}
                <code>&lt;/body&gt;</code>).
              </p>
              <pre className={classes.Code} aria-label="The code to paste" data-testid="embed-code">
                {snippet}
              </pre>
              <div className={classes.CopyRow}>
                <CopyButton text={snippet} label="Copy the code" what="The code" />
              </div>
            </>
          ) : (
            <p className={sharedClasses.Muted}>
              A {EMBED_WIDGETS[widget].label.toLowerCase()} shows one book: find it above.
            </p>
          )}
        </Section>
        <Section title="Plain link">
          <p className={sharedClasses.Muted}>
            {target
              ? `A link to ${target.kind === 'book' ? 'the book' : 'the author'} carrying your code, for a post, a newsletter or a social network.`
              : 'A link to the store carrying your code. Pick a book or an author above to link to it.'}
          </p>
          <pre className={classes.Code} aria-label="The plain link" data-testid="partner-link">
            {link}
          </pre>
          <div className={classes.CopyRow}>
            <CopyButton text={link} label="Copy the link" what="The link" />
          </div>
        </Section>
      </div>
    </div>
  );
}

/**
 * /dashboard/partner/embed: pick a widget (book card, search, cart, player), its book, theme and width;
 * a live preview of the real widget; the code to paste, naming the partner; a plain link carrying them.
 */
export function EmbedBuilderScreen() {
  const me = hooks.partners.useMe({});
  return (
    <PartnerScreen
      title="Embed builder"
      description="Make the code for a widget on your site."
      lead="Choose a widget and how it looks; the preview is the widget your visitors will see."
    >
      <Loadable response={me}>{({ data }) => <Builder code={data.code} />}</Loadable>
    </PartnerScreen>
  );
}
