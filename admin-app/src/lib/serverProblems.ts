import type { FormInstance } from 'antd';
import { errorCode, errorMessage } from '@academy/api';

/** A field of a form, and how to tell the server's messages about it: by their opening words or the error's code. */
export interface FieldMessages<Field extends string> {
  field: Field;
  startsWith?: readonly string[];
  codes?: readonly string[];
}

/**
 * The server's messages of a refused call: one per problem (a failed validation lists each one), or its
 * one sentence; `fallback` when it sent none.
 */
export function serverMessages(error: unknown, fallback: string): string[] {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const message = data && typeof data === 'object' && 'message' in data ? (data as { message: unknown }).message : undefined;
  if (Array.isArray(message) && message.length > 0 && message.every((line) => typeof line === 'string')) return message as string[];
  return [errorMessage(error, fallback)];
}

/**
 * The server's messages of a refused form, at the fields they concern, and the others (shown above
 * the form's buttons): a validation's "Capacity must be…" at Capacity, a 409 at the field its code names.
 */
export function serverProblems<Field extends string>(
  error: unknown,
  fallback: string,
  fields: readonly FieldMessages<Field>[],
): { byField: Partial<Record<Field, string[]>>; other: string[] } {
  const code = errorCode(error);
  const byField: Partial<Record<Field, string[]>> = {};
  const other: string[] = [];
  for (const message of serverMessages(error, fallback)) {
    const owner = fields.find(
      (field) => (code !== undefined && field.codes?.includes(code)) || field.startsWith?.some((opening) => message.startsWith(opening)),
    );
    if (owner) byField[owner.field] = [...(byField[owner.field] ?? []), message];
    else other.push(message);
  }
  return { byField, other };
}

/** Puts the server's messages of a refused form at its fields (antd shows them under each) and answers the others. */
export function showServerProblems<Field extends string>(
  form: FormInstance,
  error: unknown,
  fallback: string,
  fields: readonly FieldMessages<Field>[],
): string[] {
  const { byField, other } = serverProblems(error, fallback, fields);
  form.setFields(Object.entries<string[] | undefined>(byField).map(([name, errors]) => ({ name, errors: errors ?? [] })));
  return other;
}
