/**
 * Entity schema files (`entities/<Name>.json`) as the records area reads them: parsed, cached by
 * content hash, and turned into the error a caller answers when an entity has no valid schema.
 */
import type { FileStore } from '../files/store.ts';
import { ServiceError } from '../platform/errors.ts';
import type { Db, Queryable } from '../storage/index.ts';
import { ENTITY_NAME_RE, entityNameOfPath, entityPath, parseEntitySchema, type EntitySchema } from './schema.ts';
import * as store from './store.ts';

/** A loaded entity schema file: the parsed schema, or why there is none. */
export type SchemaFile = { schema: EntitySchema | null; exists: boolean; problems?: string[]; text: string | null };
const SCHEMA_CACHE_SIZE = 1000;

/** Cached schemas are shared by every request: freezing them makes an accidental mutation throw. */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

export class EntitySchemaFiles {
  /**
   * Parsed entity schema files by entity and content hash (least recently used dropped). Keyed by
   * the content's hash, which is read from the store on every call, so an edit on any node is seen
   * at once; only the read of the content and its parse are saved.
   */
  private readonly cache = new Map<string, SchemaFile>();

  private readonly db: Db;
  private readonly files: FileStore;

  constructor(db: Db, files: FileStore) {
    this.db = db;
    this.files = files;
  }

  /** The schema of an entity; `problems` when its file exists but is not a valid schema. */
  async loadSchema(appId: string, entity: string, q: Queryable = this.db): Promise<SchemaFile> {
    if (!ENTITY_NAME_RE.test(entity)) return { schema: null, exists: false, text: null };
    const hash = await this.files.fileHash(appId, entityPath(entity), q);
    if (hash === null) return { schema: null, exists: false, text: null };
    const key = `${entity}\0${hash}`;
    let file = this.cache.get(key);
    if (file) {
      this.cache.delete(key);
      this.cache.set(key, file);
    } else {
      const text = (await this.files.readBlobs([hash], q)).get(hash);
      if (text === undefined) return { schema: null, exists: false, text: null };
      const parsed = parseEntitySchema(text, entity);
      file = parsed.ok ? { schema: parsed.schema, exists: true, text } : { schema: null, exists: true, problems: parsed.problems, text };
      deepFreeze(file);
      this.cache.set(key, file);
      if (this.cache.size > SCHEMA_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    return file;
  }

  /** Every entity schema of an app (valid ones in `schemas`, broken files in `broken`). */
  async loadSchemas(appId: string, q: Queryable = this.db): Promise<{ schemas: Map<string, EntitySchema>; broken: Map<string, string[]> }> {
    const files = await this.files.listFiles(appId, q);
    const paths = files.map((f) => f.path).filter((p) => entityNameOfPath(p) !== null);
    const contents = paths.length ? await this.files.readFiles(appId, paths, q) : new Map<string, string>();
    const schemas = new Map<string, EntitySchema>();
    const broken = new Map<string, string[]>();
    for (const p of paths) {
      const name = entityNameOfPath(p)!;
      const parsed = parseEntitySchema(contents.get(p) ?? '', name);
      if (parsed.ok) schemas.set(name, parsed.schema);
      else broken.set(name, parsed.problems);
    }
    return { schemas, broken };
  }

  async notFoundEntity(appId: string, entity: string, q: Queryable): Promise<ServiceError> {
    const files = await this.files.listFiles(appId, q);
    const names = files.map((f) => entityNameOfPath(f.path)).filter((n): n is string => n !== null);
    const close = names.find((n) => n.toLowerCase() === entity.toLowerCase());
    const hint = close
      ? `; did you mean ${close}?`
      : names.length
        ? `; the app's entities are ${names.join(', ')}`
        : '; the app has no entities yet (create one with create_entity_schema)';
    return new ServiceError('not_found', `Entity ${entity} not found: no entities/${entity}.json in this app${hint}`, { entity });
  }

  /** The valid schema of an entity, or the reason there is none. */
  async requireSchema(appId: string, entity: string, q: Queryable = this.db): Promise<EntitySchema> {
    return this.schemaOrThrow(appId, entity, await this.loadSchema(appId, entity, q), q);
  }

  /** The valid schema of a loaded file, or the error a write to that entity answers. */
  async schemaOrThrow(appId: string, entity: string, loaded: SchemaFile, q: Queryable = this.db): Promise<EntitySchema> {
    const { schema, exists, problems } = loaded;
    if (schema) return schema;
    if (exists) {
      throw new ServiceError(
        'invalid_request',
        `entities/${entity}.json is not a valid entity schema (${problems!.slice(0, 5).join('; ')}); fix it with update_entity_schema before writing records`,
        {
          problems,
        },
      );
    }
    throw await this.notFoundEntity(appId, entity, q);
  }

  /** Schema for reading: a missing or broken schema still lets existing records be read and deleted. */
  async schemaForRead(appId: string, entity: string, q: Queryable): Promise<{ schema: EntitySchema | null; warning?: string }> {
    const { schema, exists, problems } = await this.loadSchema(appId, entity, q);
    if (schema) return { schema };
    if (ENTITY_NAME_RE.test(entity) && (await store.countEntity(q, appId, entity)) > 0) {
      return {
        schema: null,
        warning: exists
          ? `entities/${entity}.json is not a valid schema (${problems!.slice(0, 3).join('; ')}); records are read without field types`
          : `entities/${entity}.json does not exist; these records have no schema (validate_entity_relationships lists them)`,
      };
    }
    throw await this.notFoundEntity(appId, entity, q);
  }
}
