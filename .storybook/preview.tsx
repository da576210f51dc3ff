import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, toast, type Theme } from '@bookstore/ui';
import '@bookstore/ui/styles.css';
import { configure } from 'storybook/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import './preview.css';

// Play functions wait up to 4 s for what they look for (the default 1 s fails on a loaded CI machine,
// where the story tests share two cores with the unit and API suites).
configure({ asyncUtilTimeout: 4000 });

/** Every story renders inside the kit's ThemeProvider; the toolbar switches light and dark. */
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as Theme | undefined) ?? 'light';
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  // Toasts live in one store for the whole page: each story starts without another story's toasts.
  beforeEach: () => {
    toast.remove();
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    // Storybook's sizes plus the phone the spec's layouts are checked at (pin with
    // `globals: { viewport: { value: 'phone' } }`; tests/visual shoots such a story at that size).
    viewport: {
      options: {
        ...MINIMAL_VIEWPORTS,
        phone: { name: 'Phone (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
