/**
 * What the server answers when it refuses a request (4xx, 5xx): a sentence a person can read, and for a
 * form, which fields were wrong and why, so the browser can show each message beside its field.
 */
export interface ApiError {
  error: string;
  fields?: Record<string, string>;
}
