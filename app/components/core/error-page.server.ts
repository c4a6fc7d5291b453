/**
 * The error page for the server's render: root.tsx draws it at once there, while the browser
 * loads the same component on demand (a .server module is empty in the browser bundle).
 */
export { ErrorPage } from "./NotFound";
