import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** One thing wrong with a request, as the error handler words it (errors.ts). */
export interface RequestIssue {
  readonly [REQUEST_ISSUE]: true;
  instancePath: string;
  message: string;
}

const REQUEST_ISSUE = Symbol('RequestIssue');

/**
 * Validates each part of a request against its contract schema, and refuses a body that carries
 * fields the contract does not know, at any depth (decision 027: "missing or extra fields" answer 4xx).
 * zod objects strip unknown keys rather than refuse them, and only the request envelopes are
 * strict objects: the shapes inside (Risk, Quote, ...) are shared with the answers and the web,
 * which must keep reading them. So the body that parsing kept is compared with the body sent:
 * whatever was dropped was not in the contract.
 */
export const validateRequestPart: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      return { error: parsed.error.issues.flatMap(issuesOf) as unknown as Error };
    }
    const unknown = httpPart === 'body' ? unknownFields(data, parsed.data, []) : [];
    if (unknown.length > 0) {
      return {
        error: unknown.map((path) =>
          unknownField(path.slice(0, -1), path.at(-1)!),
        ) as unknown as Error,
      };
    }
    return { value: parsed.data };
  };

/** Whether a failed request's `validation` came from validateRequestPart. */
export function isRequestIssue(value: unknown): value is RequestIssue {
  return typeof value === 'object' && value !== null && REQUEST_ISSUE in value;
}

/** The paths of fields in `sent` that are missing from `kept` (what parsing it gave). */
export function unknownFields(sent: unknown, kept: unknown, path: string[]): string[][] {
  const found: string[][] = [];
  collectUnknown(sent, kept, [...path], found);
  return found;
}

// Every request's body is walked, so the walk allocates nothing for a field that is known: one
// path is grown and shrunk as it goes, and copied only for a field that is not.
function collectUnknown(sent: unknown, kept: unknown, path: string[], found: string[][]): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((item, index) => {
      path.push(String(index));
      collectUnknown(item, kept[index], path, found);
      path.pop();
    });
    return;
  }
  if (!isPlainObject(sent) || !isPlainObject(kept)) return;
  for (const key of Object.keys(sent)) {
    path.push(key);
    if (Object.hasOwn(kept, key)) collectUnknown(sent[key], kept[key], path, found);
    else found.push([...path]);
    path.pop();
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** zod's issue, with a strict object's unknown keys worded as the nested ones are. */
function issuesOf(issue: z.core.$ZodIssue): RequestIssue[] {
  const path = issue.path.map(String);
  return issue.code === 'unrecognized_keys'
    ? issue.keys.map((key) => unknownField(path, key))
    : [requestIssue(path, issue.message)];
}

function unknownField(path: string[], key: string): RequestIssue {
  return requestIssue(path, `'${key}' is not a field we know`);
}

function requestIssue(path: string[], message: string): RequestIssue {
  return { [REQUEST_ISSUE]: true, instancePath: path.map((part) => `/${part}`).join(''), message };
}
