// Fixtures of the session end's expectation (session-end.expected.ts): who signs in.
/** The ids the model signs in with; the drivers map them to the demo admin and user. */
export const MODEL_ADMIN = 'model-admin';
export const MODEL_USER = 'model-user';
