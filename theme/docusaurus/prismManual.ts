// Imported before Prism: left to itself, Prism colours every `language-…` code element of the
// document once it loads (markdown's blocks too, already coloured by the build). `manual` stops that.
const scope = globalThis as { Prism?: { manual?: boolean } };
scope.Prism ??= { manual: true };
