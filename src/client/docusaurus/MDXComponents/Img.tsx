// `@theme/MDXComponents/Img`: a markdown image, loaded lazily and decoded off the main thread.
import type { ImgHTMLAttributes } from 'react';

export default function Img(props: ImgHTMLAttributes<HTMLImageElement>) {
  return <img decoding="async" loading="lazy" {...props} />;
}
