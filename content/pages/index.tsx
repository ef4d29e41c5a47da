import { Link, useSiteData } from 'folio/client';

export const meta = {
  // The tab reads "page title | site title" here too: the tagline is the home page's title.
  title: 'Docs and blogs that build in seconds and load in a blink',
  description: 'Folio builds documentation and blog sites from markdown in seconds, ships little JavaScript, and searches offline.',
};

const features = [
  {
    title: 'Builds in seconds',
    text: 'Markdown compiles and React renders on every core. A five-hundred-page site builds before you finish reading this sentence.',
  },
  {
    title: 'Light in the browser',
    text: 'Every page is plain HTML first. The client loads the code of one route kind and the data of one page, never the whole site.',
  },
  {
    title: 'Search with no service',
    text: 'A chunked index is built with the site. Readers search it in the DocSearch modal, online or off, on any static host.',
  },
  {
    title: 'Versioned docs',
    text: 'Snapshot your docs per release, keep several sidebars per version, and let readers switch versions without losing their page.',
  },
  {
    title: 'A real blog',
    text: 'Authors, tags, archive, pagination and RSS, Atom and JSON feeds. Your changelog can be a blog too, split from one file.',
  },
  {
    title: 'Errors that help',
    text: 'A broken link, a typo in front matter or a bad config option stops the build with the file, the line and the fix.',
  },
];

export default function Home() {
  const site = useSiteData();
  return (
    <main className="home">
      <header className="home-hero">
        <div className="container">
          <h1 className="home-hero__title">{site.title}</h1>
          <p className="home-hero__tagline">{site.tagline}</p>
          <div className="home-hero__actions">
            <Link className="button button--primary button--lg" to="/docs">
              Get started
            </Link>
            <Link className="button button--lg" to="/blog/releases/3.6">
              What is new in 3.6
            </Link>
          </div>
        </div>
      </header>
      <section className="container home-features" aria-label="Features">
        {features.map((feature) => (
          <div key={feature.title} className="home-feature">
            <h2>{feature.title}</h2>
            <p>{feature.text}</p>
          </div>
        ))}
      </section>
    </main>
  );
}
