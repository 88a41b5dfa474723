import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { FormDraft, FormSchema } from '../../../platform/forms';
import type { Crumb } from '../../../platform/pages';

/** What the area and zone pages read from either record. */
export interface LocateRecord {
  id: number;
  name: string;
  is_active: boolean;
  updated_at: string;
}

interface Mutation<I, R> {
  mutateAsync: (input: I) => Promise<R>;
  isPending: boolean;
}

interface RecordQuery<R> {
  data: R | undefined;
  isLoading: boolean;
  error: Error | null;
}

/**
 * What the area (vùng) and zone (khu vực) pages do differently: the record's calls, form and
 * place in the network. Creating, opening, editing, changing status and deleting are the same.
 */
export interface LocateRecordKind<
  R extends LocateRecord,
  S extends FormSchema,
  V extends FieldValues & FormDraft<z.input<S>>,
> {
  /** The audited kind: history, delete confirmation, texts and messages (`locate.area_created`). */
  entity: 'area' | 'zone';
  schema: S;
  defaults: (record?: R) => DefaultValues<V>;
  fields: (control: Control<V, unknown, z.output<S>>, record: R | undefined, readOnly: boolean) => ReactNode;
  useRecord: (id: number | undefined) => RecordQuery<R>;
  useCreate: () => Mutation<z.output<S>, R>;
  useUpdate: (id: number) => Mutation<z.output<S>, R>;
  path: (id: number) => string;
  /** Where leaving or deleting the record goes: the list, or a zone's area. */
  backPath: (record: R) => string;
  /** Breadcrumbs between the list and the record (a zone's area). */
  crumbs: (record: R) => Crumb[];
  editable: (record: R, canManage: boolean) => boolean;
}
