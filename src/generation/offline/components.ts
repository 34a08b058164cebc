// Shared components written into every generated app (components/**).
// `P` is replaced by the primary palette name (indigo by default).

const FORMAT_JS = `import { createPageUrl } from '@svc/sdk';

// Formatting and list helpers shared by the generated pages.

export function humanize(value) {
  if (value === null || value === undefined) return '';
  const text = String(value).replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function pageUrl(page, params) {
  const base = createPageUrl(page);
  const query = new URLSearchParams(params || {}).toString();
  return query ? \`\${base}?\${query}\` : base;
}

function parseDate(value) {
  if (typeof value === 'string' && /^\\d{4}-\\d{2}-\\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  return new Date(value);
}

export function formatDate(value) {
  if (!value) return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value) {
  if (!value) return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return date.toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
}

export function formatMoney(value) {
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isNaN(n)) return String(value);
  return n.toLocaleString(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The local calendar day (YYYY-MM-DD) of a date or date-time value; '' when it is not one. */
export function dayKey(value) {
  if (!value) return '';
  const date = parseDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n) => String(n).padStart(2, '0');
  return \`\${date.getFullYear()}-\${pad(date.getMonth() + 1)}-\${pad(date.getDate())}\`;
}

/** A picture's address: an http(s) or same-site URL, else null (text is not shown as an image). */
export function imageSrc(value) {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^(?:https?:)?\\/\\//i.test(v) || /^\\/[^/]/.test(v) ? v : null;
}

export function recordLabel(record, labelField) {
  if (!record) return '';
  const value = labelField ? record[labelField] : undefined;
  if (value !== undefined && value !== null && value !== '') {
    if (typeof value === 'string' && /^\\d{4}-\\d{2}-\\d{2}(T|$)/.test(value)) return value.length > 10 ? formatDateTime(value) : formatDate(value);
    return String(value);
  }
  return record.id ? \`#\${String(record.id).slice(0, 8)}\` : 'Untitled';
}

export function formatValue(field, value, related) {
  if (value === null || value === undefined || value === '') return '—';
  switch (field.type) {
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'number':
    case 'integer':
      return typeof value === 'number' ? value.toLocaleString(undefined, { maximumFractionDigits: 2 }) : String(value);
    case 'enum':
      return humanize(value);
    case 'relation': {
      const match = (related || []).find((r) => r.id === value);
      return match ? recordLabel(match, field.labelField) : '—';
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

export function matchesQuery(record, fields, query) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((field) => {
    const value = record[field.name];
    if (value === null || value === undefined) return false;
    return String(value).toLowerCase().includes(q);
  });
}

export function sortRecords(records, sort) {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const sorted = [...records].sort((a, b) => {
    const av = a[key];
    const bv = b[key];
    const aEmpty = av === null || av === undefined || av === '';
    const bEmpty = bv === null || bv === undefined || bv === '';
    if (aEmpty && bEmpty) return 0;
    if (aEmpty) return 1;
    if (bEmpty) return -1;
    const result = typeof av === 'number' && typeof bv === 'number' ? av - bv : String(av).localeCompare(String(bv), undefined, { numeric: true });
    return desc ? -result : result;
  });
  return sorted;
}

export function filterOptions(field, records, related) {
  if (field.type === 'enum') return (field.values || []).map((v) => ({ value: v, label: humanize(v) }));
  if (field.type === 'boolean') return [{ value: 'true', label: 'Yes' }, { value: 'false', label: 'No' }];
  if (field.type === 'relation') {
    return (related[field.name] || []).map((r) => ({ value: r.id, label: recordLabel(r, field.labelField) }));
  }
  const seen = Array.from(new Set(records.map((r) => r[field.name]).filter((v) => v !== null && v !== undefined && v !== '').map(String)));
  return seen.sort().map((v) => ({ value: v, label: v }));
}

export function matchesFilter(record, field, selected) {
  if (selected === undefined || selected === '') return true;
  const value = record[field.name];
  if (field.type === 'boolean') return String(Boolean(value)) === selected;
  return value !== null && value !== undefined && String(value) === selected;
}
`;

