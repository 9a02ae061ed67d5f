import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * A page of the web app's build that the server draws a component into (decision 109), with its
 * stylesheets written into it: a linked one would hold the first paint until it came, and the browser
 * then waits on to paint with the script, which comes at the same time. Null when the web app has not
 * been built.
 */
export function builtPageTemplate(webDistDir: string, name: string): string | null {
  const file = join(webDistDir, name);
  if (!existsSync(file)) return null;
  return readFileSync(file, 'utf8').replace(
    STYLESHEET,
    (_link, asset: string) => `<style>${readFileSync(join(webDistDir, asset), 'utf8')}</style>`,
  );
}
