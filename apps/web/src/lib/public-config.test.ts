import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../testing/fixtures';
import { inlinePublicConfig } from './public-config';

function putInPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'public-config';
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById('public-config')?.remove());

describe('inlinePublicConfig', () => {
  it('reads the config the server put in the page', () => {
    putInPage(JSON.stringify(testConfig));
    expect(inlinePublicConfig()).toEqual(testConfig);
  });

  it('is undefined without one, or with one that is broken or off the contract', () => {
    expect(inlinePublicConfig()).toBeUndefined();
    putInPage('{not json');
    expect(inlinePublicConfig()).toBeUndefined();
    document.getElementById('public-config')?.remove();
    putInPage(JSON.stringify({ brandName: 'Acme' }));
    expect(inlinePublicConfig()).toBeUndefined();
  });
});
