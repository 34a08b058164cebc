/**
 * The bare modules the hosting runtime provides to app code (docs/app-conventions.md, "Imports that
 * generated code may use"). This list is the single source of truth: the validator refuses every other
 * bare import, the generator may only emit these, and the hosting runtime must provide exactly these.
 * A subpath is provided only when it is listed itself (`react/jsx-runtime` yes, `react-dom/server` no).
 */
export interface RuntimePackage {
  /** The exact specifier app code imports. */
  name: string;
  /** What it is for, shown to agents in hints and docs. */
  purpose: string;
  /**
   * The complete list of named exports when the platform defines the module itself; the validator then
   * checks named imports against it. Null: exports are not checked (third-party module).
   */
  exports: readonly string[] | null;
  /** Whether `import x from '<name>'` (a default import) is valid; only checked when `exports` is set. */
  hasDefault: boolean;
}

export const RUNTIME_PACKAGES: readonly RuntimePackage[] = [
  { name: 'react', purpose: 'React (hooks, components)', exports: null, hasDefault: true },
  { name: 'react/jsx-runtime', purpose: 'the automatic JSX runtime', exports: null, hasDefault: false },
  { name: 'react-dom', purpose: 'React DOM', exports: null, hasDefault: true },
  { name: 'react-dom/client', purpose: 'React DOM client root (createRoot)', exports: null, hasDefault: false },
  { name: 'react-router-dom', purpose: 'routing: Link, useNavigate, useLocation, useSearchParams', exports: null, hasDefault: false },
  { name: 'lucide-react', purpose: 'icons, one named export per icon (Plus, Trash2, ...)', exports: null, hasDefault: false },
  {
    name: '@svc/sdk',
    purpose: 'the app SDK: svc (entities, auth, functions, security) and createPageUrl',
    exports: ['svc', 'createPageUrl'],
    hasDefault: false,
  },
];

export const RUNTIME_PACKAGE_NAMES: readonly string[] = RUNTIME_PACKAGES.map((p) => p.name);

const BY_NAME = new Map(RUNTIME_PACKAGES.map((p) => [p.name, p]));

/** The provided module named exactly `specifier`, or undefined. */
export function runtimePackage(specifier: string): RuntimePackage | undefined {
  return BY_NAME.get(specifier);
}

/** The package part of a bare specifier: `react-dom/server` → `react-dom`, `@scope/x/y` → `@scope/x`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}
