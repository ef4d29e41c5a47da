// Colour mode lives in the client API (folio/client); the theme uses it from here.
export * from '../../src/client/colorMode.js';
