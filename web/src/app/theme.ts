import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
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

export const system = createSystem(defaultConfig, config);
