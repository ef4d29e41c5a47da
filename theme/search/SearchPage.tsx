export default function SearchPage() {
  return <main className="container page-padding">Search</main>;
}