const EMPTY_STATE = `import React from 'react';
import { Inbox } from 'lucide-react';

export default function EmptyState({ icon: Icon = Inbox, title, message, action }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <div className="mb-3 rounded-full bg-P-50 p-3 text-P-600">
        <Icon className="h-6 w-6" />
      </div>
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {message ? <p className="mt-1 max-w-sm text-sm text-slate-500">{message}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
`;

const LOADING_STATE = `import React from 'react';
import { Loader2 } from 'lucide-react';

export default function LoadingState({ label = 'Loading…' }) {
  return (
    <div className="flex items-center justify-center gap-2 py-16 text-sm text-slate-500" role="status">
      <Loader2 className="h-5 w-5 animate-spin text-P-600" />
      <span>{label}</span>
    </div>
  );
}
`;

const ERROR_STATE = `import React from 'react';
import { AlertCircle } from 'lucide-react';

export default function ErrorState({ message, onRetry }) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
      <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" />
      <div className="flex-1">
        <p className="font-medium">Something went wrong</p>
        <p className="mt-1">{message || 'Please try again.'}</p>
      </div>
      {onRetry ? (
        <button type="button" onClick={onRetry} className="rounded-lg border border-red-300 bg-white px-3 py-1.5 font-medium text-red-700 hover:bg-red-100">
          Retry
        </button>
      ) : null}
    </div>
  );
}
`;

const STAT_CARD = `import React from 'react';
import { Link } from 'react-router-dom';

export default function StatCard({ label, value, icon: Icon, to }) {
  const body = (
    <div className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-P-300 hover:shadow">
      {Icon ? (
        <div className="rounded-lg bg-P-50 p-3 text-P-600">
          <Icon className="h-6 w-6" />
        </div>
      ) : null}
      <div>
        <p className="text-sm text-slate-500">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
      </div>
    </div>
  );
  return to ? <Link to={to} className="block">{body}</Link> : body;
}
`;

const FIELD_VALUE = `import React from 'react';
import { Link } from 'react-router-dom';
import RecordImage from './RecordImage.jsx';
import { formatValue, imageSrc, pageUrl } from './format.js';

export default function FieldValue({ field, value, related, size = 'sm' }) {
  if (value === null || value === undefined || value === '') return <span className="text-slate-400">—</span>;
  if (field.type === 'enum') {
    return <span className="inline-flex items-center rounded-full bg-P-50 px-2 py-0.5 text-xs font-medium text-P-700">{formatValue(field, value)}</span>;
  }
  if (field.type === 'boolean') {
    return <span className={value ? 'font-medium text-P-700' : 'text-slate-500'}>{formatValue(field, value)}</span>;
  }
  // field.image is set by the generator; pages written before it knew picture fields by their name
  const picture = field.image || (field.type === 'url' && /(?:photo|image|picture|pic|logo|avatar|cover|poster|thumbnail|banner)/.test(field.name));
  const src = picture ? imageSrc(value) : null;
  if (src) {
    // a picture shows as the picture (a thumbnail in lists, large on detail pages), linked to the full size
    return (
      <a href={src} target="_blank" rel="noreferrer" className={size === 'lg' ? 'block' : 'inline-block'}>
        <RecordImage src={src} alt={field.label} className={size === 'lg' ? 'aspect-video w-full max-w-2xl rounded-xl border border-slate-200' : 'h-12 w-12 rounded-lg border border-slate-200'} />
      </a>
    );
  }
  if (field.type === 'url') {
    return <a href={String(value)} target="_blank" rel="noreferrer" className="break-all text-P-600 hover:underline">{String(value)}</a>;
  }
  if (field.type === 'email') {
    return <a href={\`mailto:\${value}\`} className="text-P-600 hover:underline">{String(value)}</a>;
  }
  if (field.type === 'text') {
    return <span className="whitespace-pre-line">{String(value)}</span>;
  }
  if (field.type === 'relation' && field.detailPage) {
    const label = formatValue(field, value, related);
    if (label === '—') return <span className="text-slate-400">—</span>;
    return <Link to={pageUrl(field.detailPage, { id: value })} className="text-P-600 hover:underline">{label}</Link>;
  }
  return <span>{formatValue(field, value, related)}</span>;
}
`;

