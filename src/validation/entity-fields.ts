/**
 * The vocabulary of entity schema files (`entities/<Name>.json`, docs/file-model.md): field types,
 * the types an array's `items` may name, the built-in fields and the field-name rule. One definition
 * for the records area (which parses and enforces the format), the validator (which reports it) and
 * the generator (which writes it). It lives here, with the rest of the app file model, because
 * validation is below records in the module graph (records → files → validation).
 */

export const FIELD_TYPES = [
  'string',
  'text',
  'number',
  'integer',
  'boolean',
  'date',
  'datetime',
  'email',
  'url',
  'enum',
  'array',
  'object',
  'relation',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Types an `array` field's `items` may name. */
export const ITEM_TYPES = ['string', 'text', 'number', 'integer', 'boolean', 'date', 'datetime', 'email', 'url', 'object'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Fields every record has; a schema may not declare them. */
export const BUILTIN_FIELDS = ['id', 'created_date', 'updated_date', 'created_by'] as const;
export const FIELD_NAME_RE = /^[a-z_][a-z0-9_]*$/;
