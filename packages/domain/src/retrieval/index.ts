// @van/domain/retrieval: see packages/domain/README.md for what each subpath holds.
export * from './retrieval-key.schema.ts';
export * from './derive-retrieval-key.ts';
