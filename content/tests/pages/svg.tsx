import { useEffect, useState, type ReactNode } from 'react';
import markPng from './assets/folio-mark.png';
import markSvg from './assets/folio-mark.svg';

/** The SVG import as a component (JSX names components with a capital letter). */
const MarkSvg = markSvg;

export const meta = {
  title: 'SVG',
  description: 'Inline SVG drawings that follow the colour mode through currentColor, and an SVG file used as an image.',
};

function Drawing({ caption, testId, children }: { caption: string; testId: string; children: ReactNode }) {
  return (
    <figure className="tp-drawing" data-testid={testId}>
      <svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={caption}>
        {children}
      </svg>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/** The `data-theme` of the page, followed as the navbar switch changes it; unknown on the server. */
function useThemeAttribute(): string | undefined {
  const [theme, setTheme] = useState<string | undefined>(undefined);
  useEffect(() => {
    const read = () => setTheme(document.documentElement.dataset.theme ?? 'light');
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

export default function SvgPage() {
  const colorMode = useThemeAttribute();
  return (
    <main className="container page-padding tp-page markdown">
      <header>
        <h1>SVG</h1>
        <p className="tp-lead">
          The drawings below are inline SVG elements written in this page's React component. They are filled and stroked with{' '}
          <code>currentColor</code>, so they take the colour of the text around them: dark on the light theme, light on the dark theme. The
          green parts use the theme's primary colour through CSS. Toggle the colour mode in the navbar: every drawing must stay visible.
        </p>
      </header>

      <p className="tp-status" data-testid="svg-color-mode">
        Colour mode now: <strong>{colorMode ?? 'not known before hydration'}</strong>
      </p>

      <section className="tp-section" aria-labelledby="inline">
        <h2 id="inline">Inline SVG</h2>
        <div className="tp-drawings">
          <Drawing caption="A circle and a square, outlined" testId="svg-shapes">
            <circle cx="42" cy="42" r="28" fill="none" stroke="currentColor" strokeWidth="6" />
            <rect x="52" y="52" width="52" height="52" rx="4" fill="none" stroke="currentColor" strokeWidth="6" className="tp-accent" />
          </Drawing>
          <Drawing caption="A page with lines of text" testId="svg-page">
            <path d="M28 12h46l20 20v76H28z" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
            <path d="M74 12v20h20" fill="none" stroke="currentColor" strokeWidth="5" strokeLinejoin="round" />
            <g stroke="currentColor" strokeWidth="5" strokeLinecap="round">
              <line x1="42" y1="52" x2="80" y2="52" />
              <line x1="42" y1="68" x2="80" y2="68" />
              <line x1="42" y1="84" x2="66" y2="84" />
            </g>
          </Drawing>
          <Drawing caption="A bar chart, filled" testId="svg-bars">
            <g fill="currentColor">
              <rect x="14" y="70" width="18" height="36" rx="2" />
              <rect x="40" y="46" width="18" height="60" rx="2" />
              <rect x="66" y="58" width="18" height="48" rx="2" />
            </g>
            <rect x="92" y="22" width="18" height="84" rx="2" fill="currentColor" className="tp-accent" />
            <line x1="8" y1="110" x2="114" y2="110" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </Drawing>
          <Drawing caption="A sun made of a circle and rays" testId="svg-sun">
            <circle cx="60" cy="60" r="20" fill="currentColor" />
            <g stroke="currentColor" strokeWidth="6" strokeLinecap="round">
              {Array.from({ length: 8 }, (_, i) => {
                const angle = (i * Math.PI) / 4;
                const x1 = 60 + Math.cos(angle) * 32;
                const y1 = 60 + Math.sin(angle) * 32;
                const x2 = 60 + Math.cos(angle) * 48;
                const y2 = 60 + Math.sin(angle) * 48;
                return <line key={i} x1={x1.toFixed(2)} y1={y1.toFixed(2)} x2={x2.toFixed(2)} y2={y2.toFixed(2)} />;
              })}
            </g>
          </Drawing>
          <Drawing caption="A triangle with a dashed outline" testId="svg-triangle">
            <polygon points="60,14 108,102 12,102" fill="none" stroke="currentColor" strokeWidth="5" strokeDasharray="10 6" strokeLinejoin="round" />
            <circle cx="60" cy="72" r="10" fill="currentColor" className="tp-accent" />
          </Drawing>
          <Drawing caption="Text drawn in SVG" testId="svg-text">
            <rect x="8" y="34" width="104" height="52" rx="10" fill="none" stroke="currentColor" strokeWidth="4" />
            <text x="60" y="68" textAnchor="middle" fontSize="22" fontWeight="700" fill="currentColor" fontFamily="system-ui, sans-serif">
              Folio
            </text>
          </Drawing>
        </div>
      </section>

      <section className="tp-section" aria-labelledby="as-image">
        <h2 id="as-image">An SVG file as an image</h2>
        <p>
          The site's logo, <code>/img/logo.svg</code>, with an <code>&lt;img&gt;</code> tag. An SVG loaded as an image cannot read the page's
          colours, so the file uses colours that read on both backgrounds.
        </p>
        <p className="tp-row">
          <img src="/img/logo.svg" alt="The Folio logo" width={96} height={96} data-testid="svg-img" />
          <img src="/img/logo.svg" alt="The Folio logo, small" width={32} height={32} />
        </p>
      </section>

      <section className="tp-section" aria-labelledby="imported">
        <h2 id="imported">Imported image files</h2>
        <p>
          This page imports <code>./assets/folio-mark.svg</code> and <code>./assets/folio-mark.png</code>. Each import gives the URL Folio serves
          the file at wherever a string is expected, with a content hash in its name, so the same <code>&lt;img&gt;</code> works on this page and on any other:
        </p>
        <p className="tp-row">
          <img src={markSvg} alt="The Folio mark, imported as an SVG file" width={64} height={64} data-testid="svg-imported" />
          <img src={markPng} alt="The Folio mark, imported as a PNG file" width={48} height={48} data-testid="png-imported" />
        </p>
        <p>
          URL of the SVG: <code data-testid="svg-imported-url">{String(markSvg)}</code>
        </p>
        <p>
          The same import is also a component that draws the SVG inline, as Docusaurus makes an SVG import: <code>&lt;MarkSvg role="img" /&gt;</code>{' '}
          below must show the mark as well, in the page's markup rather than as a separate image file.
        </p>
        <p className="tp-row">
          <MarkSvg role="img" aria-label="The Folio mark, drawn inline from the imported SVG" width={48} height={48} data-testid="svg-component" />
        </p>
      </section>

      <section className="tp-section" aria-labelledby="checks">
        <h2 id="checks">What to check</h2>
        <ul>
          <li>All six drawings, both logos and both imported marks show, with nothing cut off, in the light and the dark mode.</li>
          <li>The outlines and fills change colour with the mode; the green parts stay green (a lighter green in dark mode).</li>
          <li>The drawings scale down on a narrow window without overflowing their boxes.</li>
          <li>Screen readers announce each drawing by its caption (each SVG has <code>role="img"</code> and a label).</li>
        </ul>
      </section>
    </main>
  );
}
