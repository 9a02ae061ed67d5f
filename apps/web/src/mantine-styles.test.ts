import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = fileURLToPath(new URL('.', import.meta.url));
const stylesDir = fileURLToPath(new URL('../../../node_modules/@mantine/core/styles/', import.meta.url));
const styles = readFileSync(`${source}mantine-styles.ts`, 'utf8');

// Components without a stylesheet of their own, drawn by the ones named here.
const builtOn: Record<string, string[]> = {
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Anchor: ['Text'],
  Button: ['UnstyledButton', 'Loader'],
  Card: ['Paper'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay'],
  TagsInput: ['Pill', 'PillsInput', 'Combobox', 'Input', 'Popover', 'ScrollArea'],
};

function mantineComponentsUsed(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f));
  for (const file of files) {
    const text = readFileSync(`${source}${file}`, 'utf8');
    for (const [, list] of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of list?.split(',') ?? []) names.add(name.trim().replace(/^type\s+/, ''));
    }
  }
  return names;
}

describe('the Mantine styles the app loads', () => {
  it('include the stylesheet of every component it imports, and of what those are built on', () => {
    const available = new Set(readdirSync(stylesDir));
    const needed = [...mantineComponentsUsed()].flatMap((name) => [name, ...(builtOn[name] ?? [])]);
    const missing = needed.filter(
      (name) => available.has(`${name}.css`) && !styles.includes(`'@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });

  it('start with the global styles, in the order Mantine needs', () => {
    const order = ['baseline', 'default-css-variables', 'global'].map((name) =>
      styles.indexOf(`'@mantine/core/styles/${name}.css'`),
    );
    expect(order[0]).toBeGreaterThan(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(styles.indexOf('@mantine/notifications/styles.css')).toBeGreaterThan(order[2] ?? 0);
  });
});
