/** What the document says of one operation besides what its route's schemas give. */
export interface OperationFacts {
  operationId: string;
  summary: string;
  description: string;
  /** Statuses the route's schemas leave out that it can answer (beyond the derived ones). */
  extra?: number[];
  /** A signed-in caller may be refused (403) besides by the role guard: an owner check, fraud. */
  forbidden?: boolean;
  /** A state the request meets may refuse it (409). */
  conflict?: boolean;
  /** Anyone may call it; a bearer token, if sent, may show more. */
  optionalAuth?: boolean;
  /** The listed operation is kept for SPEC.md's client; `replacedBy` names its successor. */
  replacedBy?: string;
}

/** `[operationId, summary, description, more]`, keyed by `METHOD /path` as the document spells it. */
export type OperationTable = Record<string, [string, string, string, Partial<OperationFacts>?]>;
