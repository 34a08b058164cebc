import type { Logger } from 'pino';

/**
 * The in-process hook for agent lifecycle events. Emitted after the rows they describe are committed,
 * so a subscriber (the webhook dispatcher) may read them back. Payloads carry ids and the message
 * itself; the event id is stable, so a delivery layer can deduplicate on it (X-SVC-Event-Id).
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

export class AgentEvents {
  private readonly handlers = new Map<AgentEventType, Set<Handler<any>>>();
  private readonly log: Logger;

  constructor(log: Logger) {
    this.log = log;
  }

  /** Subscribes to one event type; returns the unsubscribe function. */
  on<T extends AgentEventType>(type: T, handler: Handler<T>): () => void {
    let set = this.handlers.get(type);
    if (!set) this.handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => void set.delete(handler);
  }

  /**
   * Calls every subscriber; a failing subscriber is logged and never fails the emitter (a webhook
   * outage must not break generation). Asynchronous handlers are not awaited.
   */
  emit<T extends AgentEventType>(type: T, id: string, payload: AgentEventMap[T]): void {
    const set = this.handlers.get(type);
    if (!set?.size) return;
    const event: AgentEvent<T> = { event_id: `${type}:${id}`, type, occurred_at: new Date().toISOString(), payload };
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
