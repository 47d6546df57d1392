/**
 * The portal's Chakra UI system: the default preset plus the platform's primary palette built around
 * #046af3 (spec §9) and a font stack that renders simplified Chinese well on Windows, macOS and Linux.
 * `colorPalette="brand"` works on every component because the palette defines the semantic tokens
 * Chakra's recipes read (solid, contrast, fg, muted, subtle, emphasized, focusRing).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const fontStack =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", sans-serif';

const portalConfig = defineConfig({
  cssVarsPrefix: 'portal',
  globalCss: {
    'html, body': {
      bg: 'gray.50',
      color: 'gray.800',
      fontFamily: 'body',
      lineHeight: '1.6',
    },
    '::selection': { bg: 'brand.100' },
  },
  theme: {
    keyframes: {
      portalProgress: {
        '0%': { transform: 'translateX(-100%)' },
        '100%': { transform: 'translateX(250%)' },
      },
    },
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef5ff' },
          100: { value: '#d9e8ff' },
          200: { value: '#b6d2ff' },
          300: { value: '#84b3fd' },
          400: { value: '#4d8ff9' },
          500: { value: '#1f77f6' },
          600: { value: '#046af3' },
          700: { value: '#0354c4' },
          800: { value: '#08489e' },
          900: { value: '#0c3d7f' },
          950: { value: '#0a264f' },
        },
      },
      fonts: {
        body: { value: fontStack },
        heading: { value: fontStack },
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
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const portalSystem = createSystem(defaultConfig, portalConfig);

/** The primary colour as a plain value, for the few places that need it outside Chakra (SVG, meta). */
export const primaryColor = '#046af3';
