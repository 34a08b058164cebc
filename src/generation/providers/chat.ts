/** What a chat provider returns for one model turn. */
export interface ModelTurn {
  /** Tool calls of the turn; `input` is the parsed arguments, or the raw text when it was not JSON. */
  calls: Array<{ id: string; name: string; input: unknown }>;
  /** Any chat text of the turn (never read as code). */
  text: string;
  /** The model stopped at its output limit, so a call may be cut short. */
  truncated: boolean;
}

/** One conversation with a model, kept in the provider's own wire format. */
export interface ChatSession {
  /** Sends the transcript so far and appends the model's answer to it. */
  next(signal: AbortSignal): Promise<ModelTurn>;
  /** Answers `turn`: a tool result for each of its calls, or a user message when it made none. */
  reply(turn: ModelTurn, text: string): void;
}

export interface ChatProvider {
  readonly name: string;
  open(system: string, user: string): ChatSession;
}