const RECORD_IMAGE = `import React, { useState } from 'react';
import { ImageOff } from 'lucide-react';
import { imageSrc } from './format.js';

// A record's picture on a neutral tile; a picture that fails to load leaves the tile and its icon.
export default function RecordImage({ src, alt, icon: Icon = ImageOff, className = '' }) {
  const [failed, setFailed] = useState(null);
  const url = imageSrc(src);
  return (
    <div className={\`relative overflow-hidden bg-slate-100 \${className}\`}>
      <div className="absolute inset-0 flex items-center justify-center text-slate-300">
        <Icon className="h-1/3 max-h-10 w-1/3 max-w-10" />
      </div>
      {url ? (
        <img
          src={url}
          alt={alt || ''}
          loading="lazy"
          onError={() => setFailed(url)}
          className={\`relative h-full w-full object-cover \${failed === url ? 'invisible' : ''}\`}
        />
      ) : null}
    </div>
  );
}
`;

const RECORD_FORM = `import React, { useEffect, useState } from 'react';
import { Loader2, Save } from 'lucide-react';
import RecordImage from './RecordImage.jsx';
import { humanize, imageSrc, recordLabel } from './format.js';

function toInputValue(field, value) {
  if (value === null || value === undefined) return field.type === 'boolean' ? false : '';
  if (field.type === 'boolean') return Boolean(value);
  if (field.type === 'date') return String(value).slice(0, 10);
  if (field.type === 'datetime') {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return '';
    const local = new Date(date.getTime() - date.getTimezoneOffset() * 60000);
    return local.toISOString().slice(0, 16);
  }
  return String(value);
}

function initialValues(fields, record) {
  const values = {};
  fields.forEach((field) => {
    const source = record && record[field.name] !== undefined ? record[field.name] : field.default;
    values[field.name] = toInputValue(field, source);
  });
  return values;
}

function toRecordValue(field, raw) {
  if (field.type === 'boolean') return Boolean(raw);
  if (raw === '' || raw === null || raw === undefined) return null;
  if (field.type === 'number') return Number(raw);
  if (field.type === 'integer') return Math.round(Number(raw));
  if (field.type === 'datetime') return new Date(raw).toISOString();
  return typeof raw === 'string' ? raw.trim() : raw;
}

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-P-500 focus:outline-none focus:ring-2 focus:ring-P-500';

export default function RecordForm({ fields, record, relationOptions, onSubmit, onCancel, submitLabel = 'Save' }) {
  const [values, setValues] = useState(() => initialValues(fields, record));
  const [errors, setErrors] = useState({});
  const [saving, setSaving] = useState(false);
  const [submitError, setSubmitError] = useState('');

  useEffect(() => {
    setValues(initialValues(fields, record));
  }, [fields, record]);

  const setValue = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const validate = () => {
    const found = {};
    fields.forEach((field) => {
      const raw = values[field.name];
      if (field.required && field.type !== 'boolean' && (raw === '' || raw === null || raw === undefined)) {
        found[field.name] = \`\${field.label} is required.\`;
      } else if ((field.type === 'number' || field.type === 'integer') && raw !== '' && Number.isNaN(Number(raw))) {
        found[field.name] = \`\${field.label} must be a number.\`;
      } else if (field.type === 'email' && raw && !/^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/.test(raw)) {
        found[field.name] = 'Enter a valid email address.';
      }
    });
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const handleSubmit = async (event) => {
    event.preventDefault();
    if (!validate()) return;
    const data = {};
    fields.forEach((field) => {
      data[field.name] = toRecordValue(field, values[field.name]);
    });
    setSaving(true);
    setSubmitError('');
    try {
      await onSubmit(data);
    } catch (err) {
      setSubmitError((err && err.message) || 'Could not save. Please try again.');
      setSaving(false);
    }
  };

  const renderInput = (field) => {
    const id = \`field-\${field.name}\`;
    const value = values[field.name];
    if (field.type === 'boolean') {
      return (
        <label htmlFor={id} className="mt-1 inline-flex items-center gap-2 text-sm text-slate-700">
          <input id={id} type="checkbox" checked={Boolean(value)} onChange={(e) => setValue(field.name, e.target.checked)} className="h-4 w-4 rounded border-slate-300 text-P-600 focus:ring-P-500" />
          {field.label}
        </label>
      );
    }
    if (field.type === 'text') {
      return <textarea id={id} rows={4} value={value} onChange={(e) => setValue(field.name, e.target.value)} className={inputClass} required={field.required} />;
    }
    if (field.type === 'enum') {
      return (
        <select id={id} value={value} onChange={(e) => setValue(field.name, e.target.value)} className={inputClass} required={field.required}>
          <option value="">Select…</option>
          {(field.values || []).map((option) => (
            <option key={option} value={option}>{humanize(option)}</option>
          ))}
        </select>
      );
    }
    if (field.type === 'relation') {
      const options = (relationOptions && relationOptions[field.name]) || [];
      return (
        <select id={id} value={value} onChange={(e) => setValue(field.name, e.target.value)} className={inputClass} required={field.required}>
          <option value="">{options.length ? 'Select…' : 'Nothing to choose yet'}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>{recordLabel(option, field.labelField)}</option>
          ))}
        </select>
      );
    }
    const types = { number: 'number', integer: 'number', date: 'date', datetime: 'datetime-local', email: 'email', url: 'url' };
    const input = (
      <input
        id={id}
        type={types[field.type] || 'text'}
        step={field.type === 'integer' ? '1' : field.type === 'number' ? 'any' : undefined}
        value={value}
        onChange={(e) => setValue(field.name, e.target.value)}
        className={inputClass}
        required={field.required}
      />
    );
    if (!field.image) return input;
    // a picture field previews the picture its address points at
    return (
      <div className="space-y-2">
        {input}
        {imageSrc(value) ? <RecordImage src={value} alt={\`\${field.label} preview\`} className="h-32 w-48 rounded-lg border border-slate-200" /> : null}
      </div>
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {fields.map((field) => (
        <div key={field.name}>
          {field.type !== 'boolean' ? (
            <label htmlFor={\`field-\${field.name}\`} className="block text-sm font-medium text-slate-700">
              {field.label}
              {field.required ? <span className="ml-0.5 text-red-600">*</span> : null}
            </label>
          ) : null}
          {renderInput(field)}
          {errors[field.name] ? <p className="mt-1 text-xs text-red-600">{errors[field.name]}</p> : null}
        </div>
      ))}
      {submitError ? <p className="rounded-lg bg-red-50 p-3 text-sm text-red-700">{submitError}</p> : null}
      <div className="flex items-center justify-end gap-3 border-t border-slate-100 pt-4">
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
            Cancel
          </button>
        ) : null}
        <button type="submit" disabled={saving} className="inline-flex items-center gap-2 rounded-lg bg-P-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-P-700 disabled:opacity-60">
          {saving ? <Loader2 className="h-4 w-4 animate-spin" /> : <Save className="h-4 w-4" />}
          {saving ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
`;

export function sharedComponents(palette: string): Record<string, string> {
  const t = (s: string) => s.replace(/-P-(\d{2,3})\b/g, `-${palette}-$1`);
  return {
    'components/format.js': FORMAT_JS,
    'components/EmptyState.jsx': t(EMPTY_STATE),
    'components/LoadingState.jsx': t(LOADING_STATE),
    'components/ErrorState.jsx': t(ERROR_STATE),
    'components/StatCard.jsx': t(STAT_CARD),
    'components/FieldValue.jsx': t(FIELD_VALUE),
    'components/RecordForm.jsx': t(RECORD_FORM),
    'components/RecordImage.jsx': t(RECORD_IMAGE),
  };
}
