/** A unified diff (from the versions tools) drawn side by side: removed lines left, added lines right. */
export function SideBySide({ diff }: { diff: string }) {
  const rows: Array<{ left: string | null; right: string | null; kind: 'same' | 'change' | 'hunk' }> = [];
  let dels: string[] = [];
  let adds: string[] = [];
  const flush = () => {
    const n = Math.max(dels.length, adds.length);
    for (let i = 0; i < n; i++) rows.push({ left: dels[i] ?? null, right: adds[i] ?? null, kind: 'change' });
    dels = [];
    adds = [];
  };
  for (const line of diff.split('\n')) {
    if (line.startsWith('---') || line.startsWith('+++') || line.startsWith('\\')) continue;
    if (line.startsWith('@@')) {
      flush();
      rows.push({ left: line, right: line, kind: 'hunk' });
    } else if (line.startsWith('-')) dels.push(line.slice(1));
    else if (line.startsWith('+')) adds.push(line.slice(1));
    else {
      flush();
      if (line.length) rows.push({ left: line.slice(1), right: line.slice(1), kind: 'same' });
    }
  }
  flush();
  return (
    <div className="overflow-x-auto rounded border border-slate-200" data-testid="side-by-side">
      <table className="w-full table-fixed font-mono text-xs">
        <tbody>
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed diff
            <tr key={i} className={r.kind === 'hunk' ? 'bg-slate-100 text-slate-500' : ''}>
              <td
                className={`w-1/2 whitespace-pre-wrap break-all border-r border-slate-200 px-2 align-top ${r.kind === 'change' && r.left !== null ? 'bg-red-50' : ''}`}
              >
                {r.left ?? ''}
              </td>
              <td
                className={`w-1/2 whitespace-pre-wrap break-all px-2 align-top ${r.kind === 'change' && r.right !== null ? 'bg-green-50' : ''}`}
              >
                {r.right ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
