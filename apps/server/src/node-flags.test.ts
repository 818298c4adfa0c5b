import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags.ts';

// The server package's start script and the README's scale-out command cannot import the flags:
// they must name each one.
describe('the server is started with its Node flags everywhere it is started', () => {
  it.each([
    ['the server package start script', '../package.json'],
    ['the README', '../../../README.md'],
  ])('%s names every flag', async (_where, file) => {
    const text = await readFile(new URL(file, import.meta.url), 'utf8');
    for (const flag of SERVER_NODE_FLAGS) expect(text).toContain(`node ${flag} --import tsx`);
  });
});
