// Placeholder for `<DocCardList />` in markdown: renders nothing until the docs theme passes
// its real card list to `MdContent` (it alone knows the current sidebar category).
export function DocCardList(_props: { className?: string }) {
  return null;
}
