import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  segmentGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tableSlotRecipe,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme, trimmed to what the app uses, because the whole system is built in the
 * entry chunk of every page before the first paint:
 * - only the recipes of the components the app uses (the full `defaultConfig` ships all of them,
 *   about 20 KB gzipped). A component whose recipe is missing renders unstyled, so a new Chakra
 *   component needs its recipe here (theme.test.ts checks the list against the source's imports);
 * - without the palettes nobody uses, and with light values only (there is no dark mode), which
 *   halves the time `createSystem` takes to resolve the tokens.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  checkboxCard: checkboxCardSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  radioCard: radioCardSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};

/** Chakra's palettes the app never uses: each costs start-up time (tokens, CSS variables). */
export const droppedPalettes = ['teal', 'cyan', 'purple', 'pink'];

function withoutDroppedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !droppedPalettes.includes(name))) as T;
}

/**
 * The app has no dark mode (nothing sets Chakra's `dark` class), so each semantic token keeps its
 * light value only: half the conditions for the system to resolve when the page starts.
 */
function lightValues<T>(node: T): T {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === 'value' && value !== null && typeof value === 'object' && '_light' in value
        ? [key, (value as { _light: unknown })._light]
        : [key, lightValues(value)],
    ),
  ) as T;
}

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutDroppedPalettes(tokens.colors) },
    semanticTokens: lightValues({ ...semanticTokens, colors: withoutDroppedPalettes(semanticTokens.colors) }),
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const brandTheme = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fbf3f6' },
          100: { value: '#f5e1e9' },
          200: { value: '#ebc3d3' },
          300: { value: '#dc9bb5' },
          400: { value: '#c86f93' },
          500: { value: '#b04f78' },
          600: { value: '#9d4b6e' },
          700: { value: '#7e3a57' },
          800: { value: '#5f2c42' },
          900: { value: '#3f1d2c' },
          950: { value: '#26111a' },
        },
      },
      fonts: {
        heading: { value: 'Georgia, "Times New Roman", serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

let created: SystemContext | undefined;
let globalCssOnPage = false;

/**
 * The app's Chakra system, created the first time it is asked for: by the provider as the app
 * first renders. Created as the entry chunk runs, it made that one task (on a phone, the page
 * cannot answer input meanwhile) longer by a quarter; in the render it is a task of its own,
 * and React has already taken over the page's events by then, so an early click still lands.
 */
export function appSystem(): SystemContext {
  if (!created) {
    created = createSystem(defaultBaseConfig, chakraTheme, brandTheme);
    if (globalCssOnPage) created._global = [];
  }
  return created;
}

/**
 * Chakra's global CSS: the cascade layers' order, its reset, the global styles and a CSS variable
 * for every token. ChakraProvider builds it from the theme and inserts it as the app starts,
 * which on a phone is the longest piece of work before a page answers; the build makes it once
 * instead (prerender/global-css.tsx) and writes it into index.html, where the browser reads it as
 * any stylesheet.
 */
export function globalStyles() {
  const system = appSystem();
  return [system.layers.atRule, system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()];
}

/**
 * For a page whose HTML carries the global CSS: ChakraProvider then has none to build or insert.
 * (The system builds it only when asked: patches/@chakra-ui+react+*.patch.)
 */
export function leaveGlobalCssToThePage(): void {
  globalCssOnPage = true;
  if (created) created._global = [];
}
