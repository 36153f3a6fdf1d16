export interface SendResult {
  providerMessageId: string;
}

/** A failed send. `retryable` separates throttling/outages from requests that will never succeed. */
export class SendError extends Error {
  readonly status?: number;
  readonly code?: string;
  readonly retryable: boolean;
  constructor(message: string, opts: { status?: number; code?: string; retryable: boolean }) {
    super(message);
    this.name = "SendError";
    this.status = opts.status;
    this.code = opts.code;
    this.retryable = opts.retryable;
  }
}
