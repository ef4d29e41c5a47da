// A JSX `style` object in markdown (`<div style={{lineHeight: 1.5, marginTop: 8}}>`) becomes the
// `style` attribute React would write for it, so the HTML the build serialises and the element
// React hydrates agree, and the page looks as it would under Docusaurus.

/** Properties whose numbers React writes without `px` (react-dom's `unitlessNumbers`). */
const UNITLESS = new Set(
  ('animationIterationCount aspectRatio borderImageOutset borderImageSlice borderImageWidth boxFlex boxFlexGroup ' +
    'boxOrdinalGroup columnCount columns flex flexGrow flexPositive flexShrink flexNegative flexOrder gridArea gridRow ' +
    'gridRowEnd gridRowSpan gridRowStart gridColumn gridColumnEnd gridColumnSpan gridColumnStart fontWeight lineClamp ' +
    'lineHeight opacity order orphans scale tabSize widows zIndex zoom fillOpacity floodOpacity stopOpacity ' +
    'strokeDasharray strokeDashoffset strokeMiterlimit strokeOpacity strokeWidth MozAnimationIterationCount MozBoxFlex ' +
    'MozBoxFlexGroup MozLineClamp msAnimationIterationCount msFlex msZoom msFlexGrow msFlexNegative msFlexOrder ' +
    'msFlexPositive msFlexShrink msGridColumn msGridColumnSpan msGridRow msGridRowSpan WebkitAnimationIterationCount ' +
    'WebkitBoxFlex WebKitBoxFlexGroup WebkitBoxOrdinalGroup WebkitColumnCount WebkitColumns WebkitFlex WebkitFlexGrow ' +
    'WebkitFlexPositive WebkitFlexShrink WebkitLineClamp').split(' '),
);

/**
 * `{fontSize: 12, lineHeight: 1.5, msTransform: 'none'}` → `font-size:12px;line-height:1.5;-ms-transform:none`:
 * React's names and units; null, boolean and empty values are left out, as React leaves them.
 */
export function styleText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([, value]) => value !== null && value !== undefined && typeof value !== 'boolean' && value !== '')
    .map(([key, value]) => {
      const isCustom = key.startsWith('--');
      const property = isCustom ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replace(/^ms-/, '-ms-');
      const text = typeof value === 'number' && value !== 0 && !isCustom && !UNITLESS.has(key) ? `${value}px` : String(value).trim();
      return `${property}:${text}`;
    })
    .join(';');
}
