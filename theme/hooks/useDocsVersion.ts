// The docs helpers live in the client API (folio/client); the theme uses them from here.
export * from '../../src/client/docs.js';
