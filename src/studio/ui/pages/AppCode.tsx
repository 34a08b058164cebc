import { css } from '@codemirror/lang-css';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { tool } from '../api.ts';
import { Button, Card, ErrorNote, Loading, Notice, useLoad } from '../ui.tsx';

const language = (path: string) => (path.endsWith('.json') ? json() : path.endsWith('.css') ? css() : javascript({ jsx: true }));

/** The file tree and a CodeMirror view; saving goes through write_app_file (validation, Saved Version). */
export default function AppCode() {
  const { appId = '' } = useParams();
  const files = useLoad(() => tool('get_app_files', { app_id: appId }), [appId]);
  const [path, setPath] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [msg, setMsg] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const list: any[] = files.data?.files ?? [];
  const open = path ?? list[0]?.path ?? null;

  useEffect(() => {
    if (!open || !host.current) return;
    let live = true;
    setError(null);
    setDirty(false);
    tool('read_app_file', { app_id: appId, path: open })
      .then((r) => {
        if (!live || !host.current) return;
        view.current?.destroy();
        view.current = new EditorView({
          doc: r.content,
          parent: host.current,
          extensions: [
            lineNumbers(),
            history(),
            bracketMatching(),
            highlightActiveLine(),
            syntaxHighlighting(defaultHighlightStyle),
            keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
            language(open),
            EditorView.updateListener.of((u) => u.docChanged && setDirty(true)),
          ],
        });
      })
      .catch((err) => live && setError(err));
    return () => {
      live = false;
    };
  }, [appId, open]);
  useEffect(() => () => view.current?.destroy(), []);

  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <Card title="Files">
        {files.loading && !files.data ? <Loading /> : null}
        <ErrorNote error={files.error} />
        <ul className="max-h-[70vh] overflow-y-auto text-sm" data-testid="file-tree">
          {list.map((f) => (
            <li key={f.path}>
              <button
                type="button"
                className={`w-full truncate rounded px-2 py-1 text-left font-mono text-xs ${f.path === open ? 'bg-indigo-100' : 'hover:bg-slate-100'}`}
                onClick={() => {
                  if (dirty && !confirm('Discard your unsaved changes?')) return;
                  setPath(f.path);
                  setMsg(null);
                }}
              >
                {f.path}
              </button>
            </li>
          ))}
        </ul>
      </Card>
      <Card
        title={<span className="font-mono text-sm">{open ?? 'No file'}</span>}
        actions={
          <Button
            disabled={!dirty || !open}
            onClick={async () => {
              if (!open || !view.current) return;
              setError(null);
              try {
                const r = await tool('write_app_file', { app_id: appId, path: open, content: view.current.state.doc.toString() });
                setDirty(false);
                setMsg(`Saved. The previous content is Saved Version ${r.snapshot_id ?? ''}.`);
                files.reload();
              } catch (err) {
                setError(err);
              }
            }}
          >
            Save
          </Button>
        }
      >
        {msg ? <Notice tone="ok">{msg}</Notice> : null}
        <ErrorNote error={error} />
        <div ref={host} className="mt-2 max-h-[70vh] overflow-auto border border-slate-200 text-sm" data-testid="editor" />
      </Card>
    </div>
  );
}
