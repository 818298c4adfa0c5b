import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FieldDecryptionError,
  KeyringError,
  openField,
  parseKeyring,
  sealField,
} from './field-encryption.ts';

const keyText = (id: string) => `${id}:${randomBytes(32).toString('base64')}`;
const OLD = keyText('2025-01');
const NEW = keyText('2026-06');
const CONTEXT = 'direct_debit_mandate:42:001';

describe('parseKeyring', () => {
  it('reads keyId:base64key pairs in order, the first being the one that seals', () => {
    const keyring = parseKeyring(`${NEW}, ${OLD}`);
    expect(keyring.map((key) => key.id)).toEqual(['2026-06', '2025-01']);
    expect(keyring.every((key) => key.key.length === 32)).toBe(true);
  });

  it.each([
    ['nothing', ''],
    ['a key without an id', randomBytes(32).toString('base64')],
    ['an id with a colon in it', `a:b:${randomBytes(32).toString('base64')}`],
    ['a 16-byte key', `k1:${randomBytes(16).toString('base64')}`],
    ['a 33-byte key', `k1:${randomBytes(33).toString('base64')}`],
    ['a key that is not base64', `k1:${'!'.repeat(44)}`],
    ['the same id twice', `${keyText('k1')},${keyText('k1')}`],
  ])('refuses %s, without quoting the key', (_case, text) => {
    expect(() => parseKeyring(text)).toThrow(KeyringError);
    try {
      parseKeyring(text);
    } catch (error) {
      const encodedKey = text.split(':').at(-1)!;
      if (encodedKey.length > 8) expect((error as Error).message).not.toContain(encodedKey);
    }
  });
});

describe('sealField and openField (AES-256-GCM)', () => {
  const keyring = parseKeyring(NEW);

  it('opens what it sealed, and the sealed text holds neither the value nor the key', () => {
    const sealed = sealField('66374958', keyring, CONTEXT);
    expect(openField(sealed, keyring, CONTEXT)).toBe('66374958');
    expect(sealed).not.toContain('66374958');
    expect(sealed).not.toContain(NEW.split(':')[1]);
    expect(sealed.startsWith('2026-06:')).toBe(true);
  });

  it('seals the same value differently each time (a fresh IV), so equal accounts do not show', () => {
    expect(sealField('66374958', keyring, CONTEXT)).not.toBe(
      sealField('66374958', keyring, CONTEXT),
    );
  });

  it.each([
    ['the ciphertext', 3],
    ['the authentication tag', 2],
    ['the IV', 1],
  ])('refuses a value whose %s was altered, rather than answering wrong digits', (_part, index) => {
    const parts = sealField('66374958', keyring, CONTEXT).split(':');
    const bytes = Buffer.from(parts[index]!, 'base64');
    bytes[0] = bytes[0]! ^ 1;
    parts[index] = bytes.toString('base64');
    expect(() => openField(parts.join(':'), keyring, CONTEXT)).toThrow(FieldDecryptionError);
  });

  it('refuses a value moved to another row (the context is authenticated)', () => {
    const sealed = sealField('66374958', keyring, CONTEXT);
    expect(() => openField(sealed, keyring, 'direct_debit_mandate:43:001')).toThrow(
      FieldDecryptionError,
    );
  });

  it.each(['', 'not sealed', '66374958', '2026-06:AAAA:BBBB', '2026-06:a:b:c:d'])(
    'refuses %j as malformed',
    (sealed) => {
      expect(() => openField(sealed, keyring, CONTEXT)).toThrow(FieldDecryptionError);
    },
  );

  it('refuses a value sealed with a key it does not hold', () => {
    const sealed = sealField('66374958', parseKeyring(OLD), CONTEXT);
    expect(() => openField(sealed, keyring, CONTEXT)).toThrow(/no key '2025-01'/);
  });
});

describe('rotation', () => {
  it('opens values sealed with the old key once a new key is put first, and seals new ones with the new key', () => {
    const before = parseKeyring(OLD);
    const after = parseKeyring(`${NEW},${OLD}`);
    const sealedBefore = sealField('66374958', before, CONTEXT);

    expect(openField(sealedBefore, after, CONTEXT)).toBe('66374958');
    expect(sealedBefore.startsWith('2025-01:')).toBe(true);

    const sealedAfter = sealField('63748472', after, CONTEXT);
    expect(sealedAfter.startsWith('2026-06:')).toBe(true);
    // The old key alone cannot open what the new key sealed.
    expect(() => openField(sealedAfter, before, CONTEXT)).toThrow(FieldDecryptionError);
  });
});
