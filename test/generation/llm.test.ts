import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { restClient, type ToolClient } from '../support/clients.ts';
import { pollJob } from '../support/generation.ts';
import { startTestService, TEST_DB, type TestService } from '../support/harness.ts';
import { startScriptedLlm, type Protocol, type ScriptedLlm, type Step, type WriteFilesArgs } from '../support/llm-server.ts';

/**
 * The LLM generators against a local server speaking each protocol, scripted per test: a valid
 * write_files call, malformed output, chat text, HTTP errors, a timeout, repairs that succeed,
 * repeat, oscillate or run out of budget, credits running out mid-generation, and focused edits.
 */

const TASK_SCHEMA = JSON.stringify({ name: 'Task', description: '', fields: [{ name: 'title', type: 'string', required: true }] }, null, 2);
const HOME = `import React, { useEffect, useState } from 'react';
import { svc } from '@svc/sdk';

export default function Home() {
  const [tasks, setTasks] = useState([]);
  useEffect(() => {
    svc.entities.Task.list().then(setTasks);
  }, []);
  return (
    <div className="p-4">
      {tasks.length === 0 ? <p>No tasks yet</p> : tasks.map((t) => <p key={t.id}>{t.title}</p>)}
    </div>
  );
}
`;
const BADGE = `export default function Badge({ children }) {
  return <span className="rounded bg-gray-100 px-2">{children}</span>;
}
`;
const HOME_WITH_BADGE = HOME.replace(
  "import { svc } from '@svc/sdk';",
  "import { svc } from '@svc/sdk';\nimport Badge from '../components/Badge.jsx';",
);
const HOME_WITH_PILL = HOME.replace(
  "import { svc } from '@svc/sdk';",
  "import { svc } from '@svc/sdk';\nimport Pill from '../components/Pill.jsx';",
);

const validApp: WriteFilesArgs = {
  files: [
    { path: 'entities/Task.json', content: TASK_SCHEMA },
    { path: 'pages/Home.jsx', content: HOME },
  ],
  summary: 'A task list',
};
/** Imports a component that does not exist: one import-unresolved error. */
const brokenApp: WriteFilesArgs = {
  files: [validApp.files[0]!, { path: 'pages/Home.jsx', content: HOME_WITH_BADGE }],
  summary: 'A task list with badges',
};
const otherBrokenApp: WriteFilesArgs = { files: [{ path: 'pages/Home.jsx', content: HOME_WITH_PILL }], summary: 'Pills instead' };
const repair: WriteFilesArgs = { files: [{ path: 'components/Badge.jsx', content: BADGE }], summary: 'Added the Badge component' };

const PROMPT = 'A simple task list where I can see all my tasks';

