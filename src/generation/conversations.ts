import { iso } from '../platform/time.ts';
import { newId } from '../platform/ids.ts';
import type { Db, Queryable } from '../storage/index.ts';
import type { AgentEvent, AgentEvents, MessagePayload } from './events.ts';

export interface MessageRow {
  id: string;
  conversation_id: string;
  job_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  status: 'created' | 'completed';
  created_at: number;
  completed_at: number | null;
}

interface ConversationRow {
  id: string;
  app_id: string;
  account_id: string;
  title: string;
  created_at: number;
}

/** An event already in the outbox (written with its rows), to `emit` in-process once they committed. */
export type PendingEvent = AgentEvent;

/**
 * The agent conversation of an app: every generation adds the prompt (a user message) and the
 * agent's answer (an assistant message, `created` while the job runs, `completed` with the outcome).
 * Writers record the events their rows imply in the same transaction (the webhook outbox) and
 * collect them in `out`; `emit` tells in-process listeners after commit.
 */
export class Conversations {
  private readonly db: Db;
  private readonly events: AgentEvents;
  constructor(db: Db, events: AgentEvents) {
    this.db = db;
    this.events = events;
  }

  /** The app's conversation, created on first use. */
  async forApp(q: Queryable, appId: string, accountId: string, title: string, out: PendingEvent[], now = Date.now()): Promise<string> {
    const existing = await q.get<{ id: string }>('SELECT id FROM conversations WHERE app_id = ? ORDER BY created_at LIMIT 1', [appId]);
    if (existing) return existing.id;
    const row: ConversationRow = { id: newId('conv'), app_id: appId, account_id: accountId, title: title.slice(0, 200), created_at: now };
    await q.run('INSERT INTO conversations (id, app_id, account_id, title, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)', [
      row.id,
      row.app_id,
      row.account_id,
      row.title,
      now,
      now,
    ]);
    out.push(
      await this.events.record(q, 'conversation.created', row.id, {
        conversation_id: row.id,
        app_id: appId,
        account_id: accountId,
        title: row.title,
        created_at: iso(now)!,
      }),
    );
    return row.id;
  }

  private async payload(q: Queryable, m: MessageRow): Promise<MessagePayload> {
    const c = await q.get<ConversationRow>('SELECT id, app_id, account_id, title, created_at FROM conversations WHERE id = ?', [
      m.conversation_id,
    ]);
    return {
      conversation_id: m.conversation_id,
      app_id: c?.app_id ?? '',
      account_id: c?.account_id ?? '',
      message: {
        message_id: m.id,
        role: m.role,
        content: m.content,
        status: m.status,
        job_id: m.job_id,
        created_at: iso(m.created_at)!,
        completed_at: iso(m.completed_at),
      },
    };
  }

  /** Adds a message; a user message is complete at once (both events), an assistant message starts `created`. */
  async addMessage(
    q: Queryable,
    input: { conversationId: string; jobId: string | null; role: 'user' | 'assistant'; content: string },
    out: PendingEvent[],
    now = Date.now(),
  ): Promise<MessageRow> {
    const complete = input.role === 'user';
    const m: MessageRow = {
      id: newId('msg'),
      conversation_id: input.conversationId,
      job_id: input.jobId,
      role: input.role,
      content: input.content,
      status: complete ? 'completed' : 'created',
      created_at: now,
      completed_at: complete ? now : null,
    };
    // seq orders the conversation (several messages can share a millisecond).
    await q.run(
      `INSERT INTO messages (id, conversation_id, seq, job_id, role, content, status, created_at, completed_at)
       VALUES (?, ?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM messages WHERE conversation_id = ?), ?, ?, ?, ?, ?, ?)`,
      [m.id, m.conversation_id, m.conversation_id, m.job_id, m.role, m.content, m.status, m.created_at, m.completed_at],
    );
    await q.run('UPDATE conversations SET updated_at = ? WHERE id = ?', [now, m.conversation_id]);
    const payload = await this.payload(q, m);
    out.push(await this.events.record(q, 'message.created', m.id, payload));
    if (complete) out.push(await this.events.record(q, 'message.completed', m.id, payload));
    return m;
  }

  /** Completes the job's open assistant message with its final content (no-op when there is none). */
  async completeJobMessage(q: Queryable, jobId: string, content: string, out: PendingEvent[], now = Date.now()): Promise<void> {
    const open = await q.all<MessageRow>(
      "SELECT id, conversation_id, job_id, role, content, status, created_at, completed_at FROM messages WHERE job_id = ? AND role = 'assistant' AND status = 'created'",
      [jobId],
    );
    for (const m of open) {
      await q.run("UPDATE messages SET content = ?, status = 'completed', completed_at = ? WHERE id = ? AND status = 'created'", [
        content,
        now,
        m.id,
      ]);
      const payload = await this.payload(q, { ...m, content, status: 'completed', completed_at: now });
      out.push(await this.events.record(q, 'message.completed', m.id, payload));
    }
  }

  async messages(conversationId: string): Promise<MessageRow[]> {
    return this.db.all<MessageRow>(
      'SELECT id, conversation_id, job_id, role, content, status, created_at, completed_at FROM messages WHERE conversation_id = ? ORDER BY seq, created_at',
      [conversationId],
    );
  }

  emit(events: PendingEvent[]): void {
    for (const e of events) this.events.emit(e);
  }
}
