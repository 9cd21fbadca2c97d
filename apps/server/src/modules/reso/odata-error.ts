/**
 * A refusal in OData's JSON error format (OData JSON Format 4.0 section 21.1; RESO Web API Core
 * 2.6.2): `{ error: { code, message, target?, details: [] } }`.
 */
export class ODataError extends Error {
  constructor(
    public readonly statusCode: 400 | 401 | 404 | 429 | 501,
    message: string,
    public readonly target?: string,
  ) {
    super(message);
  }

  get body() {
    return {
      error: {
        code: String(this.statusCode),
        message: this.message,
        ...(this.target !== undefined && { target: this.target }),
        details: [],
      },
    };
  }
}

export const badQuery = (message: string, target?: string) => new ODataError(400, message, target);
