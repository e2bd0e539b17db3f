import { categoryIcon } from '@welink/domain';
import { useState, type ImgHTMLAttributes } from 'react';
import './welink.css';

export interface CategoryImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError' | 'width' | 'height'> {
  src: string | null | undefined;
  width: number;
  height: number;
  /** The WeLink's category: its icon stands in when there is no image or it fails to load. */
  category: { category?: string | null; subcategory?: string | null } | null | undefined;
}

/**
 * A poster, cover or photo that never shows the browser's broken-image icon: without a source,
 * or when loading fails, the category's placeholder takes its box (same size and class).
 */
export function CategoryImage({ src, category, alt = '', className = '', width, height, ...rest }: CategoryImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <span
        className={`${className} category-placeholder`.trim()}
        style={{ width, height, fontSize: Math.round(Math.min(width, height) * 0.5) }}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        {categoryIcon(category ?? {})}
      </span>
    );
  }
  return <img {...rest} className={className} src={src} alt={alt} width={width} height={height} onError={() => setFailedSrc(src)} />;
}
