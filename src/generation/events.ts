import type { Logger } from 'pino';
import type { Queryable } from '../storage/index.ts';

/**
 * Agent lifecycle events. `record` is called inside the transaction that writes the rows an event
 * describes and hands it to the outbox (the webhooks area), so a rolled-back change emits nothing and
 * a committed one cannot be lost; `emit` tells in-process listeners after the commit. The event id is
 * stable, so a delivery layer can deduplicate on it (X-SVC-Event-Id).
 */
export type AgentEventType = 'conversation.created' | 'message.created' | 'message.completed';

export interface ConversationPayload {
  conversation_id: string;
  app_id: string;
  account_id: string;
  title: string;
  created_at: string;
}

export interface MessagePayload {
  conversation_id: string;
  app_id: string;
  account_id: string;
  message: {
    message_id: string;
    role: 'user' | 'assistant';
    content: string;
    status: 'created' | 'completed';
    job_id: string | null;
    created_at: string;
    completed_at: string | null;
  };
}

export interface AgentEventMap {
  'conversation.created': ConversationPayload;
  'message.created': MessagePayload;
  'message.completed': MessagePayload;
}

export interface AgentEvent<T extends AgentEventType = AgentEventType> {
  /** Stable id of the event: `<type>:<conversation or message id>`. */
  event_id: string;
  type: T;
  occurred_at: string;
  payload: AgentEventMap[T];
}

type Handler<T extends AgentEventType> = (event: AgentEvent<T>) => void | Promise<void>;

/** Writes an event with the caller's transaction (`q`), so it commits or rolls back with the change. */
export type OutboxWriter = (q: Queryable, event: AgentEvent) => Promise<void>;

export class AgentEvents {
  private readonly handlers = new Map<AgentEventType, Set<Handler<any>>>();
  private readonly log: Logger;
  private outbox: OutboxWriter | null = null;

  constructor(log: Logger) {
    this.log = log;
  }

  /** Sets the durable outbox (the webhooks area; one per process). */
  setOutbox(writer: OutboxWriter): void {
    this.outbox = writer;
  }

  /** Builds the event and writes it to the outbox inside the caller's transaction; `emit` it after commit. */
  async record<T extends AgentEventType>(q: Queryable, type: T, id: string, payload: AgentEventMap[T]): Promise<AgentEvent<T>> {
    const event: AgentEvent<T> = { event_id: `${type}:${id}`, type, occurred_at: new Date().toISOString(), payload };
    if (this.outbox) await this.outbox(q, event as AgentEvent);
    return event;
  }

  /** Subscribes to one event type; returns the unsubscribe function. */
  on<T extends AgentEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }

  /**
   * Calls every in-process subscriber once the recorded event has committed; a failing subscriber is
   * logged and never fails the emitter. Asynchronous handlers are not awaited.
   */
  emit(event: AgentEvent): void {
    const set = this.handlers.get(event.type);
    if (!set?.size) return;
    const type = event.type;
    for (const handler of set) {
      try {
        const r = handler(event);
        if (r && typeof (r as Promise<void>).catch === 'function') {
          (r as Promise<void>).catch((err) => this.log.error({ err, event: type }, 'agent event handler failed'));
        }
      } catch (err) {
        this.log.error({ err, event: type }, 'agent event handler failed');
      }
    }
  }
}
