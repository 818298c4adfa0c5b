import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Decision 034 item 7: secrets at rest (README "Data at rest"). A value is sealed with
// AES-256-GCM under the first key of a keyring, and the key's id is stored beside it, so a copy of
// the database alone reveals nothing and a key can be rotated: put the new key first, keep the old
// ones after it until every value sealed with them has been sealed again (retention worker).

/** One key of a keyring: its id (stored with every value it seals) and its 32 bytes. */
export interface FieldKey {
  id: string;
  key: Buffer;
}

/** The keys a field may be opened with; the first seals. Never logged or answered. */
export type Keyring = readonly FieldKey[];

const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
/** NIST SP 800-38D's recommended 96-bit nonce, random per value. */
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** A keyring text that cannot be used: the message names the problem, never a key. */
export class KeyringError extends Error {
  override readonly name = 'KeyringError';
}

/** A sealed value that cannot be opened: unknown key, altered text, or another field's value. */
export class FieldDecryptionError extends Error {
  override readonly name = 'FieldDecryptionError';
}

/**
 * Parses `keyId:base64key[,keyId:base64key...]` (the first seals, all open). Each id is 1-32
 * letters, digits, '-' or '_' and appears once; each key is base64 of exactly 32 random bytes.
 * @throws KeyringError naming the first problem, without quoting any key.
 */
export function parseKeyring(text: string): Keyring {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new KeyringError('must list at least one keyId:base64key');
  const keys: FieldKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const separator = entry.indexOf(':');
    const id = separator < 0 ? '' : entry.slice(0, separator);
    const encoded = separator < 0 ? '' : entry.slice(separator + 1);
    if (!KEY_ID_PATTERN.test(id)) {
      throw new KeyringError(
        `key ${index + 1} must be keyId:base64key, the id 1-32 letters, digits, '-' or '_'`,
      );
    }
    if (keys.some((key) => key.id === id)) throw new KeyringError(`key id '${id}' is listed twice`);
    const key = Buffer.from(encoded, 'base64');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || key.length !== KEY_BYTES) {
      throw new KeyringError(
        `key '${id}' must be base64 of exactly ${KEY_BYTES} random bytes (openssl rand -base64 32)`,
      );
    }
    keys.push({ id, key });
  }
  return keys;
}

/**
 * Seals `plaintext` under the keyring's first key as `keyId:iv:tag:ciphertext` (base64 parts).
 * `context` (for example the table, column and row it belongs to) is authenticated but not
 * stored: the value opens only with the same context, so it cannot be moved to another row.
 * A fresh random IV each time: sealing the same text twice gives two different values.
 */
export function sealField(plaintext: string, keyring: Keyring, context: string): string {
  const current = keyring[0];
  if (!current) throw new KeyringError('must list at least one keyId:base64key');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, current.key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [
    current.id,
    iv.toString('base64'),
    cipher.getAuthTag().toString('base64'),
    ciphertext.toString('base64'),
  ].join(':');
}

/**
 * Opens a value sealed by sealField with any key of the keyring, given the same context.
 * @throws FieldDecryptionError when the key id is not in the keyring, or the value, its tag or the
 * context differ in any way from what was sealed (GCM authentication): never a wrong plaintext.
 */
export function openField(sealed: string, keyring: Keyring, context: string): string {
  const parts = sealed.split(':');
  const [id, iv, tag, ciphertext] = parts;
  const key = keyring.find((candidate) => candidate.id === id);
  if (parts.length !== 4 || !key || iv === undefined || tag === undefined) {
    throw new FieldDecryptionError(
      key || parts.length !== 4 ? 'sealed value is malformed' : `no key '${id}' in the keyring`,
    );
  }
  const ivBytes = Buffer.from(iv, 'base64');
  const tagBytes = Buffer.from(tag, 'base64');
  if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
    throw new FieldDecryptionError('sealed value is malformed');
  }
  try {
    const decipher = createDecipheriv(ALGORITHM, key.key, ivBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([
      decipher.update(Buffer.from(ciphertext ?? '', 'base64')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new FieldDecryptionError('sealed value failed authentication');
  }
}