for (const protocol of ['openai', 'anthropic'] as Protocol[]) {
  describe(`LLM generator: ${protocol} protocol [${TEST_DB}]`, () => {
    let llm: ScriptedLlm;
    let svc: TestService;
    let poorSvc: TestService;

    const env = (extra: Record<string, string> = {}) => ({
      SVC_GENERATOR: protocol,
      SVC_LLM_BASE_URL: protocol === 'openai' ? `${llm.baseUrl}/v1` : llm.baseUrl,
      SVC_LLM_MODEL: 'scripted-model',
      SVC_LLM_API_KEY: 'test-key-123',
      // long enough that a loaded CI machine's scripted answers arrive (2.5 s timed out twice under load); the hang test waits it out
      SVC_LLM_TIMEOUT_MS: '5000',
      SVC_LLM_REPAIR_ROUNDS: '3',
      ...extra,
    });

    before(async () => {
      llm = await startScriptedLlm();
      svc = await startTestService(env());
      // One credit a day: the call's own; any repair round has to take a second one.
      poorSvc = await startTestService(env({ SVC_FREE_GENERATIONS_PER_DAY: '1' }));
    });
    after(async () => {
      await svc?.stop();
      await poorSvc?.stop();
      await llm?.close();
    });

    async function owner(on: TestService = svc): Promise<{ client: ToolClient; accountId: string }> {
      const account = await on.createAccount();
      return { client: restClient(on.baseUrl, await on.createToken(account.id)), accountId: account.id };
    }

    async function create(client: ToolClient, steps: Step[], prompt = PROMPT) {
      llm.script(steps);
      const r = await client.call('create_app', { name: 'Tasks', prompt });
      assert.ok(r.ok, JSON.stringify(r));
      const status = await pollJob(client, r.result.job_id);
      const files = await svc.services.files.readFiles(r.result.app_id).catch(() => new Map<string, string>());
      return { appId: r.result.app_id as string, status, summary: status.result_summary, files };
    }

    async function usedCredits(accountId: string, on: TestService = svc): Promise<number> {
      const row = await on.services.db.get<{ used: number }>('SELECT used FROM credit_usage WHERE account_id = ?', [accountId]);
      return Number(row?.used ?? 0);
    }

    it('a valid write_files call creates the app in one round', async () => {
      const { client, accountId } = await owner();
      const { summary, files } = await create(client, [{ write: validApp }]);
      assert.equal(summary.error, undefined, JSON.stringify(summary));
      assert.equal(summary.generator, protocol);
      assert.equal(summary.rounds, 1);
      assert.deepEqual(summary.files_written, ['entities/Task.json', 'pages/Home.jsx']);
      assert.deepEqual(summary.entities, ['Task']);
      assert.deepEqual(summary.pages, ['pages/Home.jsx']);
      assert.equal(summary.validation.errors, 0);
      assert.equal(files.get('pages/Home.jsx'), HOME);
      assert.equal(await usedCredits(accountId), 1);

      // The request: the model, the key, the write_files tool forced, the system prompt and the user's prompt.
      assert.equal(llm.requests.length, 1);
      const req = llm.requests[0]!;
      assert.equal(req.body.model, 'scripted-model');
      if (protocol === 'openai') {
        assert.equal(req.path, '/v1/chat/completions');
        assert.equal(req.headers.authorization, 'Bearer test-key-123');
        assert.equal(req.body.tools[0].function.name, 'write_files');
        assert.deepEqual(req.body.tool_choice, { type: 'function', function: { name: 'write_files' } });
        assert.equal(req.body.messages[0].role, 'system');
        assert.match(req.body.messages[0].content, /write_files/);
        assert.match(req.body.messages[1].content, /A simple task list/);
        assert.deepEqual(req.body.tools[0].function.parameters.required.sort(), ['files', 'summary']);
        assert.equal(req.body.max_tokens, undefined, 'the model keeps its own output limit');
      } else {
        assert.equal(req.path, '/v1/messages');
        assert.equal(req.headers['x-api-key'], 'test-key-123');
        assert.equal(req.headers['anthropic-version'], '2023-06-01');
        assert.equal(req.body.tools[0].name, 'write_files');
        assert.deepEqual(req.body.tool_choice, { type: 'tool', name: 'write_files' });
        assert.match(req.body.system, /write_files/);
        assert.equal(req.body.max_tokens, 16384);
        assert.match(req.body.messages[0].content, /A simple task list/);
      }
    });

    it('malformed arguments are sent back once; the same problem again ends the job with a clear error', async () => {
      const { client, accountId } = await owner();
      const { summary, files } = await create(client, [{ rawArgs: '{"files": [{"path": "pages/Home.jsx"' }]);
      assert.match(
        summary.error,
        new RegExp(
          `The ${protocol} model returned malformed output \\(the same problem came back\\): the write_files arguments are not valid JSON`,
        ),
      );
      assert.equal(llm.requests.length, 2);
      assert.equal(files.size, 0, 'nothing is written');
      assert.equal(await usedCredits(accountId), 0, 'a failed generation is refunded, including its repair round');
    });

    it('arguments outside the format (unknown keys, a path outside the file model) are refused strictly', async () => {
      const { client } = await owner();
      const { summary } = await create(client, [
        { write: { ...validApp, extra: true } },
        { write: { files: [{ path: '../etc/passwd', content: 'x' }], summary: 'escape' } },
        { write: { files: [{ path: 'src/App.tsx', content: 'x' }], summary: 'wrong place' } },
        { write: { files: 'not a list', summary: 'x' } },
      ]);
      assert.match(summary.error, /malformed output \(after 4 attempts\): files: /);
      const feedback = llm.requests.slice(1).map((r) => JSON.stringify(r.body.messages.at(-1)));
      assert.match(feedback[0]!, /unknown key\(s\) extra/);
      assert.match(feedback[1]!, /\\"\.\.\\" segments are not allowed/);
      assert.match(feedback[2]!, /folder src\/ is not part of the app file model/);
    });

    it('code in a chat answer is never used', async () => {
      const { client } = await owner();
      const { summary, files } = await create(client, [
        { text: 'Here is your app:\n```jsx\nexport default function Home() { return <div/>; }\n```' },
      ]);
      assert.match(summary.error, /answered in chat text instead of calling write_files/);
      assert.equal(files.size, 0);
    });

    it('an answer cut at the output limit says so', async () => {
      const { client } = await owner();
      const { summary } = await create(client, [{ truncated: true }]);
      assert.match(summary.error, /cut off at the output token limit/);
    });

    it('a timeout ends the job with an error saying to retry, within the configured bound', async () => {
      const { client, accountId } = await owner();
      const started = Date.now();
      const { summary, files } = await create(client, [{ hang: true }]);
      assert.match(
        summary.error,
        new RegExp(`The ${protocol} model did not answer within 5 s \\(timeout\\); nothing was changed, retry the generation`),
      );
      assert.ok(Date.now() - started < 20_000);
      assert.equal(files.size, 0);
      assert.equal(await usedCredits(accountId), 0);
    });

    it('HTTP errors are reported with the status and what to check', async () => {
      const { client } = await owner();
      const unauthorized = await create(client, [{ http: 401, message: 'invalid x-api-key' }]);
      assert.match(
        unauthorized.summary.error,
        new RegExp(`The ${protocol} model answered HTTP 401: invalid x-api-key \\(check SVC_LLM_API_KEY\\)`),
      );
      const overloaded = await create(client, [{ http: 529, message: 'Overloaded' }]);
      assert.match(overloaded.summary.error, /HTTP 529: Overloaded \(the provider failed; retry\)/);
      const notChat = await create(client, [{ body: { hello: 'world' } }]);
      assert.match(notChat.summary.error, protocol === 'openai' ? /without choices\[0\]\.message/ : /without a content list/);
    });

    it('a repair that succeeds: the focused validation error goes back, the fix is merged, one more credit is taken', async () => {
      const { client, accountId } = await owner();
      const { summary, files } = await create(client, [{ write: brokenApp }, { write: repair }]);
      assert.equal(summary.error, undefined, JSON.stringify(summary));
      assert.equal(summary.rounds, 2);
      assert.equal(summary.unresolved_errors, undefined);
      assert.equal(summary.validation.errors, 0);
      assert.deepEqual(summary.files_written, ['components/Badge.jsx', 'entities/Task.json', 'pages/Home.jsx']);
      assert.equal(summary.summary, 'Added the Badge component');
      assert.equal(files.get('components/Badge.jsx'), BADGE);
      assert.equal(await usedCredits(accountId), 2);
      const feedback = llm.requests[1]!.body.messages.at(-1);
      const text = protocol === 'openai' ? feedback.content : feedback.content[0].content;
      if (protocol === 'openai') assert.equal(feedback.role, 'tool');
      else assert.equal(feedback.content[0].type, 'tool_result');
      assert.match(text, /validation found 1 error/);
      assert.match(text, /pages\/Home\.jsx:3:\d+ \[import-unresolved\]/);
      assert.match(text, /hint: Create components\/Badge\.jsx/);
    });

    it('a repair that never works: the same error twice stops the loop; the result is written and the errors reported', async () => {
      const { client } = await owner();
      const { summary, files, status } = await create(client, [
        { write: brokenApp },
        { write: { files: [{ path: 'pages/Home.jsx', content: `${HOME_WITH_BADGE}\n` }], summary: 'tried' } },
      ]);
      assert.equal(summary.error, undefined);
      assert.equal(summary.rounds, 2);
      assert.equal(summary.repair_stopped, 'the same validation errors came back after a repair round');
      assert.equal(summary.unresolved_errors.length, 1);
      assert.match(summary.unresolved_errors[0], /import-unresolved/);
      assert.ok(summary.warnings.some((w: string) => /1 validation error remains/.test(w)));
      assert.ok(files.has('pages/Home.jsx'));
      assert.ok(status.events.some((e: any) => e.phase === 'repairing'));
    });

    it('a repair that oscillates between two versions stops', async () => {
      const { client } = await owner();
      const back = { files: [{ path: 'pages/Home.jsx', content: HOME_WITH_BADGE }], summary: 'badge again' };
      const { summary } = await create(client, [
        { write: brokenApp },
        { write: otherBrokenApp },
        { write: back },
        { write: otherBrokenApp },
      ]);
      assert.equal(summary.rounds, 3);
      assert.equal(summary.repair_stopped, 'the repairs oscillate: the app returned to a version already tried');
    });

    it('a repair that keeps failing differently stops when the round budget is spent', async () => {
      const { client, accountId } = await owner();
      const variant = (n: number): Step => ({
        write: {
          files: [
            {
              path: 'pages/Home.jsx',
              content: HOME.replace(
                "import { svc } from '@svc/sdk';",
                `import { svc } from '@svc/sdk';\nimport X${n} from '../components/X${n}.jsx';`,
              ),
            },
          ],
          summary: `try ${n}`,
        },
      });
      const { summary } = await create(client, [{ write: brokenApp }, variant(1), variant(2), variant(3), variant(4)]);
      assert.equal(summary.rounds, 4);
      assert.equal(llm.requests.length, 4);
      assert.equal(summary.repair_stopped, 'the repair budget of 3 rounds is spent');
      assert.match(summary.unresolved_errors[0], /X3\.jsx/);
      assert.equal(await usedCredits(accountId), 4);
    });

    it('running out of credits mid-generation ends the job with an error and writes nothing', async () => {
      const { client, accountId } = await owner(poorSvc);
      llm.script([{ write: brokenApp }, { write: repair }]);
      const r = await client.call('create_app', { name: 'Tasks', prompt: PROMPT });
      assert.ok(r.ok);
      const status = await pollJob(client, r.result.job_id);
      assert.match(status.result_summary.error, /^Credits exhausted mid-generation: repair round 1 of 3 needs a credit/);
      assert.equal(llm.requests.length, 1, 'the repair round was not sent');
      assert.equal((await poorSvc.services.files.readFiles(r.result.app_id)).size, 0);
      assert.equal(await usedCredits(accountId, poorSvc), 0, 'refunded');
    });

    it('an edit sends only the relevant files within the budget and writes only what changed', async () => {
      const { client } = await owner();
      const created = await create(client, [{ write: validApp }]);
      // Unrelated bulk the edit must not carry.
      const filler = `export const notes = ${JSON.stringify('lorem ipsum '.repeat(4000))};\n`;
      await svc.services.files.applyChanges(created.appId, {
        upserts: {
          'lib/notes.js': filler,
          'entities/Invoice.json': JSON.stringify({ name: 'Invoice', description: '', fields: [{ name: 'amount', type: 'number' }] }),
        },
      });
      const before = await svc.services.files.readFiles(created.appId);
      const newSchema = JSON.stringify(
        {
          name: 'Task',
          description: '',
          fields: [
            { name: 'title', type: 'string', required: true },
            { name: 'done', type: 'boolean' },
          ],
        },
        null,
        2,
      );
      llm.script([{ write: { files: [{ path: 'entities/Task.json', content: newSchema }], summary: 'Added done to Task' } }]);
      const u = await client.call('update_app', { app_id: created.appId, prompt: 'Add a done checkbox field to tasks' });
      assert.ok(u.ok, JSON.stringify(u));
      const status = await pollJob(client, u.result.job_id);
      assert.equal(status.result_summary.error, undefined, JSON.stringify(status.result_summary));
      assert.deepEqual(status.result_summary.files_written, ['entities/Task.json']);
      assert.equal(status.result_summary.snapshot_id, u.result.snapshot_id);
      const sent = JSON.stringify(llm.requests[0]!.body.messages);
      assert.match(sent, /--- FILE entities\/Task\.json ---/);
      assert.match(sent, /--- FILE pages\/Home\.jsx ---/, 'the page using Task is shown');
      assert.doesNotMatch(sent, /lorem ipsum lorem ipsum/, 'the unrelated large file is only listed');
      assert.match(sent, /lib\/notes\.js \(\d+ bytes\) \[not shown\]/);
      const afterFiles = await svc.services.files.readFiles(created.appId);
      for (const [p, c] of before) if (p !== 'entities/Task.json') assert.equal(afterFiles.get(p), c, `${p} unchanged`);
      assert.equal(afterFiles.get('entities/Task.json'), newSchema);
    });

    it('an edit never overwrites a file changed while it was generated', async () => {
      const { client } = await owner();
      const created = await create(client, [{ write: validApp }]);
      const agentSchema = TASK_SCHEMA.replace('"title"', '"name"');
      llm.script([
        { write: { files: [{ path: 'entities/Task.json', content: TASK_SCHEMA.replace('"title"', '"label"') }], summary: 'Renamed' } },
      ]);
      // An agent writes the same file while the model is answering.
      llm.beforeAnswer = async () =>
        void (await svc.services.files.applyChanges(created.appId, { upserts: { 'entities/Task.json': agentSchema } }));
      const u = await client.call('update_app', { app_id: created.appId, prompt: 'Rename the title field of tasks to label' });
      assert.ok(u.ok);
      const status = await pollJob(client, u.result.job_id);
      assert.match(
        status.result_summary.error,
        /the app changed while it was being generated \(entities\/Task\.json\); nothing was changed, retry/,
      );
      assert.equal(await svc.services.files.readFile(created.appId, 'entities/Task.json'), agentSchema, "the agent's write is kept");
    });

    it('an edit in which the model changes nothing is an error', async () => {
      const { client } = await owner();
      const created = await create(client, [{ write: validApp }]);
      llm.script([{ write: { files: [], summary: 'Nothing to do' } }]);
      const u = await client.call('update_app', { app_id: created.appId, prompt: 'Make it better please' });
      assert.ok(u.ok);
      const status = await pollJob(client, u.result.job_id);
      assert.match(status.result_summary.error, /model made no change: Nothing to do/);
    });
  });
}
