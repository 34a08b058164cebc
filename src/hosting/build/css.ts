/**
 * Tailwind CSS v4 compiled from the class names an app uses: `@tailwindcss/oxide` scans the sources
 * for candidates (the same scanner the Tailwind CLI uses), `@tailwindcss/node` compiles
 * `@import "tailwindcss"` plus the app's `styles/*.css`, and lightningcss (through
 * `@tailwindcss/node`'s `optimize`) minifies. Everything runs offline from node_modules.
 *
 * A compiler remembers every candidate it has built, so each build gets a fresh one (a few ms once
 * the stylesheets are loaded); the output therefore depends only on the app's sources.
 */
import { PROJECT_ROOT, sdkSources } from './vendor.ts';

type Tailwind = typeof import('@tailwindcss/node') & { Scanner: typeof import('@tailwindcss/oxide').Scanner };
let loading: Promise<Tailwind> | null = null;
/** Tailwind (and lightningcss) load on the first build, not at start-up: only publishing needs them. */
function loadTailwind(): Promise<Tailwind> {
  loading ??= Promise.all([import('@tailwindcss/node'), import('@tailwindcss/oxide')]).then(([node, oxide]) => ({
    ...node,
    Scanner: oxide.Scanner,
  }));
  return loading;
}

export interface CssProblem {
  path: string | null;
  message: string;
}

export class CssBuildError extends Error {
  readonly problem: CssProblem;
  constructor(problem: CssProblem) {
    super(problem.message);
    this.problem = problem;
  }
}

let sdkCandidates: string[] | null = null;

function scan(Scanner: Tailwind['Scanner'], sources: Array<{ content: string; extension: string }>): string[] {
  return new Scanner({}).scanFiles(sources);
}

/**
 * The app's stylesheet. `code` are the app's JS/JSX sources; `styles` its `styles/**\/*.css` files
 * (path → content), appended after Tailwind so they may use `@apply` and theme variables.
 */
export async function buildCss(
  code: Array<{ path: string; content: string }>,
  styles: Array<{ path: string; content: string }>,
): Promise<string> {
  const { compile, optimize, Scanner } = await loadTailwind();
  sdkCandidates ??= scan(
    Scanner,
    sdkSources().map((content) => ({ content, extension: 'jsx' })),
  );
  const candidates = new Set(sdkCandidates);
  for (const c of scan(
    Scanner,
    code.map((f) => ({ content: f.content, extension: f.path.endsWith('.jsx') ? 'jsx' : 'js' })),
  ))
    candidates.add(c);
  for (const c of scan(
    Scanner,
    styles.map((f) => ({ content: f.content, extension: 'css' })),
  ))
    candidates.add(c);

  const input = ['@import "tailwindcss";', ...styles.map((s) => `/* ${s.path.replace(/\*\//g, '')} */\n${s.content}`)].join('\n');
  let css: string;
  try {
    const compiler = await compile(input, { base: PROJECT_ROOT, onDependency: () => {} });
    css = compiler.build([...candidates].sort());
  } catch (err) {
    // Name the stylesheet that breaks it: each one on its own after Tailwind.
    for (const s of styles) {
      try {
        const one = await compile(`@import "tailwindcss";\n${s.content}`, { base: PROJECT_ROOT, onDependency: () => {} });
        one.build([...candidates]);
      } catch (e) {
        throw new CssBuildError({ path: s.path, message: `${s.path}: ${(e as Error).message}` });
      }
    }
    throw new CssBuildError({ path: styles[0]?.path ?? null, message: `CSS build failed: ${(err as Error).message}` });
  }
  try {
    return optimize(css, { minify: true }).code;
  } catch {
    return css;
  }
}
