/** The name of the anti-forgery form field and header, shared by server and browser code. */
export const CSRF_FIELD = "csrf";
export const CSRF_HEADER = "x-csrf-token";
