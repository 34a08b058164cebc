import type { EditInput } from '../offline/index.ts';
import type { GenerationOutcome, GenerationRequest, Generator } from './types.ts';

type OfflineModule = typeof import('../offline/index.ts');
let loading: Promise<OfflineModule> | null = null;
/**
 * The generator and its NLP library (compromise) take about as long to load as the rest of the
 * service, and only generation needs them: they are loaded on the first job, not at start-up.
 */
function loadOffline(): Promise<OfflineModule> {
  loading ??= import('../offline/index.ts');
  return loading;
}

/** The default generator: deterministic, no network (src/generation/offline). One credit per job. */
export class OfflineGenerator implements Generator {
  readonly name = 'offline';

  async generate(req: GenerationRequest): Promise<GenerationOutcome> {
    const { generateApp, editApp } = await loadOffline();
    const onProgress = (phase: string, message: string) => req.progress(phase, message);
    if (req.kind === 'create') {
      const r = await generateApp({
        name: req.appName,
        prompt: req.prompt,
        description: req.description,
        onProgress,
        imageBase: req.publicUrl,
      });
      if (!r.ok) return r;
      return {
        ok: true,
        upserts: new Map(Object.entries(r.files)),
        deletes: [],
        summary: r.summary,
        warnings: r.warnings,
        settings: r.settings,
        starterRecords: r.starter_records,
      };
    }
    const r = await editApp({
      files: Object.fromEntries(req.files),
      prompt: req.prompt,
      app_name: req.appName,
      settings: req.settings as EditInput['settings'],
      onProgress,
    });
    if (!r.ok) return r;
    return {
      ok: true,
      upserts: new Map(Object.entries(r.files_written)),
      deletes: r.files_deleted,
      summary: r.summary,
      warnings: r.warnings,
      operations: r.operations,
      newName: r.new_name,
      settings: r.settings,
    };
  }
}
