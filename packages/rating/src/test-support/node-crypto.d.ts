// The engine's package is typed without Node's types (it runs in the browser too); its
// output-stability test hashes with node:crypto, so only what that test uses is declared here.
declare module 'node:crypto' {
  export function createHash(algorithm: 'sha256'): {
    update(text: string): { digest(encoding: 'hex'): string };
  };
}
