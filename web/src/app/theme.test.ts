import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { defaultConfig } from '@chakra-ui/react';
import { appSystem, droppedPalettes, recipes, slotRecipes } from './theme';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chakraComponents = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')),
  '../esm/components',
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every name the app imports from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name) names.add(name);
      }
    }
  }
  return names;
}

const folders = readdirSync(chakraComponents).filter((name) =>
  statSync(path.join(chakraComponents, name)).isDirectory(),
);
const filesOf = (folder: string) =>
  readdirSync(path.join(chakraComponents, folder))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(path.join(chakraComponents, folder, name), 'utf8'));

/** The component folder whose index exports `name`. */
function folderExporting(name: string): string | undefined {
  return folders.find((folder) => {
    const index = path.join(chakraComponents, folder, 'index.js');
    try {
      return new RegExp(`export \\{[^}]*\\b${name}\\b`).test(readFileSync(index, 'utf8'));
    } catch {
      return false;
    }
  });
}

/** The recipe keys the components in `start` ask the system for, following their imports of other components. */
function recipeKeysUsedBy(start: string[]): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const folder = queue.pop()!;
    if (seen.has(folder)) continue;
    seen.add(folder);
    for (const source of filesOf(folder)) {
      for (const match of source.matchAll(/key: "([a-zA-Z]+)"/g)) keys.add(match[1]!);
      for (const match of source.matchAll(/from '\.\.\/([a-z-]+)\//g)) queue.push(match[1]!);
    }
  }
  return keys;
}

describe('the Chakra system', () => {
  it('has a recipe for every Chakra component the app uses', () => {
    const used = [...importedChakraNames()].map(folderExporting).filter((folder) => folder !== undefined);
    expect(used.length).toBeGreaterThan(20);
    const keys = recipeKeysUsedBy(used);
    const known = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes };
    const missing = [...keys].filter((key) => key in known && !(key in recipes) && !(key in slotRecipes));
    expect(missing).toEqual([]);
  });

  it('keeps every colour palette the app names', () => {
    const named = new Set<string>();
    for (const file of sourceFiles(webSrc)) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/colorPalette(?:=|:\s*)["']([a-z]+)["']/g)) named.add(match[1]!);
      for (const match of source.matchAll(
        /["'{]([a-z]+)\.(?:\d{2,3}|solid|contrast|fg|muted|subtle|emphasized|focusRing)["'}]/g,
      )) {
        named.add(match[1]!);
      }
    }
    expect([...named]).toEqual(expect.arrayContaining(['brand', 'gray', 'red', 'green', 'blue', 'orange']));
    expect([...named].filter((palette) => droppedPalettes.includes(palette))).toEqual([]);
    for (const palette of named) {
      if (['bg', 'fg', 'border'].includes(palette)) continue;
      expect(
        appSystem().tokens.getByName(`colors.${palette}.500`) ??
          appSystem().tokens.getByName(`colors.${palette}.solid`),
      ).toBeDefined();
    }
  });

  it('keeps each recipe as Chakra defines it', () => {
    for (const [key, recipe] of Object.entries(recipes)) {
      expect(recipe).toEqual(defaultConfig.theme?.recipes?.[key]);
    }
    for (const [key, recipe] of Object.entries(slotRecipes)) {
      expect(recipe).toEqual(defaultConfig.theme?.slotRecipes?.[key]);
    }
  });
});
